/**
 * The whole day's feeding sheet as an Excel worksheet (export/excel-library.ts, loaded on first use), the
 * workbook twin of the day's PDF: the diet, lot and date above; each feed per head, per mixer load and for
 * the day; then what each pen gets and where each load goes. The kg are numbers, so the farm can keep its
 * own records from it.
 */
import type { FeedingSheet, Language } from '@cocho/engine';
import { decimalFormat } from '../../export/excel-library';
import type { Sheet, SheetCell } from '../../export/excel-library';
import { createReportFormat } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import { describeSheetMeasuredDm, stepDecimals } from './describe-feeding-sheet';
import type { SheetFeed } from './feeding-sheet-form';

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
  const { sheet, feeds, penNames, t } = options;
  const decimals = stepDecimals(sheet.scaleStepKg);
  const stepFormat = decimalFormat(decimals);
  const reportFormat = createReportFormat(options.language);
  const nameOf = (id: string) => feeds.find((feed) => feed.id === id)?.name ?? id;
  const penName = (id: string) => penNames[Number(id)] ?? id;
  const loadCount = sheet.loads.length;
  const loadHeader = (number: number) => t('table.load', { number, total: loadCount });
  const emptyLoads = (): SheetCell[] => Array.from({ length: loadCount }, () => null);
  // The dry matter measured that day, as on the PDF.
  const measuredLines = describeSheetMeasuredDm(sheet, feeds, reportFormat, t).map(
    ([label, value]) => `${label}: ${value}`,
  );

  const feedRows: SheetCell[][] = sheet.perHead.map((row) => {
    const perLoad = sheet.loads.map((load) => load.feeds.find((amount) => amount.id === row.id)?.kg ?? 0);
    return [nameOf(row.id), row.asFedKg, ...perLoad, perLoad.reduce((total, kg) => total + kg, 0)];
  });
  const penRows: SheetCell[][] = [
    [null, null, ...emptyLoads(), null],
    [t('treatments.table.pens'), null, ...emptyLoads(), null],
    ...sheet.pens.map((pen) => [
      t('table.pen', { name: penName(pen.id), count: pen.headCount }),
      null,
      ...emptyLoads(),
      pen.kg,
    ]),
  ];
  const deliveryRows: SheetCell[][] = sheet.loads.map((load) => [
    loadHeader(load.number),
    t('table.deliveries', {
      list: load.deliveries
        .map((delivery) => `${penName(delivery.penId)}: ${reportFormat.number(delivery.kg, decimals)} kg`)
        .join('; '),
    }),
    ...emptyLoads(),
  ]);
  return {
    name: t('mode.day'),
    columns: [
      { width: 32 },
      { width: 14, numberFormat: '0.00' },
      ...sheet.loads.map(() => ({ width: 14, numberFormat: stepFormat })),
      { width: 14, numberFormat: stepFormat },
    ],
    titleLines: [t('title'), ...options.headingLines, ...measuredLines],
    header: [
      t('column.feed'),
      `${t('table.perHead')} (kg)`,
      ...sheet.loads.map((load) => loadHeader(load.number)),
      `${t('fact.total')} (kg)`,
    ],
    rows: [...feedRows, ...penRows, [null, null, ...emptyLoads(), null], ...deliveryRows],
    footer: [
      [t('column.total'), sheet.asFedIntakeKgPerHead, ...sheet.loads.map((load) => load.kg), sheet.totalKg],
    ],
  };
}
