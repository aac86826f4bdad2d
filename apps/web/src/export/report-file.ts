/**
 * A report file (name, bytes, MIME type) made from a PDF document or Excel worksheets, and its delivery
 * from a phone. The builders that fill them are elsewhere (create-report-file.ts, the feeding sheet).
 */
import { LOGO_PNG_BASE64 } from './assets/logo';
import { writeWorkbook } from './excel-library';
import type { Sheet } from './excel-library';
import { renderPdf } from './pdf-library';
import type { PdfDocument } from './pdf-library';
import { downloadFile } from '../ui/download-file';

export type ReportFile = {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: Uint8Array | string;
};

const PDF_MIME = 'application/pdf';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv;charset=utf-8';

/** The .xlsx bytes of report worksheets: the product as their creator, its logo on each. */
export function writeReportWorkbook(
  sheets: readonly Sheet[],
  creator: string,
  created: Date,
): Promise<Uint8Array> {
  return writeWorkbook({ sheets, creator, created, logoPngBase64: LOGO_PNG_BASE64 });
}

export async function pdfFile(fileName: string, document: PdfDocument): Promise<ReportFile> {
  return { fileName, mimeType: PDF_MIME, content: await renderPdf(document) };
}

export async function workbookFile(
  fileName: string,
  sheets: readonly Sheet[],
  creator: string,
  created: Date,
): Promise<ReportFile> {
  return { fileName, mimeType: XLSX_MIME, content: await writeReportWorkbook(sheets, creator, created) };
}

/** How a file left the app: through the share sheet, downloaded, or the share sheet was closed. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * Hands a file to the phone's share sheet (WhatsApp, e-mail, files) when the browser can share it, else
 * downloads it. Closing the share sheet is not an error; a failed share rejects.
 */
export async function shareOrDownload(file: ReportFile, title: string): Promise<ShareOutcome> {
  const part: BlobPart = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
  const shared = new File([part], file.fileName, { type: file.mimeType });
  if (typeof navigator.canShare !== 'function' || !navigator.canShare({ files: [shared] })) {
    downloadReportFile(file);
    return 'downloaded';
  }
  try {
    await navigator.share({ files: [shared], title });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}

/** Offers the file for download. */
export function downloadReportFile(file: ReportFile): void {
  downloadFile(file.content, file.fileName, file.mimeType);
}
