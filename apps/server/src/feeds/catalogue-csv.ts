/**
 * CSV reading and writing for the feed catalogue. RFC 4180: fields separated by
 * a comma (the data files) or a semicolon (Brazilian spreadsheet exports), double quotes around fields
 * holding separators, quotes or line breaks, `""` for a quote inside a quoted field, CRLF or LF rows.
 */
import { NUTRIENT_KEYS } from '@cocho/engine';

/** Column layout of apps/server/src/feeds/seed-data/*.csv; the export writes exactly this header. */
export const CATALOGUE_COLUMNS = [
  'source_id',
  'name_pt',
  'name_en',
  'category_hint',
  ...NUTRIENT_KEYS,
  'source',
] as const;

/**
 * Optional extra columns an import accepts (never written by the export, so the layout stays the data
 * files'): Spanish and scientific names, and `tipo`, a category number that overrides `category_hint`.
 */
export const OPTIONAL_IMPORT_COLUMNS = ['name_es', 'name_sci', 'tipo'] as const;

export type CsvSeparator = ',' | ';';

/** A problem that stops a row, named by its 1-based line in the file and, where known, its column. */
export type CsvProblem = {
  readonly row: number;
  readonly column?: string;
  readonly code: string;
  readonly detail?: string;
};

export type ParsedCsv = {
  readonly separator: CsvSeparator;
  readonly header: readonly string[];
  /** Data records with the file line (1-based, the header is line 1) where each record starts. */
  readonly records: readonly { readonly line: number; readonly cells: readonly string[] }[];
};

/** Guesses the separator from the header line: a semicolon when it has more semicolons than commas. */
export function detectSeparator(text: string): CsvSeparator {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const semicolons = firstLine.split(';').length - 1;
  const commas = firstLine.split(',').length - 1;
  return semicolons > commas ? ';' : ',';
}

/**
 * Parses CSV text into a header and records. Problems (an unclosed quote, text after a closing quote,
 * a record whose cell count differs from the header's) are returned per record; good records are still
 * listed, so a dry run can report every bad row at once.
 */
export function parseCsv(
  input: string,
  separator: CsvSeparator = detectSeparator(input),
): { readonly csv: ParsedCsv; readonly problems: readonly CsvProblem[] } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const problems: CsvProblem[] = [];
  const rawRecords: { line: number; cells: string[]; isBad: boolean }[] = [];

  let line = 1;
  let index = 0;
  while (index < text.length) {
    const startLine = line;
    const cells: string[] = [];
    let isBad = false;
    let endOfRecord = false;
    while (!endOfRecord) {
      let cell = '';
      if (text[index] === '"') {
        index += 1;
        let closed = false;
        while (index < text.length) {
          const char = text[index];
          if (char === '"') {
            if (text[index + 1] === '"') {
              cell += '"';
              index += 2;
              continue;
            }
            index += 1;
            closed = true;
            break;
          }
          if (char === '\n') line += 1;
          cell += char;
          index += 1;
        }
        if (!closed) {
          problems.push({ row: startLine, code: 'CSV_UNCLOSED_QUOTE' });
          isBad = true;
        }
        // Anything between the closing quote and the next separator or line end is malformed.
        let trailing = '';
        while (
          index < text.length &&
          text[index] !== separator &&
          text[index] !== '\n' &&
          text[index] !== '\r'
        ) {
          trailing += text[index];
          index += 1;
        }
        if (trailing.trim() !== '') {
          problems.push({ row: startLine, code: 'CSV_TEXT_AFTER_QUOTE', detail: trailing.slice(0, 40) });
          isBad = true;
        }
      } else {
        while (
          index < text.length &&
          text[index] !== separator &&
          text[index] !== '\n' &&
          text[index] !== '\r'
        ) {
          cell += text[index];
          index += 1;
        }
      }
      cells.push(cell);
      if (index >= text.length) {
        endOfRecord = true;
      } else if (text[index] === separator) {
        index += 1;
      } else {
        if (text[index] === '\r') index += 1;
        if (text[index] === '\n') index += 1;
        line += 1;
        endOfRecord = true;
      }
    }
    const isBlankLine = cells.length === 1 && cells[0]?.trim() === '';
    if (!isBlankLine) rawRecords.push({ line: startLine, cells, isBad });
  }

  const [headerRecord, ...dataRecords] = rawRecords;
  const header = (headerRecord?.cells ?? []).map((name) => name.trim());
  const records: { line: number; cells: string[] }[] = [];
  for (const record of dataRecords) {
    if (record.isBad) continue;
    if (record.cells.length !== header.length) {
      problems.push({
        row: record.line,
        code: 'CSV_CELL_COUNT',
        detail: `${record.cells.length}/${header.length}`,
      });
      continue;
    }
    records.push({ line: record.line, cells: record.cells.map(restoreFormula) });
  }
  problems.sort((a, b) => a.row - b.row);
  return { csv: { separator, header, records }, problems };
}

/**
 * Text a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe (CSV
 * injection); numbers such as -0.5 stay numbers. `parseCsv` takes the apostrophe off again, so an
 * export imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

function restoreFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quoteCell(value: string, separator: CsvSeparator): string {
  if (value.includes('"') || value.includes(separator) || value.includes('\n') || value.includes('\r')) {
    return `"${value.replaceAll('"', '""')}"`;
  }
  return value;
}

/** Writes rows as CSV with `\n` line ends; cells are quoted only when needed. */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  separator: CsvSeparator = ',',
): string {
  const lines = [header, ...rows].map((cells) =>
    cells.map((cell) => quoteCell(neutralizeFormula(cell), separator)).join(separator),
  );
  return `${lines.join('\n')}\n`;
}
