/**
 * What a feed must have for the diet wizard: dry matter, crude protein, TDN, NDF, Ca and P.
 * A 0 is a value (urea and mineral sources have TDN 0); only a missing key counts.
 */
import type { NutrientKey } from '@cocho/engine';

export const REQUIRED_FEED_KEYS: readonly NutrientKey[] = ['MS', 'PB', 'NDT', 'FDN', 'Ca', 'P'];

/** The required keys a composition lacks, in the order of REQUIRED_FEED_KEYS. */
export function findMissingFeedKeys(
  nutrients: Readonly<Partial<Record<NutrientKey, number>>>,
): NutrientKey[] {
  return REQUIRED_FEED_KEYS.filter((key) => {
    const value = nutrients[key];
    return typeof value !== 'number' || !Number.isFinite(value);
  });
}
