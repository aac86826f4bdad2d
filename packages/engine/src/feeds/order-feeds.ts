/**
 * Selected-feed ordering (docs/product/calculation.md#states "Selected feeds are reordered by category order. For the dairy
 * animal type the cow milk feed is inserted first"; docs/product/calculation.md#constants "Feed category order: 6, 1, 7, 3, 2, 4, 8;
 * categories 9 and 5 are skipped").
 */
import { CATEGORY_DISPLAY_ORDER } from './nutrients';
import { COW_MILK_FEED, COW_MILK_FEED_ID } from './cow-milk';
import type { Feed } from './feed';

/** Categories the product skips when ordering (docs/product/calculation.md#constants). */
export const SKIPPED_CATEGORIES: readonly number[] = [9, 5];

function rank(tipo: number | null): number {
  const index = tipo === null ? -1 : CATEGORY_DISPLAY_ORDER.indexOf(tipo);
  return index >= 0 ? index : CATEGORY_DISPLAY_ORDER.length;
}

/**
 * Returns the feeds sorted by category order (6, 1, 7, 3, 2, 4, 8, then any other category in input
 * order); feeds of the skipped categories 9 and 5 are left out. When `withCowMilk` is true (animal types
 * that suckle: the product's dairy case) the built-in cow milk feed is placed first, once.
 * The sort is stable and the input array is not mutated.
 */
export function orderFeeds(feeds: readonly Feed[], withCowMilk = false): Feed[] {
  const kept = feeds
    .map((feed, index) => ({ feed, index }))
    .filter(({ feed }) => feed.category === null || !SKIPPED_CATEGORIES.includes(feed.category))
    .filter(({ feed }) => !withCowMilk || feed.id !== COW_MILK_FEED_ID)
    .sort((a, b) => rank(a.feed.category) - rank(b.feed.category) || a.index - b.index)
    .map(({ feed }) => feed);
  if (!withCowMilk) return kept;
  const userMilk = feeds.find((feed) => feed.id === COW_MILK_FEED_ID);
  return [userMilk ?? COW_MILK_FEED, ...kept];
}

/**
 * Whether the cow milk feed goes first for an animal type (docs/product/calculation.md#states "For the dairy animal type the cow
 * milk feed is inserted first"): the suckling calf (`bezerro`), the only type fed milk. See
 * docs/decisions/cow-milk-feed.md.
 */
export function isCowMilkAnimalType(tipo: string | null | undefined): boolean {
  return tipo === 'bezerro';
}
