/**
 * The one module that imports exceljs (docs/conventions.md#one-api). It loads on demand; callers hand it plain sheets
 * (rows of text and numbers with a number format per column) and get the .xlsx bytes back, so the
 * builders stay free of the library.
 */
import type * as ExcelJsModule from 'exceljs';
import type { Workbook } from 'exceljs';

/** A number with its own Excel number format, where the column's does not fit (a totals block). */
export type FormattedNumber = { readonly value: number; readonly numberFormat: string };

/**
 * A cell: text, a number, a number with its own format, a calendar day (a `Date` at UTC midnight of that day,
 * written as an Excel date with the column's number format, e.g. `excelDateFormat(language)`) or empty.
 */
export type SheetCell = string | number | FormattedNumber | Date | null;

/** One column: its width in characters and the Excel number format of its numbers (e.g. `0.00`). */
export type SheetColumn = { readonly width: number; readonly numberFormat?: string };

/** One worksheet: a title block (bold), a header row, the body and an optional footer (bold). */
export type Sheet = {
  readonly name: string;
  readonly columns: readonly SheetColumn[];
  /** Lines above the table (report title, date, animal); written in column B beside the logo. */
  readonly titleLines: readonly string[];
  /**
   * Title lines in column A (the title in A1) and the logo to the right of the table instead, for sheets
   * read by other programs that expect the title in A1.
   */
  readonly titleInFirstColumn?: boolean;
  readonly header: readonly string[];
  readonly rows: readonly (readonly SheetCell[])[];
  readonly footer?: readonly (readonly SheetCell[])[];
};

export type WorkbookInput = {
  readonly sheets: readonly Sheet[];
  /** Workbook metadata (creator, creation date: passed in, never read from a clock here). */
  readonly creator: string;
  readonly created: Date;
  /** The logo, PNG bytes as base64, placed in A1 of every sheet. */
  readonly logoPngBase64: string;
};

/** Excel date format of a calendar day in the language: dd/mm/yyyy (pt, es), mm/dd/yyyy (en). */
export function excelDateFormat(language: 'pt' | 'en' | 'es'): string {
  return language === 'en' ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
}

/**
 * The calendar day `value` falls on in the browser's time zone, as the `Date` Excel reads as that day
 * (exceljs writes dates as UTC, so the day is put at UTC midnight).
 */
export function excelLocalDay(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

/** Excel number format with a fixed number of decimals: 0 → `0`, 2 → `0.00`. */
export function decimalFormat(decimals: number): string {
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

type ExcelJs = typeof ExcelJsModule;

let loading: Promise<ExcelJs> | null = null;

async function loadExcelJs(): Promise<ExcelJs> {
  const module = await import('exceljs');
  // exceljs is CommonJS: bundlers expose it as `default`, Node's ESM loader as named exports too.
  const withDefault = module as ExcelJs & { default?: ExcelJs };
  return withDefault.default ?? withDefault;
}

/** Rows taken by the title block: one per title line, at least the logo's height, and a blank line. */
export function firstTableRow(sheet: Sheet): number {
  return Math.max(sheet.titleLines.length, 3) + 2;
}

function addSheet(workbook: Workbook, sheet: Sheet, logoId: number): void {
  // Excel forbids : \ / ? * [ ] in sheet names and allows 31 characters.
  const worksheet = workbook.addWorksheet(sheet.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  worksheet.columns = sheet.columns.map((column) => ({
    width: column.width,
    style: column.numberFormat ? { numFmt: column.numberFormat } : {},
  }));
  const logoColumn = sheet.titleInFirstColumn ? Math.max(sheet.columns.length, 2) : 0;
  worksheet.addImage(logoId, { tl: { col: logoColumn, row: 0 }, ext: { width: 48, height: 48 } });
  sheet.titleLines.forEach((line, index) => {
    const cell = worksheet.getCell(index + 1, sheet.titleInFirstColumn ? 1 : 2);
    cell.value = line;
    cell.font = { bold: index === 0, size: index === 0 ? 14 : 11 };
  });
  const headerRowNumber = firstTableRow(sheet);
  const header = worksheet.getRow(headerRowNumber);
  header.values = [...sheet.header];
  header.font = { bold: true };
  const writeRow = (rowNumber: number, row: readonly SheetCell[]) => {
    const excelRow = worksheet.getRow(rowNumber);
    row.forEach((cell, index) => {
      if (cell === null) return;
      const excelCell = excelRow.getCell(index + 1);
      if (cell instanceof Date) excelCell.value = cell;
      else if (typeof cell === 'object') {
        excelCell.value = cell.value;
        excelCell.numFmt = cell.numberFormat;
      } else excelCell.value = cell;
    });
    return excelRow;
  };
  sheet.rows.forEach((row, index) => writeRow(headerRowNumber + 1 + index, row));
  (sheet.footer ?? []).forEach((row, index) => {
    writeRow(headerRowNumber + 1 + sheet.rows.length + index, row).font = { bold: true };
  });
}

/** Writes the sheets to .xlsx bytes. Rejects when exceljs cannot load or write. */
export async function writeWorkbook(input: WorkbookInput): Promise<Uint8Array> {
  loading ??= loadExcelJs().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const ExcelJS = await loading;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.creator;
  workbook.created = input.created;
  workbook.modified = input.created;
  const logoId = workbook.addImage({ base64: input.logoPngBase64, extension: 'png' });
  for (const sheet of input.sheets) addSheet(workbook, sheet, logoId);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

/** Reads an .xlsx back into plain values per sheet (for tests and round trips): sheet name → rows. */
export async function readWorkbook(
  bytes: Uint8Array,
): Promise<Map<string, (string | number | Date | null)[][]>> {
  loading ??= loadExcelJs();
  const ExcelJS = await loading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheets = new Map<string, (string | number | Date | null)[][]>();
  workbook.eachSheet((worksheet) => {
    const rows: (string | number | Date | null)[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values: (string | number | Date | null)[] = [];
      row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
        const value = cell.value;
        values[columnNumber - 1] =
          typeof value === 'number' || typeof value === 'string' || value instanceof Date ? value : null;
      });
      rows[rowNumber - 1] = Array.from(values, (value) => value ?? null);
    });
    sheets.set(
      worksheet.name,
      Array.from(rows, (row) => row ?? []),
    );
  });
  return sheets;
}
