/** The diet as CSV (docs/product/shell.md#constants separator `;`): one line per feed in the diet and a total line. */
import { buildCsv } from './csv';
import { feedLineHeader } from './diet-tables';
import type { CsvValue } from './csv';
import type { DietReportData } from './report-data';
import type { Translate } from './report-text';

const n = (value: number | null, decimals: number): CsvValue => (value === null ? null : { value, decimals });

export function buildDietCsv(data: DietReportData, t: Translate): string {
  const totals = data.totals;
  const rows: CsvValue[][] = [
    feedLineHeader(t),
    ...data.feeds.map((feed) => [
      feed.name,
      n(feed.pricePerKgAsFed, 4),
      n(feed.asFedKg, 4),
      n(feed.dryMatterKg, 4),
      n(feed.asFedPercent, 2),
      n(feed.dryMatterPercent, 2),
      n(feed.costPerDay, 4),
      n(feed.rationKg, 2),
    ]),
    [
      t('column.total'),
      null,
      n(totals.asFedIntakeKg, 4),
      n(totals.dryMatterIntakeKg, 4),
      n(100, 2),
      n(100, 2),
      n(totals.costPerDay, 4),
      n(totals.rationKg, 2),
    ],
  ];
  return buildCsv(rows, data.language);
}
