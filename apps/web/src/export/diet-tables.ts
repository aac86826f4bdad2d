/**
 * Tables and facts shared by the diet reports (PDF, Excel, CSV): the feed lines, the totals and the
 * supplied-versus-required lines, as plain translated text or numbers.
 */
import type { FinanceCode, FinancialReport } from '@cocho/engine';
import { formatIndicatorValue, UNIT_SUFFIX_KEY } from '../format/indicator-value';
import type { ReportFeedRow } from '../diet-view/diet-view';
import type { DietReportData } from './report-data';
import { NO_VALUE, requirementDecimals, requirementName, requirementUnit } from './report-text';
import type { ReportFormat, Translate } from './report-text';

type Totals = DietReportData['totals'];
/** The keys of `T` whose values are numbers (or null). */
type NumberKey<T> = { [K in keyof T]-?: T[K] extends number | null ? K : never }[keyof T];

/**
 * One number column of a diet's feed lines, once for the three files: the PDF writes it as text in the
 * report's language (a mass with its own unit), the Excel and CSV as numbers (the unit in the header).
 */
export type FeedColumn = {
  /** Header `column.<key>` in Excel and CSV. */
  readonly key: string;
  /** The PDF's header when its cells say their unit. */
  readonly pdfKey?: string;
  readonly field: NumberKey<ReportFeedRow>;
  /** The total line's value: the diet total of that name, or a number; absent: blank. */
  readonly total?: NumberKey<Totals> | number;
  readonly kind: 'money' | 'mass' | 'number';
  /** Decimals in the PDF and Excel. */
  readonly decimals: number;
  readonly csvDecimals: number;
  /** Excel column width. */
  readonly width: number;
};

const MASS = { kind: 'mass', decimals: 3, csvDecimals: 4, width: 12 } as const;
const SHARE = { total: 100, kind: 'number', decimals: 2, csvDecimals: 2, width: 10 } as const;

/** The feed lines' columns after the feed's name (full report, Excel, CSV). */
export const FEED_COLUMNS: readonly FeedColumn[] = [
  { key: 'pricePerKg', field: 'pricePerKgAsFed', kind: 'money', decimals: 3, csvDecimals: 4, width: 14 },
  { key: 'asFedKg', pdfKey: 'asFedAmount', field: 'asFedKg', total: 'asFedIntakeKg', ...MASS },
  {
    key: 'dryMatterKg',
    pdfKey: 'dryMatterAmount',
    field: 'dryMatterKg',
    total: 'dryMatterIntakeKg',
    ...MASS,
  },
  { key: 'asFedPercent', field: 'asFedPercent', ...SHARE },
  { key: 'dryMatterPercent', field: 'dryMatterPercent', ...SHARE },
  {
    key: 'costPerDay',
    field: 'costPerDay',
    total: 'costPerDay',
    kind: 'money',
    decimals: 2,
    csvDecimals: 4,
    width: 14,
  },
  {
    key: 'rationKg',
    field: 'rationKg',
    total: 'rationKg',
    kind: 'number',
    decimals: 1,
    csvDecimals: 2,
    width: 16,
  },
];

/**
 * The feed lines and the total line of a diet: the feed's name (or "Total"), then each of FEED_COLUMNS
 * written by `cell` (`undefined`: no value on the total line).
 */
export function feedLines<C>(
  data: DietReportData,
  t: Translate,
  cell: (column: FeedColumn, value: number | null | undefined) => C,
) {
  const totalOf = ({ total }: FeedColumn) => (typeof total === 'string' ? data.totals[total] : total);
  return {
    rows: data.feeds.map((feed) => [
      feed.name,
      ...FEED_COLUMNS.map((column) => cell(column, feed[column.field])),
    ]),
    total: [t('column.total'), ...FEED_COLUMNS.map((column) => cell(column, totalOf(column)))],
  };
}

/** The columns of the supplied-versus-required lines (full report, Excel). */
export function nutrientHeader(t: Translate): string[] {
  return [
    t('column.requirement'),
    t('column.unit'),
    t('column.minimum'),
    t('column.maximum'),
    t('column.supplied'),
    t('column.status'),
  ];
}

/** One total of a diet: money, an amount with its unit, or the roughage : concentrate split. */
export type TotalValue =
  | { readonly kind: 'money'; readonly value: number | null; readonly decimals: number }
  | {
      readonly kind: 'amount';
      readonly value: number | null;
      readonly decimals: number;
      readonly unit: string;
    }
  | { readonly kind: 'ratio'; readonly values: readonly [number, number] };

/** The totals of a diet as labelled values (the PDF writes them as text, the Excel as numbers). */
export function findTotals(data: DietReportData, t: Translate): [string, TotalValue][] {
  const totals = data.totals;
  const money = (value: number | null, decimals = 2): TotalValue => ({ kind: 'money', value, decimals });
  const amount = (value: number | null, decimals: number, unit = ''): TotalValue => ({
    kind: 'amount',
    value,
    decimals,
    unit,
  });
  const items: [string, TotalValue][] = [
    [t('total.dryMatterIntake'), amount(totals.dryMatterIntakeKg, 2, t('unit.kgPerDay'))],
    [t('total.asFedIntake'), amount(totals.asFedIntakeKg, 2, t('unit.kgPerDay'))],
    [t('total.costPerDay'), money(totals.costPerDay)],
    [t('total.costPerKgDm'), money(totals.costPerKgDm, 3)],
    [t('total.costPerKgAsFed'), money(totals.costPerKgAsFed, 3)],
    [
      t('total.roughageConcentrate'),
      { kind: 'ratio', values: [totals.roughagePercent, totals.concentratePercent] },
    ],
  ];
  if (totals.feedEfficiency !== null)
    items.push([t('total.feedEfficiency'), amount(totals.feedEfficiency, 3)]);
  if (totals.headCount !== null)
    items.push([t('total.costPerLotPerDay'), money(totals.costPerDay * totals.headCount)]);
  const guards = data.guards;
  if (guards?.caPRatio != null) items.push([t('total.caPRatio'), amount(guards.caPRatio, 2)]);
  if (guards?.effectiveFibrePercent != null)
    items.push([t('total.effectiveFibre'), amount(guards.effectiveFibrePercent, 1)]);
  items.push([t('total.rationKg'), amount(totals.rationKg, 1, t('unit.kg'))]);
  items.push([t('total.rationCost'), money(totals.rationCost)]);
  return items;
}

/** A total as text in the report's language. */
export function totalText(total: TotalValue, format: ReportFormat): string {
  switch (total.kind) {
    case 'money':
      return format.money(total.value, total.decimals);
    case 'amount':
      return total.unit === '' || total.value === null
        ? format.number(total.value, total.decimals)
        : `${format.number(total.value, total.decimals)} ${total.unit}`;
    case 'ratio':
      return `${format.number(total.values[0], 1)} : ${format.number(total.values[1], 1)}`;
  }
}

/** The totals of a diet as label–value text pairs. */
export function describeTotals(data: DietReportData, t: Translate, format: ReportFormat): [string, string][] {
  return findTotals(data, t).map(([label, total]) => [label, totalText(total, format)]);
}

/**
 * Supplied-versus-required lines: name, unit, minimum, maximum, supplied (each written by `amount` with the
 * requirement's decimals), status.
 */
export function nutrientLines<C>(
  data: DietReportData,
  t: Translate,
  amount: (value: number | null, decimals: number) => C,
) {
  return data.nutrients.map((row) => {
    const decimals = requirementDecimals(row.key);
    return [
      requirementName(row.key, data.language),
      requirementUnit(row.key, data.language),
      amount(row.minimum, decimals),
      amount(row.maximum, decimals),
      amount(row.supplied, decimals),
      t(`nutrientStatus.${row.status}`),
    ];
  });
}

/** An indicator's value with its unit (the financial report screen's formatter). */
export function financeValueText(
  report: FinancialReport,
  code: FinanceCode,
  value: number | null,
  t: Translate,
  format: ReportFormat,
): string {
  if (value === null) return NO_VALUE;
  const unit = report.indicators[code].unit;
  const suffixKey = UNIT_SUFFIX_KEY[unit];
  return formatIndicatorValue(
    value,
    unit,
    format.language,
    suffixKey === null ? '' : t(`finance:${suffixKey}`),
    format.currency,
  );
}

/** Indicators shown per scenario (daily gain × multiplier). */
export const SCENARIO_CODES: readonly FinanceCode[] = [
  'PESO_DE_VENDA',
  'CUSTO_DIARIO',
  'COT',
  'MARGEM_OPERACIONAL_CAB',
  'RAT',
];
