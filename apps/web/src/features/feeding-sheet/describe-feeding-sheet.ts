/**
 * The feeding sheet in words and figures, once for the screen, the print layout and the PDF: the figures
 * of the day, the ration per head, each mixer load (feeds and where it goes) and each pen's ration.
 */
import type { FeedingSheet, Language } from '@cocho/engine';
import { createReportFormat } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import type { SheetFeed } from './feeding-sheet-form';

export type SheetLine = {
  readonly label: string;
  readonly value: string;
  /** Below one step of the scale: weigh apart (premix). */
  readonly isBelowScaleStep?: boolean;
};

export type SheetTable = {
  readonly key: string;
  readonly title: string;
  /** Column headers: the row label's and the value's. */
  readonly header: readonly [string, string];
  readonly lines: readonly SheetLine[];
  readonly total: SheetLine;
  /** A line under the table (where a load goes). */
  readonly note: string | null;
};

export type FeedingSheetDescription = {
  readonly facts: readonly (readonly [string, string])[];
  readonly tables: readonly SheetTable[];
  /** Shown when some amount is below one step of the scale. */
  readonly belowStepNote: string | null;
};

/** Decimals that show a multiple of the step exactly: 0 for 5 kg, 1 for 0.5 kg, 2 for 0.05 kg. */
export function stepDecimals(stepKg: number): number {
  for (let decimals = 0; decimals < 4; decimals += 1)
    if (Math.abs(stepKg * 10 ** decimals - Math.round(stepKg * 10 ** decimals)) < 1e-9) return decimals;
  return 4;
}

export function describeFeedingSheet(options: {
  readonly sheet: FeedingSheet;
  readonly feeds: readonly SheetFeed[];
  readonly penNames: readonly string[];
  readonly language: Language;
  readonly t: Translate;
}): FeedingSheetDescription {
  const { sheet, feeds, penNames, language, t } = options;
  const format = createReportFormat(language);
  const decimals = stepDecimals(sheet.scaleStepKg);
  const kg = (value: number) => `${format.number(value, decimals)} kg`;
  const nameOf = (id: string) => feeds.find((feed) => feed.id === id)?.name ?? id;
  const penName = (id: string) => penNames[Number(id)] ?? id;

  const corrected = sheet.perHead.flatMap((row) => {
    const feed = feeds.find((item) => item.id === row.id);
    if (!feed || row.correctionFactor === 1) return [];
    const measured = feed.dryMatterPercent / row.correctionFactor;
    return [
      [
        t('fact.measuredDm', { name: feed.name }),
        t('fact.measuredDmValue', {
          measured: format.number(measured, 1),
          catalogue: format.number(feed.dryMatterPercent, 1),
        }),
      ] as const,
    ];
  });
  const facts: (readonly [string, string])[] = [
    [t('fact.heads'), format.number(sheet.headCount, 0)],
    [t('fact.total'), kg(sheet.totalKg)],
    [t('fact.asFedPerHead'), `${format.number(sheet.asFedIntakeKgPerHead, 2)} kg`],
    [t('fact.dmPerHead'), `${format.number(sheet.dryMatterIntakeKgPerHead, 2)} kg`],
    [t('fact.loads'), format.number(sheet.loads.length, 0)],
    [t('fact.capacity'), `${format.number(sheet.mixerCapacityKg, decimals)} kg`],
    [t('fact.step'), `${format.number(sheet.scaleStepKg, stepDecimals(sheet.scaleStepKg))} kg`],
    ...corrected,
  ];

  const perHead: SheetTable = {
    key: 'per-head',
    title: t('table.perHead'),
    header: [t('column.feed'), t('column.kgPerHead')],
    lines: sheet.perHead.map((row) => ({ label: nameOf(row.id), value: format.kgAmount(row.asFedKg, 2) })),
    total: { label: t('column.total'), value: format.kgAmount(sheet.asFedIntakeKgPerHead, 2) },
    note: null,
  };
  const loads: SheetTable[] = sheet.loads.map((load) => ({
    key: `load-${load.number}`,
    title: t('table.load', { number: load.number, total: sheet.loads.length }),
    header: [t('column.feed'), t('column.kg')],
    lines: load.feeds.map((amount) => ({
      label: nameOf(amount.id),
      value: kg(amount.kg),
      isBelowScaleStep: amount.isBelowScaleStep,
    })),
    total: { label: t('column.total'), value: kg(load.kg) },
    note: t('table.deliveries', {
      list: load.deliveries.map((delivery) => `${penName(delivery.penId)}: ${kg(delivery.kg)}`).join('; '),
    }),
  }));
  const pens: SheetTable[] = sheet.pens.map((pen) => ({
    key: `pen-${pen.id}`,
    title: t('table.pen', { name: penName(pen.id), count: pen.headCount }),
    header: [t('column.feed'), t('column.kg')],
    lines: pen.feeds.map((amount) => ({
      label: nameOf(amount.id),
      value: kg(amount.kg),
      isBelowScaleStep: amount.isBelowScaleStep,
    })),
    total: { label: t('column.total'), value: kg(pen.kg) },
    note: null,
  }));
  const hasBelowStep = [...sheet.loads, ...sheet.pens].some((part) =>
    part.feeds.some((amount) => amount.isBelowScaleStep),
  );
  return {
    facts,
    tables: [perHead, ...loads, ...pens],
    belowStepNote: hasBelowStep ? t('belowStep', { step: kg(sheet.scaleStepKg) }) : null,
  };
}
