import { describe, expect, it } from 'vitest';
import { calculateFeedingSheet } from '@cocho/engine';
import type { FeedingSheetInput, Language } from '@cocho/engine';
import type { Translate } from '../../export/report-text';
import { i18n, initI18n } from '../../i18n/i18n';
import { describeFeedingSheet } from './describe-feeding-sheet';
import { buildFeedingSheetPdf } from './feeding-sheet-file';
import type { SheetFeed } from './feeding-sheet-form';

function translator(language: Language, namespace: string): Translate {
  initI18n(language);
  return i18n.getFixedT(language, namespace) as Translate;
}

/** One head, 30 kg as fed, soybean meal 6.9 kg (23 %), a 5 kg scale step. */
const INPUT: FeedingSheetInput = {
  feeds: [
    { id: 'silage', asFedPercent: 77, dryMatterPercent: 35 },
    { id: 'soy', asFedPercent: 23, dryMatterPercent: 89 },
  ],
  asFedIntakeKgPerHead: 30,
  pens: [{ id: '0', headCount: 1 }],
  mixerCapacityKg: 1000,
  scaleStepKg: 5,
};
const FEEDS: SheetFeed[] = [
  { id: 'silage', name: 'Silage', asFedKgPerHead: 23.1, asFedPercent: 77, dryMatterPercent: 35, isWet: true },
  {
    id: 'soy',
    name: 'Soybean meal',
    asFedKgPerHead: 6.9,
    asFedPercent: 23,
    dryMatterPercent: 89,
    isWet: false,
  },
];

function describeIn(language: Language, input: FeedingSheetInput = INPUT) {
  const outcome = calculateFeedingSheet(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return describeFeedingSheet({
    sheet: outcome.value,
    feeds: FEEDS,
    penNames: ['Pen A'],
    language,
    t: translator(language, 'feedingSheet'),
  });
}

describe('the feeding sheet says when rounding to the scale step changes an amount by more than 5 %', () => {
  it.each([
    ['pt', '5 kg', 'exato: 6,9 kg (-27,5 %)', 'mudou mais de 5 %'],
    ['en', '5 kg', 'exact: 6.9 kg (-27.5 %)', 'by more than 5 %'],
    ['es', '5 kg', 'exacto: 6,9 kg (-27,5 %)', 'cambió más de 5 %'],
  ] as const)('%s: the weighed 5 kg, the exact 6.9 kg and the note', (language, value, exact, note) => {
    const description = describeIn(language);
    const load = description.tables.find((table) => table.key === 'load-1');
    const soy = load?.lines.find((line) => line.label === 'Soybean meal');
    expect(soy?.value).toBe(value);
    expect(soy?.roundedOff).toBe(exact);
    // The silage, 23.1 kg weighed as 25 kg, is +8.2 %.
    expect(load?.lines.find((line) => line.label === 'Silage')?.roundedOff).toMatch(
      /^exac?t[oa]?: 23[,.]1 kg \(\+8[,.]2 %\)$/,
    );
    expect(description.roundedNote).toContain(note);
  });

  it('no note and no exact amount when rounding changes nothing by more than 5 %', () => {
    // 10 head: 231 kg of silage → 230 kg (−0.4 %), 69 kg of soybean meal → 70 kg (+1.4 %).
    const description = describeIn('pt', { ...INPUT, pens: [{ id: '0', headCount: 10 }] });
    for (const table of description.tables)
      for (const line of table.lines) expect(line.roundedOff, `${table.key} ${line.label}`).toBeUndefined();
    expect(description.roundedNote).toBeNull();
  });

  it('the PDF carries the exact amount under the weighed one, and the note', () => {
    const description = describeIn('pt');
    const document = buildFeedingSheetPdf({
      description,
      title: 'Folha de trato',
      dietName: null,
      language: 'pt',
      generatedAt: new Date('2026-11-22T14:05:00Z'),
      tExport: translator('pt', 'export'),
    });
    const text = JSON.stringify(document.content);
    expect(text).toContain('5 kg\\nexato: 6,9 kg (-27,5 %)');
    expect(text).toContain(description.roundedNote ?? 'no note');
  });

  it('the per-head table gives each amount its unit (grams under 1 kg) under a header without one', () => {
    const outcome = calculateFeedingSheet({
      ...INPUT,
      feeds: [
        { id: 'silage', asFedPercent: 99, dryMatterPercent: 35 },
        { id: 'soy', asFedPercent: 1, dryMatterPercent: 89 },
      ],
      asFedIntakeKgPerHead: 6.94,
    });
    if (!outcome.ok) throw new Error('sheet');
    const description = describeFeedingSheet({
      sheet: outcome.value,
      feeds: FEEDS,
      penNames: ['Pen A'],
      language: 'pt',
      t: translator('pt', 'feedingSheet'),
    });
    const perHead = description.tables.find((table) => table.key === 'per-head');
    expect(perHead?.header).toEqual(['Alimento', 'Quantidade']);
    // 1 % of 6.94 kg = 69.4 g; 99 % = 6.87 kg.
    expect(perHead?.lines.map((line) => line.value)).toEqual(['6,87 kg', '69,4 g']);
    expect(perHead?.total.value).toBe('6,94 kg');
  });
});
