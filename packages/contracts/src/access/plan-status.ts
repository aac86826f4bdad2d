/** Plan validity and expiry states (docs/product/shell.md#premium-state; docs/product/shell.md#constants premium time in days, months or infinite). */
import type { TUserPlan } from '../auth';
import { daysBetween } from './calendar-day';

/** A plan ending within this many days is "expiring soon" (the spec gives no value). */
export const EXPIRING_SOON_DAYS = 7;

/** A plan is valid when it is not revoked and its last day (null = infinite) is today or later. */
export function isPlanValid(plan: Pick<TUserPlan, 'data_final' | 'revogado'>, today: string): boolean {
  return plan.revogado === 0 && (plan.data_final === null || plan.data_final >= today);
}

export type PlanStatus =
  | { readonly state: 'infinite' }
  | { readonly state: 'active'; readonly daysLeft: number }
  | { readonly state: 'expiring_soon'; readonly daysLeft: number }
  | { readonly state: 'expires_today' }
  | { readonly state: 'expired'; readonly daysAgo: number }
  | { readonly state: 'revoked' };

/** The expiry state of a plan on a day (YYYY-MM-DD). */
export function planStatus(plan: Pick<TUserPlan, 'data_final' | 'revogado'>, today: string): PlanStatus {
  if (plan.revogado === 1) return { state: 'revoked' };
  if (plan.data_final === null) return { state: 'infinite' };
  const daysLeft = daysBetween(today, plan.data_final);
  if (daysLeft < 0) return { state: 'expired', daysAgo: -daysLeft };
  if (daysLeft === 0) return { state: 'expires_today' };
  if (daysLeft <= EXPIRING_SOON_DAYS) return { state: 'expiring_soon', daysLeft };
  return { state: 'active', daysLeft };
}
