/** A catalogue feed's price as the tool screens start it: per kg as fed, in the user's number format. */
import { pricePerKg } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { formatNumber } from '../format/format';

/** The price text a newly added feed starts with: its catalogue price per kg as fed, if any. */
export function initialPriceText(feed: TFeed, language: Language): string {
  return feed.custo === null ? '' : formatNumber(pricePerKg(feed.custo, feed.unidade), language, 2);
}
