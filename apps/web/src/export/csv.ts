/**
 * CSV writing (docs/product/shell.md#constants: CSV export uses a semicolon separator): the language's decimal separator with
 * no thousands grouping, quoted cells where needed, CRLF line ends and a UTF-8 byte-order mark so Excel
 * opens accents right.
 */
import type { Language } from '@cocho/engine';
import { numberLocaleOf } from '../format/format';

const CSV_SEPARATOR = ';';

/**
 * A number as a spreadsheet reads it in the language: `1234,50` (pt, es) or `1234.50` (en); `isUpTo`: at
 * most `decimals` places, trailing zeros dropped (`1234,5`).
 */
export function formatCsvNumber(value: number, language: Language, decimals: number, isUpTo = false): string {
  if (isUpTo)
    return new Intl.NumberFormat(numberLocaleOf(language), {
      useGrouping: false,
      maximumFractionDigits: decimals,
    }).format(value);
  const text = value.toFixed(decimals);
  return language === 'en' ? text : text.replace('.', ',');
}

/**
 * One text cell: quoted when it holds the separator, a quote or a line break; text starting with = + - @
 * gets a leading apostrophe so a spreadsheet does not run it as a formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type CsvValue =
  string | { readonly value: number; readonly decimals: number; readonly isUpTo?: boolean } | null;

/** The CSV text of the rows. */
export function buildCsv(rows: readonly (readonly CsvValue[])[], language: Language): string {
  const lines = rows.map((row) =>
    row
      .map((cell) => {
        if (cell === null) return '';
        if (typeof cell === 'string') return csvCell(cell);
        return Number.isFinite(cell.value)
          ? formatCsvNumber(cell.value, language, cell.decimals, cell.isUpTo)
          : '';
      })
      .join(CSV_SEPARATOR),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
