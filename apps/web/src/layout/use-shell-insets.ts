/**
 * Where the shell's fixed parts sit, so that none covers another: the permanent drawer on the
 * left (the dashboard of a wide screen), the bottom bar below 650 px, and the ad banner above it. The ads
 * host tells its banner's height here; the layout leaves room for it and the cookie notice sits above it.
 */
import { useSyncExternalStore } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation } from 'react-router';
import {
  BOTTOM_BAR_BREAKPOINT_PX,
  BOTTOM_BAR_HEIGHT_PX,
  DRAWER_BREAKPOINT_PX,
  DRAWER_WIDTH_PX,
} from '../theme/theme';

export type ShellInsets = {
  readonly isWide: boolean;
  readonly isDrawerPermanent: boolean;
  /** Width taken on the left by the permanent drawer. */
  readonly leftPx: number;
  readonly hasBottomBar: boolean;
  /** Height of the bottom bar where it shows. */
  readonly bottomBarPx: number;
  /** Height of the ad banner while it shows (0 otherwise). */
  readonly adBannerPx: number;
};

/** The drawer is permanent on the dashboard of a wide screen, outside the embedded mobile mode (docs/product/shell.md#screens). */
export function isDrawerPermanent(state: {
  readonly isWide: boolean;
  readonly pathname: string;
  readonly isMobileMode: boolean;
}): boolean {
  return state.isWide && state.pathname === '/dashboard' && !state.isMobileMode;
}

let adBannerPx = 0;
const listeners = new Set<() => void>();

/** The ad banner's height while it shows; 0 when it is gone. */
export function setAdBannerHeight(px: number): void {
  if (px === adBannerPx) return;
  adBannerPx = px;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const readAdBanner = () => adBannerPx;

export function useShellInsets(isMobileMode: boolean): ShellInsets {
  const { pathname } = useLocation();
  const isWide = useMediaQuery(`(min-width:${DRAWER_BREAKPOINT_PX}px)`);
  const hasBottomBar = useMediaQuery(`(max-width:${BOTTOM_BAR_BREAKPOINT_PX - 0.02}px)`) && !isMobileMode;
  const banner = useSyncExternalStore(subscribe, readAdBanner, readAdBanner);
  const isPermanent = isDrawerPermanent({ isWide, pathname, isMobileMode });
  return {
    isWide,
    isDrawerPermanent: isPermanent,
    leftPx: isPermanent ? DRAWER_WIDTH_PX : 0,
    hasBottomBar,
    bottomBarPx: hasBottomBar ? BOTTOM_BAR_HEIGHT_PX : 0,
    adBannerPx: banner,
  };
}
