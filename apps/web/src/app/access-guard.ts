/**
 * The access guard of docs/product/shell.md#screens as a pure decision: where a navigation may go given the session.
 * Unknown paths go to /dashboard (the other reading, a 404 page, is in docs/decisions/unknown-paths.md).
 * A signed-in user may open a protected route only when the ability check allows it (docs/product/shell.md#roles,
 * `canOpenPath`); otherwise the no-access page says so (docs/decisions/web-access-and-session.md).
 */
import { abilityForPath, canOpenPath, isAdministrator } from '@cocho/contracts';
import type { AccessSubject, TFeatureFlags } from '@cocho/contracts';
import { isPremiumAbility } from '../session/access';
import { isPublicLinkTarget } from './public-link';
import { findRoute, normalizePath, REDIRECT_TO_LOGIN } from './route-table';

export type AccessInput = {
  readonly pathname: string;
  /** The query with its leading '?', or ''. */
  readonly search: string;
  /** The hash with its leading '#', or ''. */
  readonly hash: string;
  /** A user is stored locally. */
  readonly isLoggedIn: boolean;
  /** Embedded mobile mode (query mobileaccess=1 plus token). */
  readonly isMobileMode: boolean;
  /** The mobile token, carried to /login in mobile mode. */
  readonly mobileToken: string | null;
  /** A native mobile runtime lets every navigation through. */
  readonly isNativeRuntime?: boolean;
  /**
   * What the signed-in user may open (the user, the flags and the day in Brasília). Without it a stored
   * user may open every protected route (the session has not been read yet).
   */
  readonly access?: {
    readonly user: AccessSubject;
    readonly flags: TFeatureFlags;
    readonly today: string;
  };
  /** The signed-in user's registration misses data the product requires (docs/product/shell.md#incomplete-profile). */
  readonly isProfileIncomplete?: boolean;
};

export type AccessDecision =
  | { readonly kind: 'allow' }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      /** The page to remember as the last page, when there is one. */
      readonly lastPage: string | null;
      /** Why, when the user must be told (an i18n key of the shell namespace). */
      readonly messageKey?: string;
    }
  | {
      /** The user may not open this route: the no-access page, offering the plans or the dashboard. */
      readonly kind: 'denied';
      readonly offer: 'premium' | 'dashboard';
    };

/** Routes an incomplete profile may still open (docs/product/shell.md#states). */
const OPEN_WHILE_INCOMPLETE: readonly string[] = ['/user', '/login'];

const ALLOW: AccessDecision = { kind: 'allow' };

export function decideAccess(input: AccessInput): AccessDecision {
  if (input.isNativeRuntime) return ALLOW;
  const pathname = normalizePath(input.pathname);
  if (REDIRECT_TO_LOGIN.includes(pathname)) return { kind: 'redirect', to: '/login', lastPage: null };
  const route = findRoute(pathname);
  if (!route) return { kind: 'redirect', to: '/dashboard', lastPage: null };
  if (input.isLoggedIn) {
    // /login while logged in goes to /dashboard, or to the page the sign-in was for (its redirect query),
    // so the guard and the login screen agree when the session starts.
    if (route.path !== '/login') return decideSignedIn(route.path, route.free, input);
    const redirect = new URLSearchParams(input.search).get('redirect');
    return { kind: 'redirect', to: afterLoginTarget(redirect), lastPage: null };
  }
  if (route.free) return ALLOW;
  // A public share link opens read-only without sign-in (the screen shows the shared record, public-link.ts).
  if (isPublicLinkTarget(route.path, input.search)) return ALLOW;

  const target = `${pathname}${input.search}${input.hash}`;
  const query = new URLSearchParams({ redirect: target });
  if (input.isMobileMode) {
    if (input.mobileToken) query.set('token', input.mobileToken);
    query.set('mobileaccess', '1');
  }
  const remembers = route.path !== '/user' || input.isMobileMode;
  return { kind: 'redirect', to: `/login?${query.toString()}`, lastPage: remembers ? target : null };
}

/** A signed-in user on a known route other than /login. */
function decideSignedIn(path: string, isFree: boolean, input: AccessInput): AccessDecision {
  // Free pages (terms, privacy, books) stay open to everyone (docs/decisions/web-access-and-session.md).
  if (isFree) return ALLOW;
  if (input.isProfileIncomplete && !OPEN_WHILE_INCOMPLETE.includes(path)) {
    return { kind: 'redirect', to: '/user', lastPage: null, messageKey: 'access.incompleteProfile' };
  }
  const { access } = input;
  if (!access || canOpenPath(access.user, path, access.flags, access.today)) return ALLOW;
  const ability = abilityForPath(path);
  const offersPremium =
    ability !== null && !isAdministrator(access.user) && isPremiumAbility(ability, access.flags);
  return { kind: 'denied', offer: offersPremium ? 'premium' : 'dashboard' };
}

/**
 * Where to go after signing in: the redirect query when it is a local path (never another site), else
 * /dashboard.
 */
export function afterLoginTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return '/dashboard';
  }
  const path = redirect.split(/[?#]/)[0] ?? '';
  return path === '/login' || path === '/signin' ? '/dashboard' : redirect;
}
