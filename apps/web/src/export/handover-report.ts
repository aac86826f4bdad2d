/**
 * The hand-over reports: the results of the requirements, supplement, mixture and
 * comparison screens and the public link, each as one described report (title, sections of facts, tables
 * and notes) that becomes a PDF and an Excel workbook. The screens describe; this module lays out, so every
 * result reads the same on paper and in a spreadsheet. Pure: no clock, no DOM.
 */
import { decimalFormat } from './excel-library';
import type { Sheet, SheetCell, SheetColumn } from './excel-library';
import { moneyFormat } from './diet-excel';
import { buildDocument, facts, keepTogether, section, table } from './pdf-parts';
import type { Align, Cell } from './pdf-parts';
import type { PdfContent, PdfDocument } from './pdf-library';
import { createReportFormat } from './report-text';
import type { ReportFormat, Translate } from './report-text';
import type { Currency, Language } from '@cocho/engine';

/** The hand-over reports, each with its own file name stem (export `fileStem.<kind>`). */
export type HandoverKind = 'requirements' | 'supplement' | 'mixture' | 'comparison' | 'sharedDiet';

/**
 * A number in a table: stays a number in Excel (with `decimals` places; money in the report's currency),
 * written in the report's language in the PDF. Null is a value that does not exist ("–").
 */
export type HandoverNumber = {
  readonly value: number | null;
  readonly decimals: number;
  readonly isMoney?: boolean;
  /** Written after the number in the PDF (kg, %); Excel keeps the unit in the header. */
  readonly unit?: string;
};

export type HandoverCell = string | HandoverNumber;

export type HandoverTable = {
  readonly header: readonly string[];
  readonly rows: readonly (readonly HandoverCell[])[];
  readonly footer?: readonly (readonly HandoverCell[])[];
};

export type HandoverSection = {
  readonly title: string;
  /** Label–value pairs (the animal, the summary). */
  readonly facts?: readonly (readonly [string, string])[];
  readonly table?: HandoverTable;
  /** Sentences under the section (warnings, misses, notes). */
  readonly notes?: readonly string[];
};

export type HandoverReport = {
  readonly kind: HandoverKind;
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly currency?: Currency;
  /** The report's title, already in the language. */
  readonly title: string;
  /** What it is about (the supplement's, diet's or mix's name). */
  readonly subject: string | null;
  /** Lines under the title (client, author, lot). */
  readonly details: readonly string[];
  readonly sections: readonly HandoverSection[];
};

/** A number cell. */
export function num(value: number | null | undefined, decimals: number, unit?: string): HandoverNumber {
  return {
    value: typeof value === 'number' && Number.isFinite(value) ? value : null,
    decimals,
    ...(unit ? { unit } : {}),
  };
}

/** A money cell (in the report's currency). */
export function money(value: number | null | undefined, decimals = 2): HandoverNumber {
  return { ...num(value, decimals), isMoney: true };
}

/** A cell as the PDF and the screens write it (numbers in the report's language). */
export function cellText(cell: HandoverCell, format: ReportFormat): string {
  if (typeof cell === 'string') return cell;
  if (cell.isMoney) return format.money(cell.value, cell.decimals);
  const text = format.number(cell.value, cell.decimals);
  return cell.unit && cell.value !== null ? `${text} ${cell.unit}` : text;
}

/** A table's cells as the PDF writes them (numbers in the report's language). */
export function tableText(table: HandoverTable, format: ReportFormat) {
  const text = (row: readonly HandoverCell[]) => row.map((cell): Cell => cellText(cell, format));
  return { header: table.header, rows: table.rows.map(text), footer: (table.footer ?? []).map(text) };
}

function alignOf(table: HandoverTable, column: number): Align {
  const sample = [...table.rows, ...(table.footer ?? [])].find((row) => row[column] !== undefined)?.[column];
  return sample !== undefined && typeof sample !== 'string' ? 'right' : 'left';
}

/** The report as a PDF document definition. */
export function buildHandoverPdf(report: HandoverReport, t: Translate): PdfDocument {
  const format = createReportFormat(report.language, report.timeZone, report.currency);
  const body: PdfContent[] = report.sections.map((part) => {
    const content: PdfContent[] = [section(part.title)];
    if (part.facts && part.facts.length > 0) content.push(facts(part.facts));
    const partTable = part.table;
    if (partTable) {
      const columns = partTable.header.length;
      content.push(
        table({
          ...tableText(partTable, format),
          align: partTable.header.map((_, column) => alignOf(partTable, column)),
          fontSize: columns > 6 ? 7 : columns > 4 ? 8 : 9,
        }),
      );
    }
    if (part.notes && part.notes.length > 0) content.push({ ul: [...part.notes], margin: [0, 4, 0, 0] });
    const rows = (partTable?.rows.length ?? 0) + (part.facts?.length ?? 0) / 2 + (part.notes?.length ?? 0);
    return keepTogether(content, Math.ceil(rows) + 1);
  });
  return buildDocument(
    {
      t,
      format,
      title: report.title,
      subject: report.subject,
      details: report.details,
      generatedAt: report.generatedAt,
    },
    body,
  );
}

function sheetCell(cell: HandoverCell, report: HandoverReport): SheetCell {
  if (typeof cell === 'string') return cell;
  if (cell.value === null) return null;
  return {
    value: cell.value,
    numberFormat: cell.isMoney
      ? moneyFormat(report.language, cell.decimals, report.currency)
      : decimalFormat(cell.decimals),
  };
}

/** A sheet name Excel accepts and no other sheet of the workbook has (31 characters, no `:\/?*[]`). */
function uniqueSheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || '1';
  let name = base;
  for (let count = 2; taken.has(name.toLocaleLowerCase()); count += 1)
    name = `${base.slice(0, 27)} (${count})`;
  taken.add(name.toLocaleLowerCase());
  return name;
}

/**
 * The report as workbook sheets: one sheet per section with a table (facts and notes under it), the
 * sections of facts alone gathered in a first sheet. Numbers stay numbers.
 */
export function buildHandoverSheets(report: HandoverReport, t: Translate): Sheet[] {
  const format = createReportFormat(report.language, report.timeZone, report.currency);
  const titleLines = [
    report.subject ? `${report.title} – ${report.subject}` : report.title,
    `${t('generatedAt')} ${format.dateTime(report.generatedAt)}`,
    ...report.details,
  ];
  const taken = new Set<string>();
  const sheets: Sheet[] = [];
  const summary: SheetCell[][] = [];
  for (const part of report.sections) {
    if (part.table) continue;
    summary.push([part.title]);
    for (const [label, value] of part.facts ?? []) summary.push([label, value]);
    for (const note of part.notes ?? []) summary.push([note]);
    summary.push([]);
  }
  if (summary.length > 0)
    sheets.push({
      name: uniqueSheetName(t('sheet.summary'), taken),
      columns: [{ width: 48 }, { width: 30 }],
      titleLines,
      header: [t('column.field'), t('column.value')],
      rows: summary.slice(0, -1),
    });
  for (const part of report.sections) {
    const partTable = part.table;
    if (!partTable) continue;
    const columns: SheetColumn[] = partTable.header.map((_, column) => ({
      width: column === 0 ? 40 : 16,
    }));
    const after: SheetCell[][] = [
      ...(part.facts ?? []).map(([label, value]) => [label, value]),
      ...(part.notes ?? []).map((note) => [note]),
    ];
    sheets.push({
      name: uniqueSheetName(part.title, taken),
      columns,
      titleLines: [...titleLines, part.title],
      header: partTable.header,
      rows: partTable.rows.map((row) => row.map((cell) => sheetCell(cell, report))),
      footer: [
        ...(partTable.footer ?? []).map((row) => row.map((cell) => sheetCell(cell, report))),
        ...(after.length > 0 ? [[], ...after] : []),
      ],
    });
  }
  return sheets;
}
