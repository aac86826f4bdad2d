import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { Profile, TFeatureFlags } from '@cocho/contracts';
import {
  AD_BANNER_HEIGHT_PX,
  AD_PROBABILITY,
  adBannerHeightPx,
  adLinkTarget,
  isAdBlocked,
  lacksCredits,
  mayShowBlockingAd,
  shouldCheckAdBlocker,
  shouldCloseAd,
  shouldDrawAd,
} from './ad-rules';

const withGlobal = (global: Partial<TFeatureFlags['global']>): TFeatureFlags => ({
  ...DEFAULT_FEATURE_FLAGS,
  global: { ...DEFAULT_FEATURE_FLAGS.global, ...global },
});
const profiles = (...names: Profile[]): ReadonlySet<Profile> => new Set<Profile>(['free', ...names]);

describe('ad rules', () => {
  it('draws an ad for 30 % of the unit interval', () => {
    expect(AD_PROBABILITY).toBe(0.3);
    expect(shouldDrawAd(0)).toBe(true);
    expect(shouldDrawAd(0.2999)).toBe(true);
    expect(shouldDrawAd(0.3)).toBe(false);
    expect(shouldDrawAd(0.99)).toBe(false);
  });

  it('checks for an ad blocker only with the flag on and for users who get ads', () => {
    expect(shouldCheckAdBlocker(DEFAULT_FEATURE_FLAGS, true)).toBe(false);
    expect(shouldCheckAdBlocker(withGlobal({ ad_blocker_detection: true }), true)).toBe(true);
    expect(shouldCheckAdBlocker(withGlobal({ ad_blocker_detection: true }), false)).toBe(false);
  });

  it('blames an ad blocker for a hidden bait, or a failed bait request while online', () => {
    expect(isAdBlocked({ isBaitHidden: true, isBaitRequestBlocked: false, isOnline: true })).toBe(true);
    expect(isAdBlocked({ isBaitHidden: false, isBaitRequestBlocked: true, isOnline: true })).toBe(true);
    expect(isAdBlocked({ isBaitHidden: false, isBaitRequestBlocked: true, isOnline: false })).toBe(false);
    expect(isAdBlocked({ isBaitHidden: false, isBaitRequestBlocked: false, isOnline: true })).toBe(false);
  });

  it('finds credits missing only when required, free access is off and the user is only free', () => {
    const required = withGlobal({ credits_required: true, free_access: false });
    expect(lacksCredits(DEFAULT_FEATURE_FLAGS, profiles())).toBe(false);
    expect(lacksCredits(withGlobal({ credits_required: true }), profiles())).toBe(false);
    expect(lacksCredits(required, profiles())).toBe(true);
    expect(lacksCredits(required, profiles('premium'))).toBe(false);
    expect(lacksCredits(required, profiles('pecuarista'))).toBe(false);
    expect(lacksCredits(required, profiles('administrator'))).toBe(false);
  });

  it('shows at most one blocking ad per session, and only when drawn', () => {
    expect(mayShowBlockingAd({ isDrawn: true, hasShownThisSession: false, screen: 'dashboard' })).toBe(true);
    expect(mayShowBlockingAd({ isDrawn: true, hasShownThisSession: true, screen: 'dashboard' })).toBe(false);
    expect(mayShowBlockingAd({ isDrawn: false, hasShownThisSession: false, screen: 'dashboard' })).toBe(
      false,
    );
  });

  it('never opens a blocking ad over a calculation', () => {
    for (const screen of ['dietWizard', 'prediction', 'requirements', 'supplement', 'mixture'] as const)
      expect(mayShowBlockingAd({ isDrawn: true, hasShownThisSession: false, screen })).toBe(false);
    expect(mayShowBlockingAd({ isDrawn: true, hasShownThisSession: false, screen: 'premium' })).toBe(true);
    expect(mayShowBlockingAd({ isDrawn: true, hasShownThisSession: false, screen: null })).toBe(true);
  });

  it('lets Escape close the ad only after the countdown, and never the backdrop', () => {
    expect(shouldCloseAd('escapeKeyDown', 3)).toBe(false);
    expect(shouldCloseAd('escapeKeyDown', 0)).toBe(true);
    expect(shouldCloseAd('backdropClick', 0)).toBe(false);
  });

  it("opens the app's own pages in this window and other sites in a new tab", () => {
    expect(adLinkTarget('/ativacao-teste')).toEqual({ kind: 'inApp', path: '/ativacao-teste' });
    expect(adLinkTarget('https://example.com/oferta')).toEqual({ kind: 'external' });
    expect(adLinkTarget('//example.com/oferta')).toEqual({ kind: 'external' });
  });

  it('collapses the banner to one row on a phone', () => {
    expect(adBannerHeightPx(false)).toBe(AD_BANNER_HEIGHT_PX);
    expect(adBannerHeightPx(true)).toBeLessThan(AD_BANNER_HEIGHT_PX / 2);
  });
});
