/** The company report as an .xlsx file (loaded on demand by the reports page; exceljs loads lazily too). */
import type { TCompanyReport } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { LOGO_PNG_BASE64 } from '../../export/assets/logo';
import { writeWorkbook } from '../../export/excel-library';
import { buildCompanyReportSheets } from './company-report';
import type { Translate } from './company-report';

export function writeCompanyReportExcel(
  report: TCompanyReport,
  language: Language,
  t: Translate,
  titleLines: readonly string[],
  generatedAt: Date,
): Promise<Uint8Array> {
  return writeWorkbook({
    sheets: buildCompanyReportSheets(report, language, t, titleLines),
    creator: t('export:productName'),
    created: generatedAt,
    logoPngBase64: LOGO_PNG_BASE64,
  });
}
