/**
 * Data quality of a feed (docs/decisions/brazilian-feed-library.md): how many of its values its source measured
 * and how many are estimated or calculated (computed from the composition, taken from the same feed's row in
 * another table or the mean of similar cited feeds, assumed for a pure mineral source, or calculated from a mix's recipe).
 */
import type { TFeed } from '@cocho/contracts';
import type { NutrientKey } from '@cocho/engine';

/** Flags that mark a value as not measured by the feed's own source. */
const ESTIMATE_FLAGS = new Set([
  'ESTIMATED_FROM_SAME_FEED',
  'ESTIMATED_FROM_CLASS_MEAN',
  'ASSUMED_VALUE',
  'NON_ENERGY_SOURCE',
]);

export type FeedDataQuality = {
  readonly measured: number;
  readonly estimated: number;
  /** The estimated or calculated keys, in the composition's order. */
  readonly estimatedKeys: readonly NutrientKey[];
};

/** Measured vs estimated values of a feed's composition; null when the feed does not say (user feeds). */
export function feedDataQuality(
  feed: Pick<TFeed, 'nutrientes' | 'nutrientes_originais' | 'nutrientes_calculados' | 'alertas'>,
): FeedDataQuality | null {
  if (feed.nutrientes_originais === null) return null;
  const keys = (Object.keys(feed.nutrientes) as NutrientKey[]).filter((key) =>
    Number.isFinite(feed.nutrientes[key]),
  );
  const isMixture = feed.alertas.some((flag) => flag.code === 'MIXTURE_OF_INGREDIENTS');
  const flagged = new Set(
    feed.alertas.filter((flag) => ESTIMATE_FLAGS.has(flag.code) && flag.key !== null).map((flag) => flag.key),
  );
  const original = feed.nutrientes_originais;
  const estimatedKeys = keys.filter(
    (key) =>
      isMixture ||
      feed.nutrientes_calculados.includes(key) ||
      flagged.has(key) ||
      original[key] === undefined,
  );
  return { measured: keys.length - estimatedKeys.length, estimated: estimatedKeys.length, estimatedKeys };
}
