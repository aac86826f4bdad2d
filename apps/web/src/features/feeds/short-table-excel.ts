/**
 * The short feed table as an Excel workbook: one sheet with the report title block (title, date, feed
 * count, logo) above the same columns as the CSV. Numbers stay numbers, shown with the table's decimals.
 * Written through the app's one exceljs wrapper; the page loads this module on demand.
 */
import type { Language, NutrientKey } from '@cocho/engine';
import { LOGO_PNG_BASE64 } from '../../export/assets/logo';
import { decimalFormat, writeWorkbook } from '../../export/excel-library';
import type { Sheet, SheetColumn } from '../../export/excel-library';
import { createReportFormat } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import { buildExportRows, decimalsOf } from './short-table';
import type { ExportLabels } from './short-table';
import type { TableFeed } from '../../catalogue/feed-search';

export type ShortTableExport = {
  readonly feeds: readonly TableFeed[];
  readonly columns: readonly NutrientKey[];
  readonly language: Language;
  readonly labels: ExportLabels;
  /** When the file is made (passed in, never read from a clock here). */
  readonly generatedAt: Date;
  readonly timeZone?: string;
};

/** The workbook's one sheet (pure). `t` translates in the feeds namespace. */
export function buildShortTableSheet(table: ShortTableExport, t: Translate): Sheet {
  const format = createReportFormat(table.language, table.timeZone);
  const { header, rows } = buildExportRows(table.feeds, table.columns, table.language, table.labels);
  const columns: SheetColumn[] = [
    { width: 40 },
    { width: 26 },
    ...table.columns.map((key) => ({ width: 14, numberFormat: decimalFormat(decimalsOf(key)) })),
    { width: 60 },
  ];
  return {
    name: t('table.sheetName'),
    columns,
    titleLines: [
      t('table.title'),
      `${t('export:generatedAt')} ${format.dateTime(table.generatedAt)}`,
      t('table.count', { count: table.feeds.length }),
    ],
    header,
    rows: rows.map((row) => row.map((cell) => (cell === '' ? null : cell))),
  };
}

/** The .xlsx bytes of the short table. Rejects when exceljs cannot load or write. */
export function writeShortTableExcel(table: ShortTableExport, t: Translate): Promise<Uint8Array> {
  return writeWorkbook({
    sheets: [buildShortTableSheet(table, t)],
    creator: t('export:productName'),
    created: table.generatedAt,
    logoPngBase64: LOGO_PNG_BASE64,
  });
}
