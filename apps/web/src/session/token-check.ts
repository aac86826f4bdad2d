/**
 * When the token check of docs/product/shell.md#states runs on route changes: at once when the last check is at least
 * TOKEN_CHECK_INTERVAL_MS old, otherwise once at the end of that interval, so quick navigations do not
 * flood the server and the last route change is still checked (docs/decisions/web-access-and-session.md).
 */
import type { TUser } from '@cocho/contracts';

/** Minimum time between two token checks (ours; the original app checked on every route change). */
export const TOKEN_CHECK_INTERVAL_MS = 30_000;

/** Milliseconds to wait before the next check: 0 for now. `lastCheckAt` null means never checked. */
export function tokenCheckDelay(now: number, lastCheckAt: number | null): number {
  if (lastCheckAt === null) return 0;
  return Math.max(0, lastCheckAt + TOKEN_CHECK_INTERVAL_MS - now);
}

/** What a token check's fresh user means for the session. */
export type FreshUserOutcome =
  | { readonly kind: 'keep' }
  | { readonly kind: 'logout'; readonly messageKey: 'session.underReview' | 'session.inactive' }
  | { readonly kind: 'reload' };

/**
 * Not released or inactive logs out with the product's message; a change of university area reloads the page
 * (its menus and abilities change); anything else keeps the session with the fresh user.
 */
export function outcomeOfFreshUser(
  before: Pick<TUser, 'area_universitaria'> | null,
  fresh: Pick<TUser, 'liberado' | 'EXCLUIDO' | 'area_universitaria'>,
): FreshUserOutcome {
  if (fresh.liberado === 0) return { kind: 'logout', messageKey: 'session.underReview' };
  if (fresh.EXCLUIDO === 1) return { kind: 'logout', messageKey: 'session.inactive' };
  if (before && before.area_universitaria !== fresh.area_universitaria) return { kind: 'reload' };
  return { kind: 'keep' };
}

/** The message of an error code that ends the session (docs/product/errors.md#shell-errors), or null for one that does not. */
export function logoutMessageOf(
  code: string,
): 'session.underReview' | 'session.inactive' | 'session.suspended' | null {
  if (code === 'ACCOUNT_UNDER_REVIEW') return 'session.underReview';
  if (code === 'ACCOUNT_INACTIVE') return 'session.inactive';
  if (code === 'ACCOUNT_SUSPENDED') return 'session.suspended';
  return null;
}
