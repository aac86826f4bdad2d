/**
 * The daily treatments as an Excel workbook (export/excel-library.ts, loaded on first use): one worksheet
 * per treatment of the day — the feeds by mixer load with their totals, then what each pen gets — with the
 * kg as numbers, so the farm can keep its own records from it.
 */
import type { Language, TreatmentLoadsDay } from '@cocho/engine';
import { decimalFormat } from '../../export/excel-library';
import type { Sheet, SheetCell } from '../../export/excel-library';
import { createReportFormat } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import { stepDecimals } from './describe-feeding-sheet';
import { describeMeasuredDryMatter } from './describe-treatment-sheet';
import { PREMIX_LINE_ID } from './treatment-plan-form';

/** The worksheets: every treatment of the day, or only `treatmentNumber`. */
export function buildTreatmentSheets(options: {
  readonly day: TreatmentLoadsDay;
  readonly treatmentNumber: number | null;
  readonly feedNames: Readonly<Record<string, string>>;
  readonly penNames: Readonly<Record<string, string>>;
  readonly dietName: string | null;
  readonly language: Language;
  readonly t: Translate;
}): Sheet[] {
  const { day, feedNames, penNames, t } = options;
  const decimals = stepDecimals(day.scaleStepKg);
  const format = decimalFormat(decimals);
  // Numbers inside text (where each load goes) in the user's language, as on the PDF.
  const reportFormat = createReportFormat(options.language);
  // The dry matter measured that day, as on the PDF.
  const measuredLines = describeMeasuredDryMatter(day, (id) => feedNames[id] ?? id, reportFormat, t).map(
    ([label, value]) => `${label}: ${value}`,
  );
  return day.treatments
    .filter((treatment) => options.treatmentNumber === null || treatment.number === options.treatmentNumber)
    .map((treatment) => {
      const title = t('treatments.sheetTitle', { number: treatment.number, time: treatment.time });
      const loadCount = treatment.loads.length;
      const feedRows: SheetCell[][] = treatment.feeds.map((feed) => [
        feedNames[feed.id] ?? feed.id,
        ...treatment.loads.map((load) => load.feeds.find((amount) => amount.id === feed.id)?.kg ?? 0),
        feed.kg,
      ]);
      const blank = Array.from({ length: loadCount + 1 }, () => null);
      const penRows: SheetCell[][] = [
        [null, ...blank],
        [t('treatments.table.pens'), ...blank],
        ...treatment.lots.map((lot) => [
          t('table.pen', { name: penNames[lot.lotId] ?? lot.lotId, count: lot.headCount }),
          ...Array.from({ length: loadCount }, () => null),
          lot.kg,
        ]),
      ];
      // With the pre-mix at the mixer: how much of it each pen gets in this treatment.
      const premixRows: SheetCell[][] = treatment.feeds.some((feed) => feed.id === PREMIX_LINE_ID)
        ? [
            [null, ...blank],
            [
              t('treatments.table.premixPens', { name: feedNames[PREMIX_LINE_ID] ?? PREMIX_LINE_ID }),
              ...blank,
            ],
            ...treatment.lots.map((lot) => [
              penNames[lot.lotId] ?? lot.lotId,
              ...Array.from({ length: loadCount }, () => null),
              lot.feeds.find((feed) => feed.id === PREMIX_LINE_ID)?.kg ?? 0,
            ]),
          ]
        : [];
      const deliveryRows: SheetCell[][] = treatment.loads.map((load) => [
        t('table.load', { number: load.number, total: loadCount }),
        t('table.deliveries', {
          list: load.deliveries
            .map(
              (delivery) =>
                `${penNames[delivery.lotId] ?? delivery.lotId}: ${reportFormat.number(delivery.kg, decimals)} kg`,
            )
            .join('; '),
        }),
        ...Array.from({ length: loadCount }, () => null),
      ]);
      return {
        // Excel forbids ':' in sheet names: 16h00.
        name: title.replace(/(\d{2}):(\d{2})/, '$1h$2'),
        columns: [
          { width: 32 },
          ...treatment.loads.map(() => ({ width: 14, numberFormat: format })),
          { width: 14, numberFormat: format },
        ],
        titleLines: [
          t('title'),
          ...(options.dietName ? [options.dietName] : []),
          `${t(`weekday.${day.weekday}`)} · ${title}`,
          ...measuredLines,
        ],
        header: [
          t('column.feed'),
          ...treatment.loads.map((load) => t('table.load', { number: load.number, total: loadCount })),
          t('column.total'),
        ],
        rows: [...feedRows, ...penRows, ...premixRows, [null, ...blank], ...deliveryRows],
        footer: [[t('column.total'), ...treatment.loads.map((load) => load.kg), treatment.kg]],
      };
    });
}
