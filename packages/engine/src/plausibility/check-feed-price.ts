/**
 * Plausibility of a feed price: a warning, never a refusal, when a price per kg as fed is
 * 20 times above or below the typical price of the feed's class in the diet's currency. The catalogue holds
 * no prices, so the typical prices are cited per class in reais and carried to the other currencies by a
 * reference exchange rate (docs/decisions/price-plausibility.md).
 */
import type { FeedNutrients } from '../feeds/feed';
import { classifyFeed } from '../feeds/feed-class';
import type { Currency } from '../locale/currency';

/** Price classes: roughage, grain and meal concentrates, mineral and NPN sources, trace sources, fats. */
export const FEED_PRICE_CLASSES = ['roughage', 'concentrate', 'mineral', 'traceMineral', 'fat'] as const;
export type FeedPriceClass = (typeof FEED_PRICE_CLASSES)[number];

/**
 * Typical price per kg as fed, BRL (Brazil, 2024–2025, order of magnitude; the warning needs it right within
 * a factor of a few only). Sources in docs/decisions/price-plausibility.md:
 * - roughage 0.30: corn silage R$ 200–350 per tonne as fed; hay R$ 0.6–1.2 per kg.
 * - concentrate 1.50: corn R$ 60–80 per 60 kg sack (CEPEA/ESALQ corn indicator), soybean meal R$ 1.8–2.6.
 * - mineral 3.00: feedlot mineral mixes and núcleos R$ 3–6 per kg; urea R$ 3–4; salt R$ 1–2; limestone 0.4.
 * - traceMineral 30: zinc and copper sulfates R$ 10–30 per kg; cobalt and selenium salts more.
 * - fat 6.00: soybean oil and protected fats R$ 5–9 per kg.
 */
export const TYPICAL_PRICE_BRL_PER_KG_AS_FED: Readonly<Record<FeedPriceClass, number>> = {
  roughage: 0.3,
  concentrate: 1.5,
  mineral: 3,
  traceMineral: 30,
  fat: 6,
};

/**
 * Units of each currency per real, reference rates of 2025 (central banks: BCB PTAX for BRL/USD ≈ 5.5, BCP
 * ≈ 7 700 PYG/USD, BCRA ≈ 1 200 ARS/USD, BCU ≈ 40 UYU/USD, BCB Bolivia official 6.96 BOB/USD). A factor of 20
 * on each side absorbs years of drift, even the peso's; an update only moves the thresholds.
 */
export const CURRENCY_UNITS_PER_BRL: Readonly<Record<Currency, number>> = {
  BRL: 1,
  USD: 0.18,
  PYG: 1400,
  ARS: 220,
  UYU: 7.3,
  BOB: 1.26,
};

/** A price this many times above or below the typical one warns ("20× above or below"). */
export const PRICE_PLAUSIBILITY_FACTOR = 20;

/** A price warning: code, the feed, its price and the typical price (per kg as fed, diet's currency). */
export type FeedPriceWarning = {
  readonly code: 'FEED_PRICE_FAR_ABOVE_TYPICAL' | 'FEED_PRICE_FAR_BELOW_TYPICAL';
  readonly feedId: string;
  readonly priceClass: FeedPriceClass;
  readonly pricePerKgAsFed: number;
  readonly typicalPerKgAsFed: number;
};

/** The price class of a feed from its composition (mineral, trace, fat classes) and roughage flag. */
export function findFeedPriceClass(nutrients: FeedNutrients, isRoughage: boolean): FeedPriceClass {
  const feedClass = classifyFeed(nutrients);
  if (feedClass === 'fat') return 'fat';
  if (feedClass === 'traceMineralSource') return 'traceMineral';
  if (feedClass !== null) return 'mineral';
  return isRoughage ? 'roughage' : 'concentrate';
}

/** The typical price per kg as fed of a price class in a currency. */
export function findTypicalPrice(priceClass: FeedPriceClass, currency: Currency): number {
  return TYPICAL_PRICE_BRL_PER_KG_AS_FED[priceClass] * CURRENCY_UNITS_PER_BRL[currency];
}

/**
 * Checks one feed's price per kg as fed; null when plausible or when there is no price (null or 0: no cost,
 * docs/product/calculation.md#validation).
 */
export function checkFeedPrice(
  feed: {
    readonly id: string;
    readonly nutrients: FeedNutrients;
    readonly roughage: boolean;
    readonly costPerKg: number | null;
  },
  currency: Currency,
): FeedPriceWarning | null {
  const price = feed.costPerKg;
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  const priceClass = findFeedPriceClass(feed.nutrients, feed.roughage);
  const typical = findTypicalPrice(priceClass, currency);
  const base = { feedId: feed.id, priceClass, pricePerKgAsFed: price, typicalPerKgAsFed: typical };
  if (price > typical * PRICE_PLAUSIBILITY_FACTOR) return { code: 'FEED_PRICE_FAR_ABOVE_TYPICAL', ...base };
  if (price < typical / PRICE_PLAUSIBILITY_FACTOR) return { code: 'FEED_PRICE_FAR_BELOW_TYPICAL', ...base };
  return null;
}
