/**
 * The feeding sheet as a PDF (pdfmake loads on first use, export/pdf-library.ts) and its delivery from a
 * phone: the Web Share API with the file when the browser can share files, a download otherwise.
 */
import type { Language } from '@cocho/engine';
import { buildDocument, facts, keepTogether, section, table } from '../../export/pdf-parts';
import type { Cell } from '../../export/pdf-parts';
import type { PdfContent, PdfDocument } from '../../export/pdf-library';
import { renderPdf } from '../../export/pdf-library';
import { createReportFormat, reportFileName } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import { downloadFile } from '../../ui/download-file';
import type { FeedingSheetDescription } from './describe-feeding-sheet';

export const PDF_MIME = 'application/pdf';

/** The sheet's document definition: `tExport` words the frame (product, pages), `t` the sheet. */
export function buildFeedingSheetPdf(options: {
  readonly description: FeedingSheetDescription;
  readonly title: string;
  readonly dietName: string | null;
  readonly language: Language;
  readonly generatedAt: Date;
  readonly tExport: Translate;
  /** Lines under the title (the lot). */
  readonly details?: readonly string[];
}): PdfDocument {
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

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * Shares the PDF through the phone's share sheet (WhatsApp, e-mail, files) when the browser can share
 * files, else downloads it. Closing the share sheet is not an error.
 */
export async function shareOrDownloadPdf(document: PdfDocument, fileName: string): Promise<ShareOutcome> {
  const bytes = await renderPdf(document);
  const file = new File([new Uint8Array(bytes)], fileName, { type: PDF_MIME });
  const title = typeof document.info?.title === 'string' ? document.info.title : fileName;
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  downloadFile(bytes, fileName, PDF_MIME);
  return 'downloaded';
}

export function feedingSheetFileName(stem: string, dietName: string | null, date: Date): string {
  return reportFileName(stem, dietName, date, 'pdf');
}
