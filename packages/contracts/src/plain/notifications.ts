/** Notification panel constants without schemas (notifications.ts re-exports them; plain/index.ts says why). */

/** The panel polls every 300000 ms (docs/product/shell.md#constants). */
export const NOTIFICATION_POLL_MS = 300_000;
/** Polling stops after more than this many consecutive failures (docs/product/shell.md#constants). */
export const NOTIFICATION_POLL_MAX_FAILURES = 3;
/** The badge shows "+99" above this count (docs/product/shell.md#constants). */
export const NOTIFICATION_BADGE_MAX = 99;
