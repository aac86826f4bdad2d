/**
 * Which reports and report parts are premium (docs/product/shell.md#roles): the field and mix PDF reports need `pdf_export`;
 * the full financial report needs `full_financial_report`, so a report without it carries only the free
 * financial indicators (docs/decisions/web-access-and-session.md).
 */
import type { Ability } from '@cocho/contracts';
import type { FinanceCode, FinancialReport } from '@cocho/engine';
import type { DietReportData } from './report-data';

export const DIET_REPORT_KINDS = [
  'fullReport',
  'fieldReport',
  'dietFormula',
  'dietExcel',
  'dietCsv',
] as const;
export type DietReportKind = (typeof DIET_REPORT_KINDS)[number];
export type ReportKind = DietReportKind | 'mixReport';

const PREMIUM_REPORTS: ReadonlySet<ReportKind> = new Set<ReportKind>(['fieldReport', 'mixReport']);

export function isPremiumReport(kind: ReportKind): boolean {
  return PREMIUM_REPORTS.has(kind);
}

/** Whether the user may make this report; `can` is the session's ability check (none when signed out). */
export function canUseReport(kind: ReportKind, can: (ability: Ability) => boolean): boolean {
  return !isPremiumReport(kind) || can('pdf_export');
}

/**
 * The financial indicators everyone sees: the lot's physical results (head, days, sale weight, arrobas
 * produced, carcass gain and yield, biological efficiency) and two costs, the daily cost per head and the
 * cost per arroba produced. Margins, breakevens, returns, the operation totals and the scenarios are premium.
 */
export const FREE_FINANCE_CODES: ReadonlySet<FinanceCode> = new Set<FinanceCode>([
  'N',
  'DCONF',
  'PESO_DE_VENDA',
  'TAP',
  'GDC',
  'RG',
  'GDiarioC',
  'EFICIENCIA_BIOLOGICA',
  'CUSTO_DIARIO',
  'CAP',
]);

/** The financial report with only the free indicators listed and no scenarios. */
export function limitFinancialReport(report: FinancialReport): FinancialReport {
  const isFree = (code: FinanceCode) => FREE_FINANCE_CODES.has(code);
  return {
    ...report,
    groups: {
      IAE: report.groups.IAE.filter(isFree),
      ATC: report.groups.ATC.filter(isFree),
      AUX: report.groups.AUX.filter(isFree),
    },
    scenarios: [],
  };
}

/** Report data as the user may export it: without the full financial report unless allowed. */
export function reportDataFor(
  data: DietReportData | null,
  can: (ability: Ability) => boolean,
): DietReportData | null {
  if (data === null || data.finance === null || can('full_financial_report')) return data;
  return { ...data, finance: limitFinancialReport(data.finance) };
}
