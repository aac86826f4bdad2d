/**
 * anuncios/premium: what the premium ad's iframe shows (docs/product/calls.md#shell-calls): the plans page in embedded mode
 * (/seja-premium?embed=1), an app page rather than server-made HTML, so it is translated and styled like the
 * rest (docs/decisions/ads.md). Only for users who get ads; null otherwise.
 */
import { DEFAULT_AD_SKIP_SECONDS, getsAds } from '@cocho/contracts';
import type { TPremiumAd } from '@cocho/contracts';
import type { SignedInUser } from '../../access/signed-in-user';

export const PREMIUM_AD_SRC = '/seja-premium?embed=1';

export function getPremiumAd(user: SignedInUser): TPremiumAd | null {
  const { view, flags, today } = user.access;
  return getsAds(view, flags, today) ? { src: PREMIUM_AD_SRC, tempo_pular: DEFAULT_AD_SKIP_SECONDS } : null;
}
