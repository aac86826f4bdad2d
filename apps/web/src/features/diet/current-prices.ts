/**
 * Re-optimising a saved diet (docs/product/shell.md#states "re-optimised", docs/product/shell.md#roles premium): its feeds take the current catalogue
 * prices before it is solved again (docs/decisions/diet-lifecycle.md).
 */
import type { TFeed } from '@cocho/contracts';
import type { SelectedFeed } from './diet-state';

/**
 * The selected feeds with the catalogue's current price where the catalogue has the feed with a price in the
 * same unit as the selection (a price per another unit would need the user's conversion, so it is kept).
 * Feeds not in the catalogue (deleted, or the cow milk) keep their saved price.
 */
export function withCurrentPrices(
  feeds: readonly SelectedFeed[],
  catalogue: readonly TFeed[],
): SelectedFeed[] {
  const byId = new Map(catalogue.map((feed) => [feed.id, feed]));
  return feeds.map((selected) => {
    const current = byId.get(selected.feed.id);
    // A price typed in a purchase unit is the user's own (the catalogue prices per kg, g or mg only).
    if (!current || current.custo === null || current.unidade !== selected.unidade || selected.precoCompra)
      return selected;
    return current.custo === selected.custo ? selected : { ...selected, custo: current.custo };
  });
}
