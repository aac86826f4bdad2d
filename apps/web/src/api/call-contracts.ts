/**
 * What `call` needs from the contracts (every call's schemas, and the error class), in a chunk of its own:
 * client.ts loads it on the first call, so a visitor's first screen paints without zod and the contracts
 * (docs/decisions/first-screen-budget.md). The feed cache's checks (catalogue/feed-cache.ts) come from
 * here too.
 */
export { AppError, CALLS, ZFeed, ZFeedType } from '@cocho/contracts';
