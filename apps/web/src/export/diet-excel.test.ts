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
  });
});
