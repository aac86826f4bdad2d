/**
 * How plans read on /seja-premium (docs/product/shell.md#plan, docs/product/shell.md#premium-state, docs/product/shell.md#constants premium time in days,
 * months or infinite): message keys of the `premium` namespace with their values, so the words stay in the
 * catalogues and these rules stay testable.
 */
import type { PlanStatus } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { formatDate } from '../../format/format';
import type { MessageRef } from '../../format/plan-offer';

export type { MessageRef } from '../../format/plan-offer';
export { describePremiumTime, formatOfferPrice } from '../../format/plan-offer';

/** A plan's expiry state: active, expiring soon, expires today, expired N days ago, infinite, revoked. */
export function describePlanStatus(status: PlanStatus): MessageRef {
  switch (status.state) {
    case 'active':
      return { key: 'state.active', values: { count: status.daysLeft } };
    case 'expiring_soon':
      return { key: 'state.expiringSoon', values: { count: status.daysLeft } };
    case 'expires_today':
      return { key: 'state.expiresToday' };
    case 'expired':
      return { key: 'state.expired', values: { count: status.daysAgo } };
    case 'infinite':
      return { key: 'state.infinite' };
    case 'revoked':
      return { key: 'state.revoked' };
  }
}

/** The chip colour of each plan state. */
const PLAN_STATE_COLORS = {
  active: 'success',
  infinite: 'success',
  expiring_soon: 'warning',
  expires_today: 'warning',
  expired: 'error',
  revoked: 'error',
} as const satisfies Record<PlanStatus['state'], 'success' | 'warning' | 'error'>;

/** The chip colour of a plan state. */
export const colorOfPlanStatus = (status: PlanStatus) => PLAN_STATE_COLORS[status.state];

/** A calendar day (YYYY-MM-DD) as the language writes dates, whatever the browser's time zone. */
export function formatCalendarDay(day: string, language: Language): string {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, language, 'UTC');
}
