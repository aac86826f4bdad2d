/** Sharing constants without schemas (sharing.ts re-exports them; plain/index.ts says why). */

/** The screen waits this long after marking a shared record read before opening it (docs/product/shell.md#constants). */
export const SHARED_DIET_REDIRECT_MS = 300;
