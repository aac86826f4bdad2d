import { describe, expect, it } from 'vitest';
import { calculateFeedingSheet } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { firstTableRow, readWorkbook } from '../../export/excel-library';
import type { Translate } from '../../export/report-text';
import { i18n, initI18n } from '../../i18n/i18n';
import { buildDaySheet } from './day-sheet-excel';
import type { SheetFeed } from './feeding-sheet-form';
import { writeReportWorkbook } from '../../export/report-file';

function sheetT(language: Language): Translate {
  initI18n(language);
  return i18n.getFixedT(language, 'feedingSheet') as Translate;
}

/** Two pens (120 and 80 head), 25 kg as fed per head, a 3 t mixer, a 5 kg scale; silage measured at 30 % DM. */
const OUTCOME = calculateFeedingSheet({
  feeds: [
    { id: 'silage', asFedPercent: 60, dryMatterPercent: 35, measuredDryMatterPercent: 30 },
    { id: 'corn', asFedPercent: 30, dryMatterPercent: 88 },
    { id: 'soy', asFedPercent: 10, dryMatterPercent: 89 },
  ],
  asFedIntakeKgPerHead: 25,
  pens: [
    { id: '0', headCount: 120 },
    { id: '1', headCount: 80 },
  ],
  mixerCapacityKg: 3000,
  scaleStepKg: 5,
});
const FEEDS: SheetFeed[] = [
  {
    id: 'silage',
    name: 'Silagem de milho',
    asFedKgPerHead: 15,
    asFedPercent: 60,
    dryMatterPercent: 35,
    isWet: true,
  },
  {
    id: 'corn',
    name: 'Milho grão',
    asFedKgPerHead: 7.5,
    asFedPercent: 30,
    dryMatterPercent: 88,
    isWet: false,
  },
  {
    id: 'soy',
    name: 'Farelo de soja',
    asFedKgPerHead: 2.5,
    asFedPercent: 10,
    dryMatterPercent: 89,
    isWet: false,
  },
];

describe('the whole day feeding sheet in Excel', () => {
  it('holds the diet, lot and date, each feed per head, per load and for the day as numbers adding up', async () => {
    if (!OUTCOME.ok) throw new Error(JSON.stringify(OUTCOME.errors));
    const day = OUTCOME.value;
    const sheet = buildDaySheet({
      sheet: day,
      feeds: FEEDS,
      penNames: ['Curral 1', 'Curral 2'],
      headingLines: ['Dieta: Terminação', 'Lote: Curral 1 (120), Curral 2 (80)', 'Data: 29/11/2026'],
      language: 'pt',
      t: sheetT('pt'),
    });
    const workbook = await readWorkbook(await writeReportWorkbook([sheet], 'Cocho', new Date('2026-11-29')));
    const rows = workbook.get('Dia inteiro') ?? [];
    const title = rows.slice(0, firstTableRow(sheet)).map((row) => row[1]);
    expect(title).toEqual(
      expect.arrayContaining([
        'Folha de trato do misturador',
        'Dieta: Terminação',
        'Lote: Curral 1 (120), Curral 2 (80)',
        'Data: 29/11/2026',
        'MS medida de Silagem de milho: 30,0 % (catálogo 35,0 %)',
      ]),
    );
    const header = firstTableRow(sheet) - 1;
    const loads = day.loads.length;
    expect(loads).toBeGreaterThan(1);
    expect(rows[header]?.[2]).toBe(`Batida 1 de ${loads}`);
    const feedRows = rows.slice(header + 1, header + 4);
    expect(feedRows.map((row) => row[0])).toEqual(['Silagem de milho', 'Milho grão', 'Farelo de soja']);
    // The silage per head corrected to the measured dry matter: 15 kg × 35 / 30 = 17.5 kg.
    expect(feedRows[0]?.[1]).toBeCloseTo(17.5, 2);
    for (const row of feedRows) {
      const perLoad = row.slice(2, 2 + loads) as number[];
      expect(perLoad.every((kg) => typeof kg === 'number' && kg % 5 === 0)).toBe(true);
      expect(perLoad.reduce((total, kg) => total + kg, 0)).toBe(row[2 + loads]);
    }
    const footer = rows.find((row) => row[0] === 'Total');
    expect(footer?.[2 + loads]).toBe(day.totalKg);
    expect(feedRows.reduce((total, row) => total + (row[2 + loads] as number), 0)).toBe(day.totalKg);
    // Each pen's kg, and where each load goes with its kg written in Portuguese.
    const pens = rows.filter((row) => typeof row[0] === 'string' && row[0].startsWith('Curral '));
    expect(pens.map((row) => row[2 + loads])).toEqual(day.pens.map((pen) => pen.kg));
    expect((pens[0]?.[2 + loads] as number) + (pens[1]?.[2 + loads] as number)).toBe(day.totalKg);
    const delivery = rows.find((row) => row[0] === `Batida 1 de ${loads}`)?.[1];
    expect(delivery).toMatch(/^Distribuir: Curral 1: [\d.]+ kg/);
  });
});
