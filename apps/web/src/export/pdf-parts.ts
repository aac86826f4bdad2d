/**
 * Pieces shared by the PDF document builders: the page frame (logo, product name, report title, date,
 * page numbers), styles and tables. Only types come from pdfmake here; rendering is in pdf-library.ts.
 */
import { LOGO_SVG } from './assets/logo';
import type { PdfContent, PdfDocument } from './pdf-library';
import type { ReportFormat, Translate } from './report-text';

/** A4 portrait with 40 pt margins; tables fit the 515 pt between them. */
const PAGE_MARGINS: [number, number, number, number] = [40, 90, 40, 50];

/**
 * Most table rows a block may hold and still be kept on one page (`keepTogether`): at the largest table
 * font (11 pt, about 20 pt a row) 25 rows and their heading stay well inside the 702 pt of an A4 page.
 * pdfmake drops what does not fit of an unbreakable block, so longer blocks are left free to break.
 */
export const MAX_ROWS_KEPT_TOGETHER = 25;

export type Cell = string | { readonly text: string; readonly bold?: boolean; readonly color?: string };
export type Align = 'left' | 'right' | 'center';

export type ReportFrame = {
  readonly t: Translate;
  readonly format: ReportFormat;
  /** The report's title (already translated). */
  readonly title: string;
  /** The diet's or mix's name, when it has one. */
  readonly subject: string | null;
  /** Extra lines under the title (client, author). */
  readonly details: readonly string[];
  readonly generatedAt: Date;
};

/** A whole document: frame + body. The document language and metadata follow the report's. */
export function buildDocument(frame: ReportFrame, body: PdfContent[]): PdfDocument {
  const { t, format } = frame;
  const product = t('productName');
  return {
    pageSize: 'A4',
    pageMargins: PAGE_MARGINS,
    language: format.language === 'pt' ? 'pt-BR' : format.language === 'en' ? 'en-US' : 'es',
    info: {
      title: frame.subject ? `${frame.title} – ${frame.subject}` : frame.title,
      author: product,
      creator: product,
      producer: product,
      creationDate: frame.generatedAt,
      modDate: frame.generatedAt,
    },
    header: {
      margin: [40, 24, 40, 0],
      columns: [
        { svg: LOGO_SVG, width: 40, height: 40 },
        {
          width: '*',
          margin: [10, 0, 0, 0],
          stack: [
            { text: product, style: 'product' },
            { text: frame.title, style: 'title' },
            ...(frame.subject ? [{ text: frame.subject, style: 'subject' }] : []),
          ],
        },
        {
          width: 'auto',
          alignment: 'right',
          stack: [
            { text: t('generatedAt'), style: 'small' },
            { text: format.dateTime(frame.generatedAt), style: 'small' },
          ],
        },
      ],
    },
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 16, 40, 0],
      columns: [
        { text: `${product} · ${format.date(frame.generatedAt)}`, style: 'small' },
        {
          text: t('page', { current: currentPage, total: pageCount }),
          style: 'small',
          alignment: 'right',
        },
      ],
    }),
    content: [...frame.details.map((line) => ({ text: line, style: 'details' })), ...body],
    // A section heading left last on a page goes to the next one, with what it introduces.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      product: { fontSize: 9, color: '#2e7d32', bold: true },
      title: { fontSize: 15, bold: true },
      subject: { fontSize: 11 },
      details: { fontSize: 9, color: '#444444', margin: [0, 0, 0, 2] },
      small: { fontSize: 8, color: '#555555' },
      section: { fontSize: 12, bold: true, color: '#2e7d32', margin: [0, 14, 0, 6] },
      tableHeader: { bold: true, fillColor: '#e8f5e9' },
      note: { fontSize: 9, italics: true, color: '#555555', margin: [0, 4, 0, 0] },
      alert: { fontSize: 10, bold: true, color: '#b71c1c', margin: [0, 6, 0, 4] },
      big: { fontSize: 12 },
    },
  };
}

export function section(text: string): PdfContent {
  return { text, style: 'section', headlineLevel: 1 };
}

/**
 * Content kept on one page (a heading with its short table, the mixer batches, the notes lines): moved
 * whole to the next page rather than split. `rows` is the number of table rows it holds; past
 * MAX_ROWS_KEPT_TOGETHER the content is returned as it is and may break across pages.
 */
export function keepTogether(content: readonly PdfContent[], rows: number): PdfContent {
  return rows > MAX_ROWS_KEPT_TOGETHER ? { stack: [...content] } : { stack: [...content], unbreakable: true };
}

const cellContent = (cell: Cell, align: Align, extra: Record<string, unknown> = {}) =>
  typeof cell === 'string'
    ? { text: cell, alignment: align, ...extra }
    : { ...cell, alignment: align, ...extra };

/**
 * A table with a repeated header row. `align` per column (numbers right); `footer` rows are bold.
 * `widths` default: the first column takes the rest.
 */
export function table(options: {
  readonly header: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  readonly align: readonly Align[];
  readonly widths?: readonly (number | '*' | 'auto')[];
  readonly footer?: readonly (readonly Cell[])[];
  readonly fontSize?: number;
}): PdfContent {
  const alignOf = (index: number): Align => options.align[index] ?? 'left';
  return {
    fontSize: options.fontSize ?? 9,
    table: {
      headerRows: 1,
      // The header row never stays alone at the foot of a page.
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: [...(options.widths ?? options.header.map((_, index) => (index === 0 ? '*' : 'auto')))],
      body: [
        options.header.map((text, index) => ({ text, style: 'tableHeader', alignment: alignOf(index) })),
        ...options.rows.map((row) => row.map((cell, index) => cellContent(cell, alignOf(index)))),
        ...(options.footer ?? []).map((row) =>
          row.map((cell, index) => cellContent(cell, alignOf(index), { bold: true })),
        ),
      ],
    },
    layout: 'lightHorizontalLines',
  } satisfies PdfContent;
}

/** Label–value pairs in two column pairs (the animal, the totals). */
export function facts(pairs: readonly (readonly [string, string])[]): PdfContent {
  const rows: Cell[][] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const left = pairs[index];
    const right = pairs[index + 1];
    rows.push([
      { text: left?.[0] ?? '', color: '#555555' },
      { text: left?.[1] ?? '', bold: true },
      { text: right?.[0] ?? '', color: '#555555' },
      { text: right?.[1] ?? '', bold: true },
    ]);
  }
  return {
    table: {
      widths: ['*', 'auto', '*', 'auto'],
      body: rows.map((row) => row.map((cell) => cellContent(cell, 'left'))),
    },
    layout: 'noBorders',
  } satisfies PdfContent;
}
