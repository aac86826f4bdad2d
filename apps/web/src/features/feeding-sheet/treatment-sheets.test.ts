import { describe, expect, it } from 'vitest';
import { calculateTreatmentLoads } from '@cocho/engine';
import type { Language, TreatmentLoadsDay, Weekday } from '@cocho/engine';
import { firstTableRow, readWorkbook } from '../../export/excel-library';
import type { Translate } from '../../export/report-text';
import { i18n, initI18n } from '../../i18n/i18n';
import { describeTreatmentDay, selectTreatmentSheets } from './describe-treatment-sheet';
import { buildFeedingSheetPdf } from './feeding-sheet-file';
import { writeReportWorkbook } from '../../export/report-file';
import { buildTreatmentSheets } from './treatment-sheet-excel';

const MON_TO_SAT: Weekday[] = [1, 2, 3, 4, 5, 6];
/** The feedlot (engine calculate-treatment-loads.test.ts): 3 pens, 30/30/40 %, Sunday 60/40 %, 6 t. */
function dayOf(weekday: Weekday, measuredSilageDm: number | null = null): TreatmentLoadsDay {
  const outcome = calculateTreatmentLoads({
    feeds: [
      { id: 'silage', asFedPercent: 50, dryMatterPercent: 35, measuredDryMatterPercent: measuredSilageDm },
      { id: 'corn', asFedPercent: 40, dryMatterPercent: 88 },
      { id: 'soy', asFedPercent: 9, dryMatterPercent: 89 },
      { id: 'mineral', asFedPercent: 1, dryMatterPercent: 100 },
    ],
    asFedIntakeKgPerHead: 20,
    lots: [
      { id: '0', headCount: 320 },
      { id: '1', headCount: 275 },
      { id: '2', headCount: 181 },
    ],
    treatments: [
      { id: 't1', time: '06:30', percent: 30, weekdays: MON_TO_SAT },
      { id: 't2', time: '11:00', percent: 30, weekdays: MON_TO_SAT },
      { id: 't3', time: '16:00', percent: 40, weekdays: [0, ...MON_TO_SAT] },
      { id: 't4', time: '07:00', percent: 60, weekdays: [0] },
    ],
    weekday,
    mixerCapacityKg: 6000,
    scaleStepKg: 5,
  });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}
const FEED_NAMES = { silage: 'Silage', corn: 'Corn', soy: 'Soybean meal', mineral: 'Mineral' };
const PEN_NAMES = { '0': 'Pen A', '1': 'Pen B', '2': 'Pen C' };

function sheetT(language: Language): Translate {
  initI18n(language);
  return i18n.getFixedT(language, 'feedingSheet') as Translate;
}

describe('the morning sheets per treatment', () => {
  it('one treatment alone in pt, es and en: its loads and pens, titled with the treatment', () => {
    const expected: Record<Language, string> = {
      pt: 'Trato 2 – 16:00',
      es: 'Ración 2 – 16:00',
      en: 'Treatment 2 – 16:00',
    };
    for (const language of ['pt', 'es', 'en'] as const) {
      const t = sheetT(language);
      const day = describeTreatmentDay({
        day: dayOf(0),
        feedNames: FEED_NAMES,
        penNames: PEN_NAMES,
        language,
        t,
      });
      const sheet = selectTreatmentSheets(day, 2);
      expect(sheet.tables.map((table) => table.key)).toEqual(['t2-load-1', 't2-load-2', 't2-pens']);
      expect(sheet.tables.every((table) => table.title.startsWith(expected[language]))).toBe(true);
      // The PDF of that sheet: a document with the treatment's tables (built, not rendered).
      const pdf = buildFeedingSheetPdf({
        description: sheet,
        title: expected[language],
        dietName: 'Terminação',
        language,
        generatedAt: new Date('2026-11-29T06:00:00Z'),
        tExport: i18n.getFixedT(language, 'export') as Translate,
      });
      expect(JSON.stringify(pdf.content)).toContain(expected[language]);
    }
  });

  it('every sheet says the dry matter measured that day, in the language', () => {
    const expected: Record<Language, readonly [string, string]> = {
      pt: ['MS medida de Silage', '30,0 % (catálogo 35,0 %)'],
      es: ['MS medida de Silage', '30,0 % (catálogo 35,0 %)'],
      en: ['Measured DM of Silage', '30.0 % (catalog 35.0 %)'],
    };
    for (const language of ['pt', 'es', 'en'] as const) {
      const options = { feedNames: FEED_NAMES, penNames: PEN_NAMES, language, t: sheetT(language) };
      const day = describeTreatmentDay({ ...options, day: dayOf(1, 30) });
      expect(day.overview.facts).toContainEqual(expected[language]);
      for (const treatment of day.treatments)
        expect(treatment.description.facts).toContainEqual(expected[language]);
      expect(selectTreatmentSheets(day, 1).facts).toContainEqual(expected[language]);
      // Without a measured value, no such line.
      const plain = describeTreatmentDay({ ...options, day: dayOf(1) });
      expect(plain.overview.facts.map(([label]) => label)).not.toContain(expected[language][0]);
    }
  });

  it('the Excel workbook holds each treatment with loads and pens as numbers adding up', async () => {
    const t = sheetT('en');
    const day = dayOf(1);
    const sheets = buildTreatmentSheets({
      day,
      treatmentNumber: null,
      feedNames: FEED_NAMES,
      penNames: PEN_NAMES,
      dietName: 'Finishing',
      language: 'en',
      t,
    });
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Treatment 1 – 06h30',
      'Treatment 2 – 11h00',
      'Treatment 3 – 16h00',
    ]);
    const workbook = await readWorkbook(await writeReportWorkbook(sheets, 'Cocho', new Date('2026-11-29')));
    const afternoon = workbook.get('Treatment 3 – 16h00') ?? [];
    const header = firstTableRow(sheets[2]!) - 1;
    expect(afternoon[header]).toEqual(['Feed', 'Load 1 of 2', 'Load 2 of 2', 'Total']);
    const feedRows = afternoon.slice(header + 1, header + 5);
    expect(feedRows.map((row) => row[0])).toEqual(['Silage', 'Corn', 'Soybean meal', 'Mineral']);
    // Each feed: load 1 + load 2 = its total; the totals add up to the treatment's 6210 kg.
    for (const row of feedRows) expect((row[1] as number) + (row[2] as number)).toBe(row[3]);
    expect(feedRows.reduce((total, row) => total + (row[3] as number), 0)).toBe(6210);
    const footer = afternoon.find((row) => row[0] === 'Total');
    expect(footer?.slice(1, 4)).toEqual([3105, 3105, 6210]);
    // The pens' rows: 2560, 2200 and 1450 kg.
    const pens = afternoon.filter((row) => typeof row[0] === 'string' && row[0].startsWith('Pen '));
    expect(pens.map((row) => row[3])).toEqual([2560, 2200, 1450]);
    // No pre-mix and no measured dry matter: neither is mentioned.
    expect(afternoon.flat().join(' ')).not.toMatch(/Pre-mix|Measured DM/);
  });

  it('the Excel workbook says the measured dry matter and, with a pre-mix at the mixer, its kg per pen', async () => {
    const outcome = calculateTreatmentLoads({
      feeds: [
        { id: 'silage', asFedPercent: 50, dryMatterPercent: 35, measuredDryMatterPercent: 30 },
        { id: 'pre_mistura', asFedPercent: 50, dryMatterPercent: 88 },
      ],
      asFedIntakeKgPerHead: 20,
      lots: [
        { id: '0', headCount: 320 },
        { id: '1', headCount: 275 },
      ],
      treatments: [{ id: 't1', time: '06:30', percent: 100, weekdays: [0, ...MON_TO_SAT] }],
      weekday: 1,
      mixerCapacityKg: 6000,
      scaleStepKg: 5,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const [sheet] = buildTreatmentSheets({
      day: outcome.value,
      treatmentNumber: 1,
      feedNames: { ...FEED_NAMES, pre_mistura: 'Pré-mistura' },
      penNames: PEN_NAMES,
      dietName: null,
      language: 'pt',
      t: sheetT('pt'),
    });
    expect(sheet?.titleLines).toContain('MS medida de Silage: 30,0 % (catálogo 35,0 %)');
    const rows = sheet?.rows ?? [];
    const title = rows.findIndex((row) => row[0] === 'Pré-mistura por curral');
    expect(title).toBeGreaterThan(0);
    const premixRows = rows.slice(title + 1, title + 3);
    expect(premixRows.map((row) => row[0])).toEqual(['Pen A', 'Pen B']);
    const perPen = premixRows.map((row) => row.at(-1) as number);
    const treatment = outcome.value.treatments[0];
    expect(perPen).toEqual(
      treatment?.lots.map((lot) => lot.feeds.find((feed) => feed.id === 'pre_mistura')?.kg),
    );
    // Where each load goes, with the kg written in Portuguese.
    const delivery = rows.find((row) => /^Batida 1 de \d$/.test(String(row[0])))?.[1];
    expect(delivery).toMatch(/^Distribuir: Pen A: \d\.\d{3} kg/);
    expect(perPen[0]! + perPen[1]!).toBe(treatment?.feeds.find((feed) => feed.id === 'pre_mistura')?.kg);
  });
});
