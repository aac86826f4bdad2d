/**
 * Local storage keys (spec 01 §3 "Local storage keys"). Wire and persisted keys keep the spec's names.
 */
export const STORAGE_KEYS = {
  token: 'user-token',
  user: 'user',
  version: 'version',
  /** Interface language index: 0 pt, 1 en, 2 es. */
  language: 'idioma',
  cookiesAccepted: 'cookies-aceitos',
  desktop: 'desktop',
  clientToken: 'clientTokenFirebase',
  darkMode: 'dark-mode',
  deviceId: 'device-id',
  /** The page a signed-out visitor tried to open (spec 01 §2 access guard). */
  lastPage: 'lastPage',
  /** Embedded mobile mode (spec 01 §2 layout), kept for the browser tab. */
  mobileAccess: 'mobileaccess',
} as const;

/**
 * Keys that survive logout: language, desktop flag, cookie acceptance and client token (spec 01 §3), plus
 * two device preferences that hold no account data (docs/decisions/web-session-storage.md).
 */
export const SURVIVING_KEYS: readonly string[] = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.desktop,
  STORAGE_KEYS.cookiesAccepted,
  STORAGE_KEYS.clientToken,
  STORAGE_KEYS.darkMode,
  STORAGE_KEYS.deviceId,
];
