import { describe, expect, it } from 'vitest';
import type { TCompanyReport } from '@cocho/contracts';
import {
  buildCompanyReportCsv,
  buildCompanyReportSheets,
  EMPTY_REPORT,
  mergeReports,
} from './company-report';
import { writeCompanyReportExcel } from './company-report-excel';
import { excelLocalDay, firstTableRow, readWorkbook } from '../../export/excel-library';
import { formatDate } from '../../format/format';

const t = (key: string) => `[${key}]`;

const linked: TCompanyReport = {
  dietas: [
    {
      id: 1,
      nome: 'Lote 1',
      data: '2026-11-20T10:00:00.000Z',
      vinculado: true,
      id_usuario: 7,
      usuario_nome: 'Ana',
      estado: 'GO',
      custo: 12.5,
      numero_animais: 40,
      alimentos: [{ id: 'EMP|1', nome: 'Ração; especial', kg_mn: 3, pct_ms: 12 }],
    },
  ],
  totais_alimento: [{ id: 'EMP|1', nome: 'Ração; especial', dietas: 1, usuarios: 1, kg_mn_medio: 3 }],
  totais_regiao: [{ estado: 'GO', dietas: 1, usuarios: 1 }],
  truncado: false,
};
const outside: TCompanyReport = {
  dietas: [
    {
      id: 2,
      nome: 'Lote 2',
      data: '2026-11-22T10:00:00.000Z',
      vinculado: false,
      id_usuario: null,
      usuario_nome: null,
      estado: null,
      custo: null,
      numero_animais: null,
      alimentos: [{ id: 'EMP|1', nome: 'Ração; especial', kg_mn: 5, pct_ms: null }],
    },
  ],
  totais_alimento: [{ id: 'EMP|1', nome: 'Ração; especial', dietas: 3, usuarios: 3, kg_mn_medio: 5 }],
  totais_regiao: [{ estado: null, dietas: 3, usuarios: 3 }],
  truncado: true,
};

describe('mergeReports', () => {
  it('adds diets and users per feed and state, weights the mean kg by diets, newest diet first', () => {
    const merged = mergeReports(linked, outside);
    expect(merged.dietas.map((diet) => diet.id)).toEqual([2, 1]);
    expect(merged.totais_alimento).toEqual([
      { id: 'EMP|1', nome: 'Ração; especial', dietas: 4, usuarios: 4, kg_mn_medio: (3 * 1 + 5 * 3) / 4 },
    ]);
    expect(merged.totais_regiao).toEqual([
      { estado: null, dietas: 3, usuarios: 3 },
      { estado: 'GO', dietas: 1, usuarios: 1 },
    ]);
    expect(merged.truncado).toBe(true);
  });

  it('is the report itself when merged with nothing', () => {
    expect(mergeReports(linked, EMPTY_REPORT)).toEqual(linked);
  });
});

describe('company report export', () => {
  it('writes CSV with semicolons, the language decimal comma, quoted text and unnamed outsiders', () => {
    const csv = buildCompanyReportCsv(mergeReports(linked, outside), 'pt', t);
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      '[reports.col.date];[reports.col.diet];[reports.col.user];[reports.col.link];[reports.col.state];[reports.col.feed];[reports.col.kgAsFed];[reports.col.pctDm];[reports.col.cost];[reports.col.animals]',
    );
    expect(lines[1]).toBe(
      '22/11/2026;Lote 2;[reports.unnamedUser];[reports.notLinked];[reports.noState];"Ração; especial";5,000;;;',
    );
    expect(lines[2]).toBe('20/11/2026;Lote 1;Ana;[reports.linked];GO;"Ração; especial";3,000;12,00;12,50;40');
    expect(lines).toContain('"Ração; especial";4;4;4,500');
    expect(lines).toContain('GO;1;1');
  });

  it('makes three sheets whose numbers stay numbers', () => {
    const sheets = buildCompanyReportSheets(linked, 'en', t, ['Title']);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      '[reports.sheet.diets]',
      '[reports.sheet.byFeed]',
      '[reports.sheet.byState]',
    ]);
    expect(sheets[0]?.rows).toEqual([
      [
        excelLocalDay('2026-11-20T10:00:00.000Z'),
        'Lote 1',
        'Ana',
        '[reports.linked]',
        'GO',
        'Ração; especial',
        3,
        12,
        12.5,
        40,
      ],
    ]);
    expect(sheets[1]?.rows).toEqual([['Ração; especial', 1, 1, 3]]);
    expect(sheets[2]?.rows).toEqual([['GO', 1, 1]]);
  });

  it('writes the title in A1, days as Excel dates and amounts, costs and head counts as numbers', async () => {
    const report = mergeReports(linked, outside);
    const bytes = await writeCompanyReportExcel(report, 'es', t, ['Informe', 'Empresa'], new Date());
    const workbook = await readWorkbook(bytes);
    const [diets, byFeed] = [...workbook.values()];
    expect(diets?.[0]?.[0]).toBe('Informe');
    expect(diets?.[1]?.[0]).toBe('Empresa');
    expect(byFeed?.[0]?.[0]).toBe('Informe');
    const sheets = buildCompanyReportSheets(report, 'es', t, ['Informe', 'Empresa']);
    const first = diets?.[firstTableRow(sheets[0]!)] ?? [];
    const day = first[0];
    expect(day).toBeInstanceOf(Date);
    // The day the diet was saved on in the user's time zone, as the screen shows it.
    const local = new Date('2026-11-22T10:00:00.000Z');
    expect((day as Date).toISOString().slice(0, 10)).toBe(
      `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`,
    );
    expect(first[6]).toBe(5);
    const second = diets?.[firstTableRow(sheets[0]!) + 1] ?? [];
    expect(second.slice(6)).toEqual([3, 12, 12.5, 40]);
    expect(sheets[0]?.columns[0]?.numberFormat).toBe('dd/mm/yyyy');
  });

  it("writes CSV days in the user's date format and time zone, never the stored UTC time", () => {
    // 02:30 UTC is still the previous day west of Greenwich (Brazil): the CSV follows the screen.
    const late: TCompanyReport = {
      ...linked,
      dietas: [{ ...linked.dietas[0]!, data: '2026-11-21T02:30:00.000Z' }],
    };
    const lines = buildCompanyReportCsv(late, 'es', t).replace('\uFEFF', '').split('\r\n');
    expect(lines[1]?.split(';')[0]).toBe(formatDate('2026-11-21T02:30:00.000Z', 'es'));
    expect(lines[1]).not.toContain('2026-11-21');
  });

  // Diet, user and feed names are typed by users (outsiders' diets too): never run as a spreadsheet formula.
  const hostile: TCompanyReport = {
    ...linked,
    dietas: [
      {
        ...linked.dietas[0]!,
        nome: '=HYPERLINK("http://evil.example","x")',
        usuario_nome: '@SUM(1+1)*cmd',
        estado: '-2+3',
        alimentos: [{ id: 'EMP|1', nome: '+cmd|calc', kg_mn: 3, pct_ms: 12 }],
      },
    ],
    totais_alimento: [{ id: 'EMP|1', nome: '+cmd|calc', dietas: 1, usuarios: 1, kg_mn_medio: 3 }],
    totais_regiao: [{ estado: '-2+3', dietas: 1, usuarios: 1 }],
  };

  it('neutralises formulas in CSV text cells as the catalogue export does', () => {
    const lines = buildCompanyReportCsv(hostile, 'pt', t).replace('\uFEFF', '').split('\r\n');
    expect(lines[1]).toBe(
      `20/11/2026;"'=HYPERLINK(""http://evil.example"",""x"")";'@SUM(1+1)*cmd;[reports.linked];'-2+3;'+cmd|calc;3,000;12,00;12,50;40`,
    );
    expect(lines).toContain("'+cmd|calc;1;1;3,000");
    expect(lines).toContain("'-2+3;1;1");
  });

  it('writes those names to Excel as text, never as formulas', async () => {
    const bytes = await writeCompanyReportExcel(
      hostile,
      'pt',
      t,
      ['Title'],
      new Date('2026-11-24T12:00:00Z'),
    );
    const workbook = await readWorkbook(bytes);
    const sheets = buildCompanyReportSheets(hostile, 'pt', t, ['Title']);
    const diets = [...workbook.values()][0] ?? [];
    const row = diets[firstTableRow(sheets[0]!)] ?? [];
    // A formula cell reads back as an object (null here); text reads back as the very string.
    expect(row.slice(1, 6)).toEqual([
      '=HYPERLINK("http://evil.example","x")',
      '@SUM(1+1)*cmd',
      '[reports.linked]',
      '-2+3',
      '+cmd|calc',
    ]);
  });
});
