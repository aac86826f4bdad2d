/**
 * What of the financial report the user sees (docs/product/shell.md#roles: the full financial report is premium-only; docs/product/shell.md#roles
 * feature flags: financial scenarios hidden). Free users see the free indicators (export/report-access.ts
 * FREE_FINANCE_CODES); the rest is shown locked with the way to the plans.
 */
import type { FinanceCode } from '@cocho/engine';
import { FINANCE_CODES } from '@cocho/engine';
import { FREE_FINANCE_CODES } from '../../export/report-access';
import { useOptionalAccess } from '../../session/use-access';

export type FinanceAccess = {
  readonly isFull: boolean;
  readonly areScenariosHidden: boolean;
  /** Indicators shown locked. */
  readonly lockedCodes: ReadonlySet<FinanceCode>;
};

const NONE: ReadonlySet<FinanceCode> = new Set();
const PREMIUM_CODES: ReadonlySet<FinanceCode> = new Set(
  FINANCE_CODES.filter((code) => !FREE_FINANCE_CODES.has(code)),
);

export function financeAccessOf(isFull: boolean, areScenariosHidden: boolean): FinanceAccess {
  return { isFull, areScenariosHidden, lockedCodes: isFull ? NONE : PREMIUM_CODES };
}

/** The session's finance access; the report shown on its own, outside a session, is shown whole. */
export function useFinanceAccess(): FinanceAccess {
  const access = useOptionalAccess();
  if (!access) return financeAccessOf(true, false);
  return financeAccessOf(access.can('full_financial_report'), access.flags.global.financial_scenarios_hidden);
}
