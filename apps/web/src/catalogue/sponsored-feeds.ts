/**
 * Sponsored feeds in the catalogue list (docs/product/shell.md#roles: non-premium users only, every third position). The
 * server sends the shared catalogue (alimentos/getCatalogo) and each user's sponsored feeds
 * (getListaAlimentos `patrocinados`) apart; this places them as the server's full answer does
 * (apps/server/src/feeds/feed-visibility.ts interleaveSponsored): at indexes 2, 5, 8 …, the rest at the end.
 */
export function placeSponsoredFeeds<T>(catalogue: readonly T[], sponsored: readonly T[]): T[] {
  const out: T[] = [];
  let catalogueIndex = 0;
  let sponsoredIndex = 0;
  while (catalogueIndex < catalogue.length || sponsoredIndex < sponsored.length) {
    const isSponsoredSlot = out.length % 3 === 2;
    if ((isSponsoredSlot || catalogueIndex >= catalogue.length) && sponsoredIndex < sponsored.length) {
      out.push(sponsored[sponsoredIndex] as T);
      sponsoredIndex += 1;
    } else {
      out.push(catalogue[catalogueIndex] as T);
      catalogueIndex += 1;
    }
  }
  return out;
}
