/** The diet as CSV (docs/product/shell.md#constants separator `;`): one line per feed in the diet and a total line. */
import { buildCsv } from './csv';
import { FEED_COLUMNS, feedLines } from './diet-tables';
import type { CsvValue } from './csv';
import type { DietReportData } from './report-data';
import type { Translate } from './report-text';

export function buildDietCsv(data: DietReportData, t: Translate): string {
  const { rows, total } = feedLines(data, t, (column, value): CsvValue =>
    value == null ? null : { value, decimals: column.csvDecimals },
  );
  const header = [t('column.feed'), ...FEED_COLUMNS.map((column) => t(`column.${column.key}`))];
  return buildCsv([header, ...rows, total], data.language);
}
