/**
 * Tables and facts shared by the diet reports (PDF, Excel, CSV): the feed lines, the totals and the
 * supplied-versus-required lines, as plain translated text or numbers.
 */
import type { FinanceCode, FinancialReport } from '@cocho/engine';
import { formatIndicatorValue, UNIT_SUFFIX_KEY } from '../features/finance/finance-form';
import type { DietReportData, ReportNutrientRow } from './report-data';
import { NO_VALUE, requirementDecimals, requirementName, requirementUnit } from './report-text';
import type { ReportFormat, Translate } from './report-text';

/** The totals of a diet as label–value pairs. */
export function describeTotals(data: DietReportData, t: Translate, format: ReportFormat): [string, string][] {
  const totals = data.totals;
  const pairs: [string, string][] = [
    [t('total.dryMatterIntake'), `${format.number(totals.dryMatterIntakeKg)} ${t('unit.kgPerDay')}`],
    [t('total.asFedIntake'), `${format.number(totals.asFedIntakeKg)} ${t('unit.kgPerDay')}`],
    [t('total.costPerDay'), format.money(totals.costPerDay)],
    [t('total.costPerKgDm'), format.money(totals.costPerKgDm, 3)],
    [t('total.costPerKgAsFed'), format.money(totals.costPerKgAsFed, 3)],
    [
      t('total.roughageConcentrate'),
      `${format.number(totals.roughagePercent, 1)} : ${format.number(totals.concentratePercent, 1)}`,
    ],
  ];
  if (totals.feedEfficiency !== null)
    pairs.push([t('total.feedEfficiency'), format.number(totals.feedEfficiency, 3)]);
  if (totals.headCount !== null)
    pairs.push([t('total.costPerLotPerDay'), format.money(totals.costPerDay * totals.headCount)]);
  pairs.push([t('total.rationKg'), `${format.number(totals.rationKg, 1)} ${t('unit.kg')}`]);
  pairs.push([t('total.rationCost'), format.money(totals.rationCost)]);
  return pairs;
}

/** The status of a supplied-versus-required line in words. */
export function nutrientStatusText(row: ReportNutrientRow, t: Translate): string {
  return t(`nutrientStatus.${row.status}`);
}

/** Supplied-versus-required lines as text cells: name, unit, minimum, maximum, supplied, status. */
export function nutrientCells(data: DietReportData, t: Translate, format: ReportFormat): string[][] {
  return data.nutrients.map((row) => {
    const decimals = requirementDecimals(row.key);
    return [
      requirementName(row.key, data.language),
      requirementUnit(row.key, data.language),
      row.minimum === null ? NO_VALUE : format.number(row.minimum, decimals),
      row.maximum === null ? NO_VALUE : format.number(row.maximum, decimals),
      format.number(row.supplied, decimals),
      nutrientStatusText(row, t),
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
