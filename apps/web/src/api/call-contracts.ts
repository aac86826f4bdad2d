/**
 * What `call` needs from the contracts (every call's schemas, and the error class), in a chunk of its own:
 * client.ts loads it on the first call, so a visitor's first screen paints without zod and the contracts
 * (docs/decisions/first-screen-budget.md). The stored user's check (session/session-storage.ts) comes
 * from here too, loaded at start only when a token is stored, and so do the feed cache's checks
 * (catalogue/feed-cache.ts).
 */
export { AppError, CALLS, ZFeed, ZFeedType, ZUser } from '@cocho/contracts';
