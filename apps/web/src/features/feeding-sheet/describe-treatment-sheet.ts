/**
 * The morning sheets of the daily treatments in words and figures, once for the screen, the print layout,
 * the PDF and the Excel file: an overview of the day, then per treatment its mixer loads (feeds and where
 * each goes) and what each pen gets (and, with a pre-mix, how much of it).
 */
import type { Language, TreatmentLoadsDay } from '@cocho/engine';
import { createReportFormat } from '../../export/report-text';
import type { ReportFormat, Translate } from '../../export/report-text';
import type { FeedingSheetDescription, SheetTable } from './describe-feeding-sheet';
import { describeLoadTable, describeRoundedNote, stepDecimals } from './describe-feeding-sheet';
import { PREMIX_LINE_ID } from './treatment-plan-form';

export type TreatmentSheetDescription = {
  readonly number: number;
  readonly time: string;
  /** "Treatment 1 – 07:00". */
  readonly title: string;
  readonly description: FeedingSheetDescription;
};

export type TreatmentDayDescription = {
  /** The day: each treatment's total and each pen's day. */
  readonly overview: FeedingSheetDescription;
  readonly treatments: readonly TreatmentSheetDescription[];
};

/**
 * The dry matter measured that day, on every sheet (and workbook): the driver sees why the wet feed's kg
 * changed. The engine keeps each feed's kg DM per head, so measured = kg DM ÷ kg as fed, catalogue =
 * measured × factor.
 */
export function describeMeasuredDryMatter(
  day: TreatmentLoadsDay,
  nameOf: (id: string) => string,
  format: ReportFormat,
  t: Translate,
): (readonly [string, string])[] {
  return day.perHead.flatMap((row): (readonly [string, string])[] => {
    if (row.correctionFactor === 1 || !(row.asFedKg > 0)) return [];
    const measured = (row.dryMatterKg / row.asFedKg) * 100;
    return [
      [
        t('fact.measuredDm', { name: nameOf(row.id) }),
        t('fact.measuredDmValue', {
          measured: format.number(measured, 1),
          catalogue: format.number(measured * row.correctionFactor, 1),
        }),
      ],
    ];
  });
}

export function describeTreatmentDay(options: {
  readonly day: TreatmentLoadsDay;
  /** Feed names by id (the pre-mix's line included). */
  readonly feedNames: Readonly<Record<string, string>>;
  /** Pen names by lot id. */
  readonly penNames: Readonly<Record<string, string>>;
  readonly language: Language;
  readonly t: Translate;
}): TreatmentDayDescription {
  const { day, feedNames, penNames, language, t } = options;
  const format = createReportFormat(language);
  const decimals = stepDecimals(day.scaleStepKg);
  const kg = (value: number) => `${format.number(value, decimals)} kg`;
  const nameOf = (id: string) => feedNames[id] ?? id;
  const penName = (id: string) => penNames[id] ?? id;
  const weekday = t(`weekday.${day.weekday}`);
  const titleOf = (number: number, time: string) => t('treatments.sheetTitle', { number, time });
  const hasPremix = day.perHead.some((row) => row.id === PREMIX_LINE_ID);
  const measuredFacts = describeMeasuredDryMatter(day, nameOf, format, t);
  const penLine = (lot: { readonly lotId: string; readonly headCount: number; readonly kg: number }) =>
    [t('table.pen', { name: penName(lot.lotId), count: lot.headCount }), lot.kg] as const;
  /** A table of kg (pens, feeds or treatments, `firstColumn`) with its total. */
  const kgTable = (
    key: string,
    title: string,
    firstColumn: string,
    lines: readonly (readonly [string, number])[],
    totalKg: number,
  ): SheetTable => ({
    key,
    title,
    header: [firstColumn, t('column.kg')],
    lines: lines.map(([label, value]) => ({ label, value: kg(value) })),
    total: { label: t('column.total'), value: kg(totalKg) },
    note: null,
  });

  const overview: FeedingSheetDescription = {
    facts: [
      [t('treatments.fact.weekday'), weekday],
      [t('fact.heads'), format.number(day.headCount, 0)],
      [t('fact.total'), kg(day.totalKg)],
      [t('treatments.fact.count'), format.number(day.treatments.length, 0)],
      [t('fact.capacity'), `${format.number(day.mixerCapacityKg, decimals)} kg`],
      [t('fact.step'), kg(day.scaleStepKg)],
      ...measuredFacts,
    ],
    tables: [
      kgTable(
        'day-treatments',
        t('treatments.table.day'),
        t('treatments.column.treatment'),
        day.treatments.map((treatment) => [titleOf(treatment.number, treatment.time), treatment.kg]),
        day.totalKg,
      ),
      kgTable('day-pens', t('treatments.table.pensDay'), t('penName'), day.lots.map(penLine), day.totalKg),
      kgTable(
        'day-feeds',
        t('treatments.table.feedsDay'),
        t('column.feed'),
        day.feeds.map((feed) => [nameOf(feed.id), feed.kg]),
        day.totalKg,
      ),
    ],
    belowStepNote: null,
  };

  const treatments = day.treatments.map((treatment): TreatmentSheetDescription => {
    const loads = treatment.loads.map((load) =>
      describeLoadTable(
        `t${treatment.number}-load-${load.number}`,
        load,
        treatment.loads.length,
        load.deliveries.map((delivery) => [penName(delivery.lotId), delivery.kg]),
        { nameOf, stepKg: day.scaleStepKg, format, t },
      ),
    );
    const premixKg = (feeds: readonly { readonly id: string; readonly kg: number }[]) =>
      feeds.find((feed) => feed.id === PREMIX_LINE_ID)?.kg ?? 0;
    const key = `t${treatment.number}`;
    const pens = kgTable(
      `${key}-pens`,
      t('treatments.table.pens'),
      t('penName'),
      treatment.lots.map(penLine),
      treatment.kg,
    );
    const premixTable: SheetTable[] = hasPremix
      ? [
          kgTable(
            `${key}-premix`,
            t('treatments.table.premixPens', { name: nameOf(PREMIX_LINE_ID) }),
            t('penName'),
            treatment.lots.map((lot) => [penName(lot.lotId), premixKg(lot.feeds)]),
            premixKg(treatment.feeds),
          ),
        ]
      : [];
    const hasBelowStep = treatment.loads.some((load) => load.feeds.some((amount) => amount.isBelowScaleStep));
    return {
      number: treatment.number,
      time: treatment.time,
      title: titleOf(treatment.number, treatment.time),
      description: {
        facts: [
          [t('treatments.fact.weekday'), weekday],
          [t('treatments.fact.time'), treatment.time],
          [t('fact.total'), kg(treatment.kg)],
          [t('fact.loads'), format.number(treatment.loads.length, 0)],
          ...measuredFacts,
        ],
        tables: [...loads, pens, ...premixTable],
        belowStepNote: hasBelowStep ? t('belowStep', { step: kg(day.scaleStepKg) }) : null,
        roundedNote: describeRoundedNote(
          treatment.loads.flatMap((load) => load.feeds),
          kg(day.scaleStepKg),
          t,
        ),
      },
    };
  });
  return { overview, treatments };
}

/** One description of what is printed: the overview and every treatment, or one treatment alone. */
export function selectTreatmentSheets(
  day: TreatmentDayDescription,
  treatmentNumber: number | null,
): FeedingSheetDescription {
  const chosen =
    treatmentNumber === null
      ? day.treatments
      : day.treatments.filter((treatment) => treatment.number === treatmentNumber);
  const titled = chosen.flatMap((treatment) =>
    treatment.description.tables.map((table) => ({ ...table, title: `${treatment.title} · ${table.title}` })),
  );
  if (treatmentNumber !== null && chosen[0]) return { ...chosen[0].description, tables: titled };
  return {
    facts: day.overview.facts,
    tables: [...day.overview.tables, ...titled],
    belowStepNote:
      chosen.find((treatment) => treatment.description.belowStepNote)?.description.belowStepNote ?? null,
  };
}
