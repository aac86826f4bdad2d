/**
 * Which reports are premium (spec 01 §6: field and mix PDF reports are premium-only). The premium check is
 * the one the product already uses for saving diets, `canSaveDiet` in @cocho/contracts (premium, permanent
 * premium, linked to a company, or administrator), until the roles issue defines abilities.
 */
import { canSaveDiet } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';

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

/** Whether the user may make this report; a signed-out visitor may make none of the premium ones. */
export function canUseReport(kind: ReportKind, user: TUser | null): boolean {
  return !isPremiumReport(kind) || (user !== null && canSaveDiet(user));
}
