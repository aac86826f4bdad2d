/**
 * Embedded mobile mode (docs/product/shell.md#layout): the page is opened with query mobileaccess=1 plus token. The
 * flag is kept for the browser tab so that later navigations stay in mobile mode.
 */
import { STORAGE_KEYS } from '../storage/storage-keys';

/** Minimum token length for the mobile auto-login (docs/product/shell.md#constants). */
export const MOBILE_TOKEN_MIN_LENGTH = 10;

export type MobileAccess = { isMobileMode: boolean; token: string | null };

export function parseMobileAccess(search: string, storedFlag: string | null): MobileAccess {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const fromQuery = query.get('mobileaccess') === '1' && token !== null;
  return { isMobileMode: fromQuery || storedFlag === '1', token: fromQuery ? token : null };
}

export function readMobileAccess(): MobileAccess {
  const access = parseMobileAccess(window.location.search, sessionStorage.getItem(STORAGE_KEYS.mobileAccess));
  if (access.isMobileMode) sessionStorage.setItem(STORAGE_KEYS.mobileAccess, '1');
  return access;
}

/** The token login runs in mobile mode, signed out, with a token of at least 10 characters (docs/product/shell.md#states). */
export function wantsMobileLogin(access: MobileAccess, isLoggedIn: boolean): boolean {
  return access.isMobileMode && !isLoggedIn && (access.token?.length ?? 0) >= MOBILE_TOKEN_MIN_LENGTH;
}
