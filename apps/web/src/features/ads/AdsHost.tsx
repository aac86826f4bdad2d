import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { TAd } from '@cocho/contracts';
import { call } from '../../api/client';
import { BOTTOM_BAR_HEIGHT_PX } from '../../layout/BottomBar';
import { useSession } from '../../session/SessionProvider';
import { useAccess } from '../../session/use-access';
import { BOTTOM_BAR_BREAKPOINT_PX } from '../../theme/theme';
import { AdBanner, AD_BANNER_HEIGHT_PX } from './AdBanner';
import { AdDialog } from './AdDialog';
import { lacksCredits, shouldCheckAdBlocker, shouldDrawAd } from './ad-rules';
import { detectAdBlocker } from './detect-ad-blocker';
import { openAdLink } from './open-ad-link';

/** Users whose ad draw, banner and ad-blocker check already ran on this page load. */
const handledUsers = { draw: new Set<number>(), banner: new Set<number>(), blocker: new Set<number>() };

/** Forgets this page load's draws (tests render several "page loads" in one module instance). */
export function forgetAdDraws(): void {
  for (const users of Object.values(handledUsers)) users.clear();
}

type AdsHostProps = {
  /** A uniform draw in [0, 1) (tests fix it). */
  readonly draw?: () => number;
  readonly detectBlocker?: () => Promise<boolean>;
  /** An automated browser (WebDriver) is shown no ads (docs/decisions/web-ads.md). */
  readonly isAutomated?: boolean;
};

/**
 * The signed-in shell's ads (spec 01 §4 Ads): for users who get ads, once per page load a 30 % draw shows
 * an ad from anuncios/get in the dialog, and the premium banner sits at the bottom until closed; with their
 * flags on, an ad blocker or missing credits end the session with an alert.
 */
export function AdsHost({
  draw = Math.random,
  detectBlocker = detectAdBlocker,
  isAutomated = typeof navigator !== 'undefined' && navigator.webdriver,
}: AdsHostProps) {
  const { t } = useTranslation('ads');
  const { user, flags, logout, isMobileMode } = useSession();
  const { getsAds, profiles } = useAccess();
  const hasBottomBar = useMediaQuery(`(max-width:${BOTTOM_BAR_BREAKPOINT_PX - 0.02}px)`) && !isMobileMode;
  const [ad, setAd] = useState<TAd | null>(null);
  const [bannerSkip, setBannerSkip] = useState<number | null>(null);
  const userId = user?.id ?? null;
  const showsAds = getsAds && !isAutomated;
  const isOutOfCredits = lacksCredits(flags, profiles);
  const checksBlocker = shouldCheckAdBlocker(flags, showsAds);

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
    if (userId === null || !showsAds || handledUsers.draw.has(userId)) return;
    handledUsers.draw.add(userId);
    if (!shouldDrawAd(draw())) return;
    call('getAd', {})
      .then((answer) => setAd(answer.data))
      .catch(() => undefined);
  }, [userId, showsAds, draw]);

  useEffect(() => {
    if (userId === null || !showsAds || handledUsers.banner.has(userId)) return;
    handledUsers.banner.add(userId);
    call('getPremiumAd', {})
      .then((answer) => setBannerSkip(answer.data ? answer.data.tempo_pular : null))
      .catch(() => undefined);
  }, [userId, showsAds]);

  if (userId === null) return null;
  const showsBanner = showsAds && bannerSkip !== null;
  return (
    <>
      {ad && (
        <AdDialog
          ad={ad}
          onClose={() => setAd(null)}
          onOpenLink={() =>
            void openAdLink(ad.link, {
              register: () => call('registerAdClick', { id: ad.id }),
              openTab: () => window.open('', '_blank'),
              assign: (url) => window.location.assign(url),
            })
          }
        />
      )}
      {showsBanner && (
        <>
          {/* Room under the page so its end can scroll above the fixed banner. */}
          <Box sx={{ height: AD_BANNER_HEIGHT_PX }} aria-hidden />
          <AdBanner
            skipSeconds={bannerSkip}
            bottomOffsetPx={hasBottomBar ? BOTTOM_BAR_HEIGHT_PX : 0}
            onClose={() => setBannerSkip(null)}
          />
        </>
      )}
    </>
  );
}
