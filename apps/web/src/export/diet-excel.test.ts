import type * as ExcelJsModule from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LOGO_PNG_BASE64 } from './assets/logo';
import { buildDietSheets, moneyFormat } from './diet-excel';
import { firstTableRow, readWorkbook, writeWorkbook } from './excel-library';
import { buildFixtureReport, FIXTURE_DATE } from './testing/diet-fixture';
import { translatorFor } from './testing/translator';

describe('diet Excel export (written and read back with exceljs)', () => {
  it('holds the same numbers as the diet, as numbers, under headers in the language', async () => {
    const data = buildFixtureReport('pt');
    const sheets = buildDietSheets(data, translatorFor('pt'));
    const bytes = await writeWorkbook({
      sheets,
      creator: 'Cocho',
      created: FIXTURE_DATE,
      logoPngBase64: LOGO_PNG_BASE64,
    });
    // An .xlsx is a ZIP archive.
    expect(Array.from(bytes.slice(0, 2))).toEqual([0x50, 0x4b]);
    const workbook = await readWorkbook(bytes);
    expect([...workbook.keys()]).toEqual(['Dieta', 'Exigências', 'Animal']);
    const diet = workbook.get('Dieta') ?? [];
    const headerIndex = firstTableRow(sheets[0]!) - 1;
    expect(diet[0]?.[1]).toBe('Dieta – Terminação lote 3');
    expect(diet.slice(0, headerIndex).map((row) => row[1])).toEqual(
      expect.arrayContaining(['Cliente: Fazenda Boa Vista', 'Responsável: Ana Souza']),
    );
    expect(diet[headerIndex]).toEqual([
      'Alimento',
      'Preço/kg MN',
      'kg MN',
      'kg MS',
      '% MN',
      '% MS',
      'Custo/dia',
      'kg na ração',
    ]);
    const silage = diet[headerIndex + 1] ?? [];
    const soy = diet[headerIndex + 2] ?? [];
    const total = diet[headerIndex + 3] ?? [];
    expect(silage[0]).toBe('Silagem de milho');
    expect(soy[0]).toBe('Farelo de soja');
    // Hand-solved diet: 28/3 kg DM of A (MS 50 %), 2/3 kg DM of B (MS 90 %), cost 38/15 per day.
    expect(silage[1]).toBeCloseTo(0.1, 12);
    expect(silage[2] as number).toBeCloseTo(56 / 3, 6);
    expect(silage[3] as number).toBeCloseTo(28 / 3, 6);
    expect(soy[2] as number).toBeCloseTo(2 / 3 / 0.9, 6);
    expect(total[0]).toBe('Total');
    expect(total[6] as number).toBeCloseTo(38 / 15, 6);
    expect(total[7] as number).toBeCloseTo(1000, 6);
    // The totals under the table are numbers a spreadsheet can add up, not text like "R$ 2,53".
    const totalOf = (label: string) => diet.find((row) => row[0] === label) ?? [];
    expect(totalOf('Custo por animal por dia')[1] as number).toBeCloseTo(38 / 15, 9);
    expect(totalOf('Consumo de matéria seca').slice(1)).toEqual([expect.any(Number), 'kg/dia']);
    expect(totalOf('Consumo de matéria seca')[1] as number).toBeCloseTo(10, 9);
    expect(totalOf('Custo do lote por dia')[1] as number).toBeCloseTo((38 / 15) * 20, 9);
    expect(totalOf('Volumoso : concentrado (% MS)').slice(1)).toEqual([
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(totalOf('Ração a produzir').slice(1)).toEqual([expect.any(Number), 'kg']);
    const nutrients = workbook.get('Exigências') ?? [];
    const protein = nutrients.find((row) => row[0] === 'Proteína bruta (PB)') ?? [];
    expect(protein.slice(1, 6)).toEqual(['g/dia', 1200, null, expect.any(Number), 'Atendida']);
    expect(protein[4] as number).toBeCloseTo(1200, 4);
    const animal = workbook.get('Animal') ?? [];
    expect(animal.some((row) => row[0] === 'Grupo genético' && row[1] === 'Zebuíno')).toBe(true);
  });

  it('English headers and sheet names; money formats follow the language currency', () => {
    const sheets = buildDietSheets(buildFixtureReport('en'), translatorFor('en'));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Diet', 'Requirements', 'Animal']);
    expect(sheets[0]?.header[0]).toBe('Feed');
    expect(sheets[0]?.rows[0]?.[0]).toBe('Corn silage');
    expect(moneyFormat('en', 2)).toBe('"$"#,##0.00');
    expect(moneyFormat('pt', 3)).toBe('"R$" #,##0.000');
    // Spanish: the $ sign as the PDFs and screens write it ($ 1.234,50), not R$.
    expect(moneyFormat('es', 2)).toBe('"$" #,##0.00');
    // A diet's currency: its sign; the guaraní without decimals.
    expect(moneyFormat('es', 2, 'PYG')).toBe('"Gs." #,##0');
    expect(moneyFormat('es', 3, 'PYG')).toBe('"Gs." #,##0.0');
    expect(moneyFormat('en', 2, 'USD')).toBe('"US$"#,##0.00');
  });

  it('writes money columns in the diet’s currency', () => {
    const [diet] = buildDietSheets({ ...buildFixtureReport('es'), currency: 'PYG' }, translatorFor('es'));
    const formats = (diet?.columns ?? []).map((column) => column.numberFormat ?? '');
    expect(formats.filter((format) => format.includes('Gs.'))).toEqual(['"Gs." #,##0.0', '"Gs." #,##0']);
    expect(formats.join(' ')).not.toContain('$');
  });
});

describe('diet Excel totals', () => {
  it('each total carries its own number format (money in the language currency, amounts with decimals)', () => {
    const [diet] = buildDietSheets(buildFixtureReport('en'), translatorFor('en'));
    const totalOf = (label: string) => diet?.footer?.find((row) => row[0] === label) ?? [];
    expect(totalOf('Cost per head per day')[1]).toEqual({
      value: expect.closeTo(38 / 15, 9),
      numberFormat: '"$"#,##0.00',
    });
    expect(totalOf('Cost per kg DM')[1]).toMatchObject({ numberFormat: '"$"#,##0.000' });
    expect(totalOf('Dry matter intake')).toEqual([
      'Dry matter intake',
      { value: expect.closeTo(10, 9), numberFormat: '0.00' },
      'kg/day',
    ]);
  });

  it('writes the format of each total to its cell (read back with exceljs)', async () => {
    const bytes = await writeWorkbook({
      sheets: buildDietSheets(buildFixtureReport('pt'), translatorFor('pt')),
      creator: 'Cocho',
      created: FIXTURE_DATE,
      logoPngBase64: LOGO_PNG_BASE64,
    });
    const module = (await import('exceljs')) as typeof ExcelJsModule & { default?: typeof ExcelJsModule };
    const ExcelJS = module.default ?? module;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Dieta');
    let costCell: { value: unknown; numFmt: string } | null = null;
    sheet?.eachRow((row) => {
      if (row.getCell(1).value === 'Custo por animal por dia') costCell = row.getCell(2);
    });
    expect(costCell).toMatchObject({ value: expect.closeTo(38 / 15, 9), numFmt: '"R$" #,##0.00' });
  });
});
