/**
 * The ad rules of docs/product/shell.md#ads-state as pure decisions: the 30 % draw, and the two feature-flagged behaviours
 * (ad-blocker detection; insufficient credits). Choices: docs/decisions/web-ads.md.
 */
import type { Profile, TFeatureFlags } from '@cocho/contracts';
import type { ScreenKey } from '../../app/route-table';

/** Chance that an ad is fetched and shown (docs/product/shell.md#states, docs/product/shell.md#constants: 30 %), once per signed-in page load. */
export const AD_PROBABILITY = 0.3;

/** Whether this page load shows an ad, from a uniform draw in [0, 1). */
export function shouldDrawAd(draw: number): boolean {
  return draw < AD_PROBABILITY;
}

/**
 * Screens where a calculation is in progress: a blocking ad never opens over them; a draw made
 * there waits until the user is on another screen.
 */
export const CALCULATION_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'dietWizard',
  'prediction',
  'requirements',
  'supplement',
  'mixture',
  'evaluation',
  'shortTable',
]);

/**
 * Whether the blocking ad may open now: at most one per sign-in session (`hasShownThisSession`), never
 * over a calculation screen, and only when the draw chose it.
 */
export function mayShowBlockingAd(state: {
  readonly isDrawn: boolean;
  readonly hasShownThisSession: boolean;
  readonly screen: ScreenKey | null;
}): boolean {
  if (!state.isDrawn || state.hasShownThisSession) return false;
  return state.screen === null || !CALCULATION_SCREENS.has(state.screen);
}

/** Why MUI asks a dialog to close. */
export type AdCloseReason = 'escapeKeyDown' | 'backdropClick';

/** Escape closes the ad once its countdown is over; the backdrop never does (a stray tap is no choice). */
export function shouldCloseAd(reason: AdCloseReason, secondsLeft: number): boolean {
  return reason === 'escapeKeyDown' && secondsLeft <= 0;
}

/**
 * Where an ad's link opens: the app's own pages in this window, through the router, so a click never loads
 * the app again in a new tab (which would be a new page load and draw another ad); other sites in a new tab.
 */
export function adLinkTarget(
  link: string,
): { readonly kind: 'inApp'; readonly path: string } | { readonly kind: 'external' } {
  return link.startsWith('/') && !link.startsWith('//')
    ? { kind: 'inApp', path: link }
    : { kind: 'external' };
}

/** Height of the bottom banner: docs/product/shell.md#constants's 150 px, collapsed to one 56 px row on a phone. */
export function adBannerHeightPx(isPhone: boolean): number {
  return isPhone ? AD_BANNER_PHONE_HEIGHT_PX : AD_BANNER_HEIGHT_PX;
}

/** Height of the bottom banner (docs/product/shell.md#screens, docs/product/shell.md#constants: 150 px). */
export const AD_BANNER_HEIGHT_PX = 150;
/** The banner collapsed on a phone: one row, the height of the bottom bar. */
export const AD_BANNER_PHONE_HEIGHT_PX = 56;

/**
 * Whether the ad-blocker check runs: only when the global flag is on, and only for users who are shown ads
 * (someone without ads has nothing to block).
 */
export function shouldCheckAdBlocker(flags: TFeatureFlags, getsAds: boolean): boolean {
  return flags.global.ad_blocker_detection && getsAds;
}

/**
 * The verdict of the two checks: a bait element hidden by the page's styles, or a bait request that never
 * reached the network while the browser is online (offline, every request fails; that is no ad blocker).
 */
export function isAdBlocked(checks: {
  readonly isBaitHidden: boolean;
  readonly isBaitRequestBlocked: boolean;
  readonly isOnline: boolean;
}): boolean {
  return checks.isBaitHidden || (checks.isBaitRequestBlocked && checks.isOnline);
}

/**
 * Insufficient credits (docs/product/shell.md#states): only when credits are required and free access is off. A user has
 * credits when anything gives them more than the free profile (a valid plan, premium, a consultancy, a
 * company link, the university area, administration).
 */
export function lacksCredits(flags: TFeatureFlags, profiles: ReadonlySet<Profile>): boolean {
  if (!flags.global.credits_required || flags.global.free_access) return false;
  return [...profiles].every((profile) => profile === 'free');
}
