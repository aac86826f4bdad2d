/**
 * The feeding sheet as a PDF (pdfmake loads on first use, export/pdf-library.ts) and its delivery from a
 * phone (export/report-file.ts).
 */
import type { Language } from '@cocho/engine';
import { buildDocument, facts, keepTogether, section, table } from '../../export/pdf-parts';
import type { Cell } from '../../export/pdf-parts';
import type { PdfContent, PdfDocument } from '../../export/pdf-library';
import { pdfFile, shareOrDownload } from '../../export/report-file';
import { createReportFormat, reportFileName } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import type { FeedingSheetDescription } from './describe-feeding-sheet';

type FeedingSheetPdfOptions = {
  readonly description: FeedingSheetDescription;
  readonly title: string;
  readonly dietName: string | null;
  readonly language: Language;
  readonly generatedAt: Date;
  readonly tExport: Translate;
  /** Lines under the title (the lot). */
  readonly details?: readonly string[];
};

/** The sheet's document definition: `tExport` words the frame (product, pages), `t` the sheet. */
export function buildFeedingSheetPdf(options: FeedingSheetPdfOptions): PdfDocument {
  const { description } = options;
  const body: PdfContent[] = [facts(description.facts)];
  for (const sheetTable of description.tables) {
    const rows: Cell[][] = sheetTable.lines.map((line) => [
      line.isBelowScaleStep ? `${line.label} *` : line.label,
      line.roundedOff ? `${line.value}\n${line.roundedOff}` : line.value,
    ]);
    body.push(
      keepTogether(
        [
          section(sheetTable.title),
          table({
            header: [...sheetTable.header],
            rows,
            footer: [[sheetTable.total.label, sheetTable.total.value]],
            align: ['left', 'right'],
            fontSize: 12,
          }),
          ...(sheetTable.note
            ? [{ text: sheetTable.note, margin: [0, 4, 0, 0], fontSize: 11 } as PdfContent]
            : []),
        ],
        rows.length + 3,
      ),
    );
  }
  if (description.belowStepNote) body.push({ text: `* ${description.belowStepNote}`, margin: [0, 8, 0, 0] });
  if (description.roundedNote) body.push({ text: description.roundedNote, margin: [0, 8, 0, 0] });
  return buildDocument(
    {
      t: options.tExport,
      format: createReportFormat(options.language),
      title: options.title,
      subject: options.dietName,
      details: options.details ?? [],
      generatedAt: options.generatedAt,
    },
    body,
  );
}

/**
 * Shares the sheet's PDF through the phone's share sheet (WhatsApp, e-mail, files) when the browser can
 * share files, else downloads it; named `<fileStem>_<diet>_<date>.pdf`.
 */
export async function shareFeedingSheetPdf(options: FeedingSheetPdfOptions & { readonly fileStem: string }) {
  const document = buildFeedingSheetPdf(options);
  const fileName = reportFileName(options.fileStem, options.dietName, options.generatedAt, 'pdf');
  await shareOrDownload(await pdfFile(fileName, document), String(document.info?.title ?? fileName));
}
