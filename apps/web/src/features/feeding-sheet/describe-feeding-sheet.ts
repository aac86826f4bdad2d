/**
 * The feeding sheet in words and figures, once for the screen, the print layout and the PDF: the figures
 * of the day, the ration per head, each mixer load (feeds and where it goes) and each pen's ration.
 */
import { ROUNDING_WARNING_PERCENT } from '@cocho/engine';
import type { FeedingSheet, FeedingSheetAmount, Language } from '@cocho/engine';
import { createReportFormat } from '../../export/report-text';
import type { ReportFormat, Translate } from '../../export/report-text';
import type { SheetFeed } from './feeding-sheet-form';

export type SheetLine = {
  readonly label: string;
  readonly value: string;
  /** Below one step of the scale: weigh apart (premix). */
  readonly isBelowScaleStep?: boolean;
  /**
   * Rounding to the scale step changed the amount by more than 5 %: the exact amount and the change, in
   * words ("exato: 6,9 kg (−27,5 %)"); absent otherwise.
   */
  readonly roundedOff?: string;
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
  /** Shown when rounding to the scale step changed some amount by more than 5 %. */
  readonly roundedNote?: string | null;
};

/** Decimals that show a multiple of the step exactly: 0 for 5 kg, 1 for 0.5 kg, 2 for 0.05 kg. */
export function stepDecimals(stepKg: number): number {
  for (let decimals = 0; decimals < 4; decimals += 1)
    if (Math.abs(stepKg * 10 ** decimals - Math.round(stepKg * 10 ** decimals)) < 1e-9) return decimals;
  return 4;
}

/**
 * A weighed feed as a line: its rounded kg, the below-step mark, and, when rounding changed it by more
 * than 5 %, the exact amount (one decimal finer than the step) and the change.
 */
export function describeAmountLine(
  label: string,
  amount: FeedingSheetAmount,
  options: { readonly stepKg: number; readonly format: ReportFormat; readonly t: Translate },
): SheetLine {
  const { format, t } = options;
  const decimals = stepDecimals(options.stepKg);
  const change = amount.roundingChangePercent;
  return {
    label,
    value: `${format.number(amount.kg, decimals)} kg`,
    isBelowScaleStep: amount.isBelowScaleStep,
    ...(amount.isRoundedOff
      ? {
          roundedOff: t('roundedExact', {
            exact: format.mass(amount.exactKg, decimals + 1),
            change: `${change > 0 ? '+' : ''}${format.number(change, 1)} %`,
          }),
        }
      : {}),
  };
}

/** A mixer load as a table: its feeds weighed to the scale step, and where it goes in the note under it. */
export function describeLoadTable(
  key: string,
  load: { readonly number: number; readonly kg: number; readonly feeds: readonly FeedingSheetAmount[] },
  loadCount: number,
  /** Each pen the load goes to, named, with its kg. */
  deliveries: readonly (readonly [string, number])[],
  options: {
    readonly nameOf: (id: string) => string;
    readonly stepKg: number;
    readonly format: ReportFormat;
    readonly t: Translate;
  },
): SheetTable {
  const { t, format } = options;
  const kg = (value: number) => `${format.number(value, stepDecimals(options.stepKg))} kg`;
  return {
    key,
    title: t('table.load', { number: load.number, total: loadCount }),
    header: [t('column.feed'), t('column.kg')],
    lines: load.feeds.map((amount) => describeAmountLine(options.nameOf(amount.id), amount, options)),
    total: { label: t('column.total'), value: kg(load.kg) },
    note: t('table.deliveries', {
      list: deliveries.map(([pen, value]) => `${pen}: ${kg(value)}`).join('; '),
    }),
  };
}

/** The note under a sheet some of whose amounts rounding changed by more than 5 %, or null. */
export function describeRoundedNote(
  amounts: readonly FeedingSheetAmount[],
  step: string,
  t: Translate,
): string | null {
  return amounts.some((amount) => amount.isRoundedOff)
    ? t('roundedNote', { step, percent: ROUNDING_WARNING_PERCENT })
    : null;
}

/**
 * The dry matter measured that day of each corrected feed, against the catalogue's (the sheet and its
 * workbook): the driver sees why the wet feed's kg changed.
 */
export function describeSheetMeasuredDm(
  sheet: FeedingSheet,
  feeds: readonly SheetFeed[],
  format: ReportFormat,
  t: Translate,
): (readonly [string, string])[] {
  return sheet.perHead.flatMap((row) => {
    const feed = feeds.find((item) => item.id === row.id);
    if (!feed || row.correctionFactor === 1) return [];
    return [
      [
        t('fact.measuredDm', { name: feed.name }),
        t('fact.measuredDmValue', {
          measured: format.number(feed.dryMatterPercent / row.correctionFactor, 1),
          catalogue: format.number(feed.dryMatterPercent, 1),
        }),
      ] as const,
    ];
  });
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
  const lineOptions = { nameOf, stepKg: sheet.scaleStepKg, format, t };

  const facts: (readonly [string, string])[] = [
    [t('fact.heads'), format.number(sheet.headCount, 0)],
    [t('fact.total'), kg(sheet.totalKg)],
    [t('fact.asFedPerHead'), `${format.number(sheet.asFedIntakeKgPerHead, 2)} kg`],
    [t('fact.dmPerHead'), `${format.number(sheet.dryMatterIntakeKgPerHead, 2)} kg`],
    [t('fact.loads'), format.number(sheet.loads.length, 0)],
    [t('fact.capacity'), `${format.number(sheet.mixerCapacityKg, decimals)} kg`],
    [t('fact.step'), `${format.number(sheet.scaleStepKg, stepDecimals(sheet.scaleStepKg))} kg`],
    ...describeSheetMeasuredDm(sheet, feeds, format, t),
  ];

  const perHead: SheetTable = {
    key: 'per-head',
    title: t('table.perHead'),
    // The amount says its own unit (g under 1 kg), so the header names none.
    header: [t('column.feed'), t('column.amount')],
    lines: sheet.perHead.map((row) => ({ label: nameOf(row.id), value: format.mass(row.asFedKg, 2) })),
    total: { label: t('column.total'), value: format.mass(sheet.asFedIntakeKgPerHead, 2) },
    note: null,
  };
  const loads = sheet.loads.map((load) =>
    describeLoadTable(
      `load-${load.number}`,
      load,
      sheet.loads.length,
      load.deliveries.map((delivery) => [penName(delivery.penId), delivery.kg]),
      lineOptions,
    ),
  );
  const pens: SheetTable[] = sheet.pens.map((pen) => ({
    key: `pen-${pen.id}`,
    title: t('table.pen', { name: penName(pen.id), count: pen.headCount }),
    header: [t('column.feed'), t('column.kg')],
    lines: pen.feeds.map((amount) => describeAmountLine(nameOf(amount.id), amount, lineOptions)),
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
    roundedNote: describeRoundedNote(
      [...sheet.loads, ...sheet.pens].flatMap((part) => part.feeds),
      kg(sheet.scaleStepKg),
      t,
    ),
  };
}
