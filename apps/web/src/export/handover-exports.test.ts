/**
 * The hand-over exports, rendered for real: the PDF's text read back by `pdftotext`, the
 * workbook's cells read back by exceljs. Requirements (mode E), supplement, mix (Excel), comparison and the
 * public link's PDF, which prints nothing private.
 */
import { describe, expect, it } from 'vitest';
import { requirementName } from './report-text';
import { createHandoverFile } from './create-report-file';
import { readWorkbook } from './excel-library';
import { formatNumber } from '../format/format';
import type { HandoverReport } from './handover-report';
import {
  buildComparisonFixture,
  buildMixFixture,
  buildPublicFixture,
  buildRequirementsFixture,
  buildSupplementFixture,
  PRIVATE_NOTE,
  requirementsFixture,
} from './testing/handover-fixtures';
import { extractPdfText } from './testing/node-tools';
import { translatorFor } from './testing/translator';

async function pdfText(report: HandoverReport): Promise<string> {
  const file = await createHandoverFile(report, 'pdf', translatorFor(report.language));
  expect(file.mimeType).toBe('application/pdf');
  // pdftotext keeps the lines; runs of spaces between columns become one.
  return (await extractPdfText(file.content as Uint8Array)).replace(/[ \t]+/g, ' ');
}

async function workbook(report: HandoverReport) {
  const file = await createHandoverFile(report, 'xlsx', translatorFor(report.language));
  expect(file.fileName.endsWith('.xlsx')).toBe(true);
  return readWorkbook(file.content as Uint8Array);
}

/** The row of a sheet whose first cell is `label`. */
function rowOf(rows: readonly (string | number | Date | null)[][] | undefined, label: string) {
  return (rows ?? []).find((row) => row[0] === label);
}

describe('requirements export (mode E)', () => {
  const result = requirementsFixture();
  const dmi = result.requirements.find((entry) => entry.key === 'CMS')!;

  it('the PDF names the report, the animal and every group with the calculated values', async () => {
    const text = await pdfText(buildRequirementsFixture('pt', translatorFor('pt')));
    expect(text).toContain('Exigências nutricionais');
    expect(text).toContain('Animal');
    expect(text).toContain('Responsável: Ana Souza');
    expect(text).toContain('Macrominerais');
    expect(text).toContain(requirementName('CMS', 'pt'));
    expect(text).toContain(formatNumber(dmi.ideal, 'pt', 2));
    expect(text).toContain(formatNumber(result.numbers.liveWeightKg, 'pt', 1));
    // The requirements screen's animal: no ration to produce (a diet's field).
    expect(text).not.toContain('Total de ração a produzir');
  });

  it('marks an edited value and says so', async () => {
    const text = await pdfText(buildRequirementsFixture('en', translatorFor('en'), 'CMS'));
    expect(text).toContain(`${requirementName('CMS', 'en')} *`);
    expect(text).toContain('12.34');
    expect(text).toContain('Value edited by hand');
  });

  it('the workbook keeps the values as numbers, one sheet per group, in es', async () => {
    const sheets = await workbook(buildRequirementsFixture('es', translatorFor('es')));
    expect([...sheets.keys()][0]).toBe('Resumen');
    const intakeSheet = [...sheets.entries()].find(([, rows]) => rowOf(rows, requirementName('CMS', 'es')));
    expect(intakeSheet).toBeDefined();
    const row = rowOf(intakeSheet![1], requirementName('CMS', 'es'))!;
    expect(row[3]).toBeCloseTo(dmi.ideal, 9);
    expect(typeof row[2]).toBe('number');
  });
});

describe('supplement export', () => {
  it('the PDF gives its figures, formula and composition', async () => {
    const text = await pdfText(buildSupplementFixture('pt', translatorFor('pt')));
    expect(text).toContain('Suplemento');
    expect(text).toContain('Proteico energético');
    expect(text).toMatch(/Farelo de soja 62,50 60,10/);
    expect(text).toMatch(/Milho grão 37,50 39,90/);
    expect(text).toContain('28,40');
    expect(text).toContain('R$ 2,54');
  });

  it('a least-cost supplement carries its daily amounts and costs per head and per arroba', async () => {
    const report = buildSupplementFixture('pt', translatorFor('pt'), true);
    const text = await pdfText(report);
    expect(text).toMatch(/Farelo de soja 73,00 75,00 0,263/);
    expect(text).toContain('R$ 0,68');
    expect(text).toContain('R$ 10,24');
    const sheets = await workbook(report);
    const formula = [...sheets.values()].find((rows) => rowOf(rows, 'Farelo de soja'));
    expect(rowOf(formula, 'Farelo de soja')?.slice(1)).toEqual([73, 75, 0.2625]);
  });
});

describe('mix export (Excel)', () => {
  it('holds the mix, its totals and the mixer batches as numbers', async () => {
    const sheets = await workbook(buildMixFixture('pt', translatorFor('pt')));
    const [mix, composition, batches] = [...sheets.values()];
    // 60 % and 40 % of 500 kg as fed.
    expect(rowOf(mix, 'Silagem de milho')?.slice(1, 4)).toEqual([60, expect.any(Number), 300]);
    expect(rowOf(mix, 'Total')?.[3]).toBe(500);
    expect(rowOf(composition, 'Proteína bruta')).toBeDefined();
    // 500 kg in a 200 kg mixer: two full batches of 120 kg silage, the last one 100 kg (60 kg silage).
    expect(rowOf(batches, 'Silagem de milho')?.slice(1)).toEqual([120, 60]);
  });
});

describe('comparison export', () => {
  it('the PDF and the workbook put the diets side by side', async () => {
    const report = buildComparisonFixture('pt', translatorFor('pt'));
    const text = await pdfText(report);
    expect(text).toContain('Comparação de dietas');
    expect(text).toMatch(/Dieta verão Dieta inverno \(aproximada\)/);
    expect(text).toMatch(/R\$ 9,87 R\$ 11,50/);
    const sheets = await workbook(report);
    const summary = [...sheets.values()][0]!;
    const costRow = summary.find((row) => row[1] === 9.87);
    expect(costRow?.[2]).toBe(11.5);
    const feeds = [...sheets.values()][2]!;
    expect(rowOf(feeds, 'Milho grão')).toEqual(['Milho grão', null, 6.48]);
  });
});

describe('public link PDF', () => {
  it('prints the client view: status, misses, warnings, cost, animal, requirements and feeds', async () => {
    const text = await pdfText(buildPublicFixture('pt', translatorFor('pt')));
    expect(text).toContain('Dieta compartilhada');
    expect(text).toContain('Lote do cliente');
    expect(text).toContain('Dieta aproximada');
    expect(text).toContain('Exigências não atendidas');
    expect(text).toContain('A composição de Silagem de milho foi alterada');
    expect(text).toContain('R$ 5,06');
    expect(text).toMatch(/8,10 9,40 6,50/);
    expect(text).toMatch(/Silagem de milho 20,250 6,500 100,00/);
    expect(text).toContain('Animal');
  });

  it('prints nothing private: no notes, owner or client of the record', async () => {
    const text = await pdfText(buildPublicFixture('pt', translatorFor('pt')));
    expect(text).not.toContain(PRIVATE_NOTE);
    expect(text).not.toContain('4242');
    expect(text).not.toContain('SOMETHING_NEW');
  });
});
