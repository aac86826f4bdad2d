/**
 * The diet as an Excel workbook: a diet sheet (feeds with amounts, shares and costs as numbers), a
 * nutrients sheet (supplied versus required) and an animal sheet. Numbers stay numbers with an Excel
 * number format, so the spreadsheet shows them in the reader's own separators.
 */
import type { Currency, Language } from '@cocho/engine';
import { currencySymbolOf, moneyDecimalsOf } from '../format/format';
import { describeAnimal } from './describe-animal';
import { FEED_COLUMNS, feedLines, findTotals, nutrientHeader, nutrientLines } from './diet-tables';
import type { TotalValue } from './diet-tables';
import { decimalFormat } from './excel-library';
import { dietDetails } from './full-report';
import type { Sheet, SheetCell } from './excel-library';
import type { DietReportData } from './report-data';
import { createReportFormat } from './report-text';
import type { Translate } from './report-text';

/**
 * Excel money format with the sign the PDFs write (format/ `currencySymbolOf`: the diet's currency's, else R$
 * for pt, $ for en and es); the sign is spaced in pt and es, as `R$ 1.234,50` and `$ 1.234,50`, and not in
 * en; a guaraní amount has no decimals.
 */
export function moneyFormat(language: Language, decimals: number, currency?: Currency): string {
  const places = moneyDecimalsOf(decimals, currency);
  const digits = places > 0 ? `#,##0.${'0'.repeat(places)}` : '#,##0';
  const sign = `"${currencySymbolOf(language, currency)}"`;
  return language === 'en' ? `${sign}${digits}` : `${sign} ${digits}`;
}

/**
 * A total under the diet table as numbers, each with its own format (the column's is the feed price's):
 * label, value, unit; the roughage : concentrate split as its two shares.
 */
function totalCells(label: string, total: TotalValue, language: Language, currency?: Currency): SheetCell[] {
  switch (total.kind) {
    case 'money':
      return [
        label,
        total.value === null
          ? null
          : { value: total.value, numberFormat: moneyFormat(language, total.decimals, currency) },
      ];
    case 'amount':
      return [
        label,
        total.value === null ? null : { value: total.value, numberFormat: decimalFormat(total.decimals) },
        total.unit === '' ? null : total.unit,
      ];
    case 'ratio':
      return [
        label,
        { value: total.values[0], numberFormat: decimalFormat(1) },
        { value: total.values[1], numberFormat: decimalFormat(1) },
      ];
  }
}

/** The workbook's sheets (pure; `exportDietExcel` writes them with exceljs). */
export function buildDietSheets(data: DietReportData, t: Translate): Sheet[] {
  const format = createReportFormat(data.language, data.timeZone, data.currency);
  const titleLines = [
    data.dietName ? `${t('report.excel')} – ${data.dietName}` : t('report.excel'),
    `${t('generatedAt')} ${format.dateTime(data.generatedAt)}`,
    ...dietDetails(data, t),
    ...(data.status === null ? [] : [t(`status.${data.status}`)]),
  ];
  const { rows, total } = feedLines(data, t, (_column, value) => value ?? null);
  const dietSheet: Sheet = {
    name: t('sheet.diet'),
    columns: [
      { width: 36 },
      ...FEED_COLUMNS.map((column) => ({
        width: column.width,
        numberFormat:
          column.kind === 'money'
            ? moneyFormat(data.language, column.decimals, data.currency)
            : decimalFormat(column.decimals),
      })),
    ],
    titleLines,
    header: [t('column.feed'), ...FEED_COLUMNS.map((column) => t(`column.${column.key}`))],
    rows,
    footer: [
      total,
      [],
      ...findTotals(data, t).map(([label, value]) => totalCells(label, value, data.language, data.currency)),
    ],
  };
  const nutrientsSheet: Sheet = {
    name: t('sheet.nutrients'),
    columns: [
      { width: 40 },
      { width: 10 },
      { width: 12, numberFormat: decimalFormat(2) },
      { width: 12, numberFormat: decimalFormat(2) },
      { width: 12, numberFormat: decimalFormat(2) },
      { width: 14 },
    ],
    titleLines,
    header: nutrientHeader(t),
    rows: nutrientLines(data, t, (value) => value),
  };
  const animalSheet: Sheet = {
    name: t('sheet.animal'),
    columns: [{ width: 36 }, { width: 30 }],
    titleLines,
    header: [t('column.field'), t('column.value')],
    rows: describeAnimal(data.animal, t, format),
  };
  return [dietSheet, nutrientsSheet, animalSheet];
}
