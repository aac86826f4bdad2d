import { useEffect, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAd } from '@cocho/contracts';
import { call } from '../../api/client';
import { findRoute } from '../../app/route-table';
import { setAdBannerHeight, useShellInsets } from '../../layout/use-shell-insets';
import { useSession } from '../../session/SessionProvider';
import { useAccess } from '../../session/use-access';
import { offersTrial } from '../../session/trial-offer';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { BOTTOM_BAR_BREAKPOINT_PX } from '../../theme/theme';
import { AdBanner } from './AdBanner';
import { AdDialog } from './AdDialog';
import {
  adBannerHeightPx,
  adLinkTarget,
  lacksCredits,
  mayShowBlockingAd,
  shouldCheckAdBlocker,
  shouldDrawAd,
} from './ad-rules';
import { detectAdBlocker } from './detect-ad-blocker';
import { openAdLink } from './open-ad-link';

/** Users whose ad draw, banner and ad-blocker check already ran on this page load. */
const handledUsers = { draw: new Set<number>(), banner: new Set<number>(), blocker: new Set<number>() };
/** Users whose draw chose an ad that waits for a screen without a calculation. */
const drawnUsers = new Set<number>();

/** Forgets this page load's draws (tests render several "page loads" in one module instance). */
export function forgetAdDraws(): void {
  for (const users of Object.values(handledUsers)) users.clear();
  drawnUsers.clear();
}

const hasShownAdThisSession = (userId: number) =>
  localStorage.getItem(STORAGE_KEYS.adShown) === String(userId);

type AdsHostProps = {
  /** A uniform draw in [0, 1) (tests fix it). */
  readonly draw?: () => number;
  readonly detectBlocker?: () => Promise<boolean>;
  /** An automated browser (WebDriver) is shown no ads (docs/decisions/web-ads.md). */
  readonly isAutomated?: boolean;
};

/**
 * The signed-in shell's ads (docs/product/shell.md#ads-state): for users who get ads, once per page load a 30 % draw may show
 * an ad from anuncios/get in the dialog (at most one per sign-in session, never over a calculation screen,
 * never while a sign-in security prompt is open),
 * and the premium banner sits at the bottom until closed (one row on a phone); with their flags on, an ad
 * blocker or missing credits end the session with an alert (docs/decisions/web-ads.md).
 */
export function AdsHost({
  draw = Math.random,
  detectBlocker = detectAdBlocker,
  isAutomated = typeof navigator !== 'undefined' && navigator.webdriver,
}: AdsHostProps) {
  const { t } = useTranslation('ads');
  const { user, flags, logout, isMobileMode, isSecurityPromptOpen } = useSession();
  const { getsAds, profiles } = useAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const insets = useShellInsets(isMobileMode);
  const isPhone = useMediaQuery(`(max-width:${BOTTOM_BAR_BREAKPOINT_PX - 0.02}px)`);
  const [ad, setAd] = useState<TAd | null>(null);
  const [bannerSkip, setBannerSkip] = useState<number | null>(null);
  const userId = user?.id ?? null;
  const showsAds = getsAds && !isAutomated;
  const isOutOfCredits = lacksCredits(flags, profiles);
  const checksBlocker = shouldCheckAdBlocker(flags, showsAds);
  const screen = findRoute(pathname)?.screen ?? null;

  useEffect(() => {
    if (userId === null || !isOutOfCredits) return;
    void logout(t('noCredits'));
  }, [userId, isOutOfCredits, logout, t]);

  useEffect(() => {
    if (userId === null || !checksBlocker || handledUsers.blocker.has(userId)) return;
    handledUsers.blocker.add(userId);
    void detectBlocker().then((isBlocked) => {
      if (isBlocked) void logout(t('adBlocker'));
    });
  }, [userId, checksBlocker, detectBlocker, logout, t]);

  useEffect(() => {
    if (userId === null || !showsAds) return;
    if (!handledUsers.draw.has(userId)) {
      handledUsers.draw.add(userId);
      if (shouldDrawAd(draw())) drawnUsers.add(userId);
    }
    const isDrawn = drawnUsers.has(userId);
    // A sign-in security prompt (another session open, a temporary password) is answered first: a drawn
    // ad waits until it is closed, so the prompt is never under a dialog the user cannot close yet.
    if (isSecurityPromptOpen) return;
    if (!mayShowBlockingAd({ isDrawn, hasShownThisSession: hasShownAdThisSession(userId), screen })) return;
    drawnUsers.delete(userId);
    call('getAd', {})
      .then((answer) => {
        if (!answer.data || hasShownAdThisSession(userId)) return;
        localStorage.setItem(STORAGE_KEYS.adShown, String(userId));
        setAd(answer.data);
      })
      .catch(() => undefined);
  }, [userId, showsAds, draw, screen, isSecurityPromptOpen]);

  useEffect(() => {
    if (userId === null || !showsAds || handledUsers.banner.has(userId)) return;
    handledUsers.banner.add(userId);
    call('getPremiumAd', {})
      .then((answer) => setBannerSkip(answer.data ? answer.data.tempo_pular : null))
      .catch(() => undefined);
  }, [userId, showsAds]);

  const showsBanner = userId !== null && showsAds && bannerSkip !== null;
  const bannerHeightPx = adBannerHeightPx(isPhone);
  useEffect(() => {
    setAdBannerHeight(showsBanner ? bannerHeightPx : 0);
    return () => setAdBannerHeight(0);
  }, [showsBanner, bannerHeightPx]);

  if (userId === null) return null;

  const onOpenLink = (opened: TAd) => {
    const target = adLinkTarget(opened.link);
    if (target.kind === 'inApp') {
      // The app's own page opens here, in this page load: no new tab, so no second draw.
      setAd(null);
      call('registerAdClick', { id: opened.id }).catch(() => undefined);
      void navigate(target.path);
      return;
    }
    void openAdLink(opened.link, {
      register: () => call('registerAdClick', { id: opened.id }),
      openTab: () => window.open('', '_blank'),
      assign: (url) => window.location.assign(url),
    });
  };

  return (
    <>
      {/* An ad fetched before a security prompt opened waits under no prompt: it shows once that is answered. */}
      {ad && !isSecurityPromptOpen && (
        <AdDialog ad={ad} onClose={() => setAd(null)} onOpenLink={() => onOpenLink(ad)} />
      )}
      {showsBanner && (
        <AdBanner
          skipSeconds={bannerSkip}
          isCollapsed={isPhone}
          heightPx={bannerHeightPx}
          leftOffsetPx={insets.leftPx}
          bottomOffsetPx={insets.bottomBarPx}
          hasTrial={offersTrial(user, profiles)}
          onClose={() => setBannerSkip(null)}
        />
      )}
    </>
  );
}
