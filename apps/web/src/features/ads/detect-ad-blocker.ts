/**
 * Ad-blocker detection (docs/product/shell.md#states), only run when the global flag ad_blocker_detection is on: a bait
 * element with the class names blockers' cosmetic filters hide, and a bait request to a path their network
 * filters block.
 */
import { isAdBlocked } from './ad-rules';

const BAIT_CLASSES = 'adsbox ad-banner ad-placeholder pub_300x250 textads banner-ads';
/** A path every common filter list blocks; unblocked, the server answers it (the app page). */
const BAIT_URL = '/ads/adsbygoogle.js?ad_type=banner';
const SETTLE_MS = 200;

function checkBaitElement(): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:10px;height:10px;';
  document.body.appendChild(bait);
  return new Promise((resolve) => {
    setTimeout(() => {
      const style = getComputedStyle(bait);
      const isHidden =
        !bait.isConnected ||
        bait.offsetHeight === 0 ||
        style.display === 'none' ||
        style.visibility === 'hidden';
      bait.remove();
      resolve(isHidden);
    }, SETTLE_MS);
  });
}

async function checkBaitRequest(): Promise<boolean> {
  try {
    await fetch(BAIT_URL, { method: 'HEAD', cache: 'no-store' });
    return false;
  } catch {
    return true;
  }
}

export async function detectAdBlocker(): Promise<boolean> {
  const [isBaitHidden, isBaitRequestBlocked] = await Promise.all([checkBaitElement(), checkBaitRequest()]);
  return isAdBlocked({ isBaitHidden, isBaitRequestBlocked, isOnline: navigator.onLine });
}
