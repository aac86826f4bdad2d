/**
 * The feeding sheets as Excel worksheets (export/excel-library.ts, loaded on first use), the workbook twins
 * of their PDFs: the whole day's sheet, and one sheet per daily treatment. Each lays the feeds out by mixer
 * load with their totals, then what each pen gets and where each load goes. The kg are numbers, so the farm
 * can keep its own records from it.
 */
import type { FeedingSheet, Language, TreatmentLoadsDay } from '@cocho/engine';
import { decimalFormat } from '../../export/excel-library';
import type { Sheet, SheetCell } from '../../export/excel-library';
import { createReportFormat } from '../../export/report-text';
import type { ReportFormat, Translate } from '../../export/report-text';
import { describeSheetMeasuredDm, stepDecimals } from './describe-feeding-sheet';
import { describeMeasuredDryMatter } from './describe-treatment-sheet';
import type { SheetFeed } from './feeding-sheet-form';
import { PREMIX_LINE_ID } from './treatment-plan-form';

type Load = {
  readonly number: number;
  readonly kg: number;
  readonly feeds: readonly { readonly id: string; readonly kg: number }[];
  /** Each pen the load goes to, named, with its kg. */
  readonly deliveries: readonly (readonly [string, number])[];
};

/**
 * A worksheet of feeds (rows) by mixer load (columns) with each feed's total, then blocks of labelled kg in
 * the last column (what each pen gets) and where each load goes. `perHead`: a column of kg per head before
 * the loads.
 */
function loadSheet(options: {
  readonly name: string;
  readonly titleLines: readonly string[];
  readonly totalHeader: string;
  readonly perHead?: { readonly header: string; readonly total: number };
  readonly feeds: readonly {
    readonly id: string;
    readonly name: string;
    readonly kg: number;
    readonly perHeadKg?: number;
  }[];
  readonly loads: readonly Load[];
  readonly totalKg: number;
  readonly blocks: readonly {
    readonly title: string;
    readonly lines: readonly (readonly [string, number])[];
  }[];
  readonly stepKg: number;
  readonly format: ReportFormat;
  readonly t: Translate;
}): Sheet {
  const { loads, perHead, t } = options;
  const decimals = stepDecimals(options.stepKg);
  const stepFormat = decimalFormat(decimals);
  const loadHeader = (number: number) => t('table.load', { number, total: loads.length });
  // Cells between the label and the last column.
  const gap = (): SheetCell[] => Array.from({ length: loads.length + (perHead ? 1 : 0) }, () => null);
  const feedRows: SheetCell[][] = options.feeds.map((feed) => [
    feed.name,
    ...(perHead ? [feed.perHeadKg ?? null] : []),
    ...loads.map((load) => load.feeds.find((amount) => amount.id === feed.id)?.kg ?? 0),
    feed.kg,
  ]);
  const blockRows: SheetCell[][] = options.blocks.flatMap((block) => [
    [],
    [block.title],
    ...block.lines.map(([label, kg]) => [label, ...gap(), kg]),
  ]);
  const deliveryRows: SheetCell[][] = loads.map((load) => [
    loadHeader(load.number),
    t('table.deliveries', {
      list: load.deliveries
        .map(([pen, kg]) => `${pen}: ${options.format.number(kg, decimals)} kg`)
        .join('; '),
    }),
  ]);
  return {
    name: options.name,
    columns: [
      { width: 32 },
      ...(perHead ? [{ width: 14, numberFormat: '0.00' }] : []),
      ...loads.map(() => ({ width: 14, numberFormat: stepFormat })),
      { width: 14, numberFormat: stepFormat },
    ],
    titleLines: options.titleLines,
    header: [
      t('column.feed'),
      ...(perHead ? [perHead.header] : []),
      ...loads.map((load) => loadHeader(load.number)),
      options.totalHeader,
    ],
    rows: [...feedRows, ...blockRows, [], ...deliveryRows],
    footer: [
      [
        t('column.total'),
        ...(perHead ? [perHead.total] : []),
        ...loads.map((load) => load.kg),
        options.totalKg,
      ],
    ],
  };
}

/** The whole day's sheet: the diet, lot and date above; each feed per head, per mixer load and for the day. */
export function buildDaySheet(options: {
  readonly sheet: FeedingSheet;
  readonly feeds: readonly SheetFeed[];
  /** Pen names by position (the pen ids are their indexes). */
  readonly penNames: readonly string[];
  /** Lines under the title: the diet, the lot and the date, as on the screen and the PDF. */
  readonly headingLines: readonly string[];
  readonly language: Language;
  readonly t: Translate;
}): Sheet {
  const { sheet, feeds, t } = options;
  const format = createReportFormat(options.language);
  const nameOf = (id: string) => feeds.find((feed) => feed.id === id)?.name ?? id;
  const penName = (id: string) => options.penNames[Number(id)] ?? id;
  // The dry matter measured that day, as on the PDF.
  const measuredLines = describeSheetMeasuredDm(sheet, feeds, format, t).map(
    ([label, value]) => `${label}: ${value}`,
  );
  return loadSheet({
    name: t('mode.day'),
    titleLines: [t('title'), ...options.headingLines, ...measuredLines],
    totalHeader: `${t('fact.total')} (kg)`,
    perHead: { header: `${t('table.perHead')} (kg)`, total: sheet.asFedIntakeKgPerHead },
    feeds: sheet.perHead.map((row) => ({
      id: row.id,
      name: nameOf(row.id),
      perHeadKg: row.asFedKg,
      kg: sheet.loads.reduce(
        (total, load) => total + (load.feeds.find((amount) => amount.id === row.id)?.kg ?? 0),
        0,
      ),
    })),
    loads: sheet.loads.map((load) => ({
      ...load,
      deliveries: load.deliveries.map((delivery) => [penName(delivery.penId), delivery.kg]),
    })),
    totalKg: sheet.totalKg,
    blocks: [
      {
        title: t('treatments.table.pens'),
        lines: sheet.pens.map((pen) => [
          t('table.pen', { name: penName(pen.id), count: pen.headCount }),
          pen.kg,
        ]),
      },
    ],
    stepKg: sheet.scaleStepKg,
    format,
    t,
  });
}

/** The daily treatments' worksheets: every treatment of the day, or only `treatmentNumber`. */
export function buildTreatmentSheets(options: {
  readonly day: TreatmentLoadsDay;
  readonly treatmentNumber: number | null;
  readonly feedNames: Readonly<Record<string, string>>;
  readonly penNames: Readonly<Record<string, string>>;
  readonly dietName: string | null;
  readonly language: Language;
  readonly t: Translate;
}): Sheet[] {
  const { day, t } = options;
  const nameOf = (id: string) => options.feedNames[id] ?? id;
  const penName = (id: string) => options.penNames[id] ?? id;
  // Numbers inside text (where each load goes) in the user's language, as on the PDF.
  const format = createReportFormat(options.language);
  // The dry matter measured that day, as on the PDF.
  const measuredLines = describeMeasuredDryMatter(day, nameOf, format, t).map(
    ([label, value]) => `${label}: ${value}`,
  );
  return day.treatments
    .filter((treatment) => options.treatmentNumber === null || treatment.number === options.treatmentNumber)
    .map((treatment) => {
      const title = t('treatments.sheetTitle', { number: treatment.number, time: treatment.time });
      return loadSheet({
        // Excel forbids ':' in sheet names: 16h00.
        name: title.replace(/(\d{2}):(\d{2})/, '$1h$2'),
        titleLines: [
          t('title'),
          ...(options.dietName ? [options.dietName] : []),
          `${t(`weekday.${day.weekday}`)} · ${title}`,
          ...measuredLines,
        ],
        totalHeader: t('column.total'),
        feeds: treatment.feeds.map((feed) => ({ ...feed, name: nameOf(feed.id) })),
        loads: treatment.loads.map((load) => ({
          ...load,
          deliveries: load.deliveries.map((delivery) => [penName(delivery.lotId), delivery.kg]),
        })),
        totalKg: treatment.kg,
        blocks: [
          {
            title: t('treatments.table.pens'),
            lines: treatment.lots.map((lot) => [
              t('table.pen', { name: penName(lot.lotId), count: lot.headCount }),
              lot.kg,
            ]),
          },
          // With the pre-mix at the mixer: how much of it each pen gets in this treatment.
          ...(treatment.feeds.some((feed) => feed.id === PREMIX_LINE_ID)
            ? [
                {
                  title: t('treatments.table.premixPens', { name: nameOf(PREMIX_LINE_ID) }),
                  lines: treatment.lots.map(
                    (lot) =>
                      [
                        penName(lot.lotId),
                        lot.feeds.find((feed) => feed.id === PREMIX_LINE_ID)?.kg ?? 0,
                      ] as const,
                  ),
                },
              ]
            : []),
        ],
        stepKg: day.scaleStepKg,
        format,
        t,
      });
    });
}
