/**
 * The ad rules of spec 01 §4 Ads as pure decisions: the 30 % draw, and the two feature-flagged behaviours
 * (ad-blocker detection; insufficient credits). Choices: docs/decisions/web-ads.md.
 */
import type { Profile, TFeatureFlags } from '@cocho/contracts';

/** Chance that an ad is fetched and shown (spec 01 §4, §9: 30 %), once per signed-in page load. */
export const AD_PROBABILITY = 0.3;

/** Whether this page load shows an ad, from a uniform draw in [0, 1). */
export function shouldDrawAd(draw: number): boolean {
  return draw < AD_PROBABILITY;
}

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
 * Insufficient credits (spec 01 §4): only when credits are required and free access is off. A user has
 * credits when anything gives them more than the free profile (a valid plan, premium, a consultancy, a
 * company link, the university area, administration).
 */
export function lacksCredits(flags: TFeatureFlags, profiles: ReadonlySet<Profile>): boolean {
  if (!flags.global.credits_required || flags.global.free_access) return false;
  return [...profiles].every((profile) => profile === 'free');
}
