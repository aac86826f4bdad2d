/**
 * Turns report data into a file (name, bytes, MIME type): pure builders first, then the one library
 * wrapper that renders. Runs in the browser and in Node (tests); the download is in export-report.ts.
 */
import { LOGO_PNG_BASE64 } from './assets/logo';
import { buildDietCsv } from './diet-csv';
import { buildDietSheets } from './diet-excel';
import { buildDietFormula } from './diet-formula';
import { writeWorkbook } from './excel-library';
import { buildFieldReport } from './field-report';
import { buildFullReport } from './full-report';
import { buildHandoverPdf, buildHandoverSheets } from './handover-report';
import type { HandoverReport } from './handover-report';
import { buildMixReport } from './mix-report';
import { renderPdf } from './pdf-library';
import type { DietReportKind } from './report-access';
import type { DietReportData, MixReportData } from './report-data';
import { reportFileName } from './report-text';
import type { Translate } from './report-text';

export type ReportFile = {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: Uint8Array | string;
};

export const PDF_MIME = 'application/pdf';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv;charset=utf-8';

export async function createDietReportFile(
  kind: DietReportKind,
  data: DietReportData,
  t: Translate,
): Promise<ReportFile> {
  const name = (extension: string) =>
    reportFileName(t(`fileStem.${kind}`), data.dietName, data.generatedAt, extension);
  switch (kind) {
    case 'fullReport':
      return {
        fileName: name('pdf'),
        mimeType: PDF_MIME,
        content: await renderPdf(buildFullReport(data, t)),
      };
    case 'fieldReport':
      return {
        fileName: name('pdf'),
        mimeType: PDF_MIME,
        content: await renderPdf(buildFieldReport(data, t)),
      };
    case 'dietFormula':
      return {
        fileName: name('pdf'),
        mimeType: PDF_MIME,
        content: await renderPdf(buildDietFormula(data, t)),
      };
    case 'dietExcel':
      return {
        fileName: name('xlsx'),
        mimeType: XLSX_MIME,
        content: await writeWorkbook({
          sheets: buildDietSheets(data, t),
          creator: t('productName'),
          created: data.generatedAt,
          logoPngBase64: LOGO_PNG_BASE64,
        }),
      };
    case 'dietCsv':
      return { fileName: name('csv'), mimeType: CSV_MIME, content: buildDietCsv(data, t) };
  }
}

export async function createMixReportFile(data: MixReportData, t: Translate): Promise<ReportFile> {
  return {
    fileName: reportFileName(t('fileStem.mixReport'), data.mixName, data.generatedAt, 'pdf'),
    mimeType: PDF_MIME,
    content: await renderPdf(buildMixReport(data, t)),
  };
}

/** The file formats a hand-over report comes in. */
export type HandoverFormat = 'pdf' | 'xlsx';

/** A hand-over report (handover-report.ts) as a PDF or an Excel workbook. */
export async function createHandoverFile(
  report: HandoverReport,
  format: HandoverFormat,
  t: Translate,
): Promise<ReportFile> {
  const fileName = reportFileName(t(`fileStem.${report.kind}`), report.subject, report.generatedAt, format);
  if (format === 'pdf')
    return { fileName, mimeType: PDF_MIME, content: await renderPdf(buildHandoverPdf(report, t)) };
  return {
    fileName,
    mimeType: XLSX_MIME,
    content: await writeWorkbook({
      sheets: buildHandoverSheets(report, t),
      creator: t('productName'),
      created: report.generatedAt,
      logoPngBase64: LOGO_PNG_BASE64,
    }),
  };
}
