/**
 * The download side of the reports: checks access and preconditions, builds the file in the report's
 * language and offers it for download. Outcomes are values; the screens show `t('export:error.<code>')`.
 */
import { i18n } from '../i18n/i18n';
import { createDietReportFile, createHandoverFile, createMixReportFile } from './create-report-file';
import type { HandoverFormat } from './create-report-file';
import { downloadReportFile, shareOrDownload } from './report-file';
import type { ReportFile } from './report-file';
import type { HandoverReport } from './handover-report';
import { isPremiumReport } from './report-access';
import type { DietReportKind } from './report-access';
import { findDietReportProblems, findMixReportProblems } from './report-data';
import type { DietReportData, MixReportData, ReportProblem } from './report-data';
import type { Translate } from './report-text';

/** Why an export did not happen (docs/product/errors.md#calculation-errors: could not generate the report; no data to export). */
export type ExportErrorCode = 'PREMIUM_REQUIRED' | 'NO_DATA' | ReportProblem | 'REPORT_FAILED';

export type ExportOutcome =
  { readonly ok: true; readonly fileName: string } | { readonly ok: false; readonly code: ExportErrorCode };

export type ExportAccess = {
  /** Result of `canUseReport` or the caller's premium check. */
  readonly isPremium: boolean;
};

/** A hand-over report's access: `isPremiumOnly` for the mixture's, which is the premium mix report. */
type HandoverAccess = ExportAccess & { readonly isPremiumOnly?: boolean };

function translatorFor(language: DietReportData['language']): Translate {
  return i18n.getFixedT(language, 'export') as Translate;
}

/** Whether the browser can hand a file to the phone's share sheet (WhatsApp, e-mail, files). */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({
      files: [new File([new Uint8Array(1)], 'a.pdf', { type: 'application/pdf' })],
    });
  } catch {
    return false;
  }
}

/** Makes the file and hands it over (`send`: downloads it by default). */
async function deliver(
  make: () => Promise<ReportFile>,
  send: (file: ReportFile) => unknown = downloadReportFile,
): Promise<ExportOutcome> {
  try {
    const file = await make();
    await send(file);
    return { ok: true, fileName: file.fileName };
  } catch (error) {
    console.error('report failed', error);
    return { ok: false, code: 'REPORT_FAILED' };
  }
}

/** Makes and downloads one diet report (PDF, Excel or CSV). */
export async function exportDietReport(
  kind: DietReportKind,
  data: DietReportData | null,
  access: ExportAccess,
): Promise<ExportOutcome> {
  if (isPremiumReport(kind) && !access.isPremium) return { ok: false, code: 'PREMIUM_REQUIRED' };
  if (data === null) return { ok: false, code: 'NO_DATA' };
  const problem = findDietReportProblems(data)[0];
  if (problem) return { ok: false, code: kind === 'dietExcel' || kind === 'dietCsv' ? 'NO_DATA' : problem };
  return deliver(() => createDietReportFile(kind, data, translatorFor(data.language)));
}

/** Makes and downloads the mix report (premium). */
export async function exportMixReport(
  data: MixReportData | null,
  access: ExportAccess,
): Promise<ExportOutcome> {
  if (!access.isPremium) return { ok: false, code: 'PREMIUM_REQUIRED' };
  if (data === null) return { ok: false, code: 'NO_DATA' };
  const problem = findMixReportProblems(data)[0];
  if (problem) return { ok: false, code: problem };
  return deliver(() => createMixReportFile(data, translatorFor(data.language)));
}

/**
 * Makes and downloads a hand-over report (requirements, supplement, mixture, comparison, shared diet) as a
 * PDF or Excel; `isPremiumOnly` for the mixture's, which is the premium mix report in either format.
 */
export async function exportHandoverReport(
  report: HandoverReport | null,
  format: HandoverFormat,
  access: HandoverAccess,
): Promise<ExportOutcome> {
  if (access.isPremiumOnly && !access.isPremium) return { ok: false, code: 'PREMIUM_REQUIRED' };
  if (report === null || report.sections.length === 0) return { ok: false, code: 'NO_DATA' };
  return deliver(() => createHandoverFile(report, format, translatorFor(report.language)));
}

/**
 * Hands the report's PDF to the phone's share sheet (to send it to the client), or downloads it where the
 * browser cannot share files.
 */
export async function shareHandoverReport(
  report: HandoverReport | null,
  access: HandoverAccess,
): Promise<ExportOutcome> {
  if (access.isPremiumOnly && !access.isPremium) return { ok: false, code: 'PREMIUM_REQUIRED' };
  if (report === null || report.sections.length === 0) return { ok: false, code: 'NO_DATA' };
  return deliver(
    () => createHandoverFile(report, 'pdf', translatorFor(report.language)),
    (file) => shareOrDownload(file, report.subject ? `${report.title} – ${report.subject}` : report.title),
  );
}
