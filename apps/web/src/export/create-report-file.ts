/**
 * Turns report data into a file (name, bytes, MIME type): pure builders first, then the one library
 * wrapper that renders. Runs in the browser and in Node (tests); the download is in export-report.ts.
 */
import { buildDietCsv } from './diet-csv';
import { buildDietSheets } from './diet-excel';
import { buildDietFormula } from './diet-formula';
import { buildFieldReport } from './field-report';
import { buildFullReport } from './full-report';
import { buildHandoverPdf, buildHandoverSheets } from './handover-report';
import type { HandoverReport } from './handover-report';
import { buildMixReport } from './mix-report';
import type { DietReportKind } from './report-access';
import type { DietReportData, MixReportData } from './report-data';
import { CSV_MIME, pdfFile, workbookFile } from './report-file';
import type { ReportFile } from './report-file';
import { reportFileName } from './report-text';
import type { Translate } from './report-text';

const DIET_PDFS = {
  fullReport: buildFullReport,
  fieldReport: buildFieldReport,
  dietFormula: buildDietFormula,
} as const;

export async function createDietReportFile(
  kind: DietReportKind,
  data: DietReportData,
  t: Translate,
): Promise<ReportFile> {
  const name = (extension: string) =>
    reportFileName(t(`fileStem.${kind}`), data.dietName, data.generatedAt, extension);
  if (kind === 'dietExcel')
    return workbookFile(name('xlsx'), buildDietSheets(data, t), t('productName'), data.generatedAt);
  if (kind === 'dietCsv')
    return { fileName: name('csv'), mimeType: CSV_MIME, content: buildDietCsv(data, t) };
  return pdfFile(name('pdf'), DIET_PDFS[kind](data, t));
}

export async function createMixReportFile(data: MixReportData, t: Translate): Promise<ReportFile> {
  const fileName = reportFileName(t('fileStem.mixReport'), data.mixName, data.generatedAt, 'pdf');
  return pdfFile(fileName, buildMixReport(data, t));
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
  return format === 'pdf'
    ? pdfFile(fileName, buildHandoverPdf(report, t))
    : workbookFile(fileName, buildHandoverSheets(report, t), t('productName'), report.generatedAt);
}
