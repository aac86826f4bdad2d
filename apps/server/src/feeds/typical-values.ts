/**
 * The catalogue's typical values for a feed category and the sent values outside them (administrators'
 * curation, docs/decisions/feed-curation.md). Pure.
 *
 * Spread: quartiles by linear interpolation between order statistics (Hyndman & Fan 1996, definition 7, the
 * default of R and of spreadsheets). Outside the typical range: below Q1 − 1.5·IQR or above Q3 + 1.5·IQR
 * (Tukey 1977, Exploratory Data Analysis, the box-plot fences), judged only when at least
 * MIN_FEEDS_FOR_OUTLIERS catalogue feeds give the nutrient.
 */
import type { TNutrients, TTypicalValue } from '@cocho/contracts';

type NutrientKey = keyof TNutrients & string;

/** Fewer feeds than this say too little about a category to call a value unusual. */
export const MIN_FEEDS_FOR_OUTLIERS = 4;

function quantile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] ?? 0;
  const high = sorted[above] ?? low;
  return low + (high - low) * (position - below);
}

/** Per nutrient, the spread of the values the feeds give (finite values only). */
export function typicalValues(
  feeds: readonly { readonly nutrientes: TNutrients }[],
): Partial<Record<NutrientKey, TTypicalValue>> {
  const byKey = new Map<NutrientKey, number[]>();
  for (const feed of feeds)
    for (const [key, value] of Object.entries(feed.nutrientes) as [NutrientKey, number | undefined][]) {
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const values = byKey.get(key) ?? [];
      values.push(value);
      byKey.set(key, values);
    }
  const result: Partial<Record<NutrientKey, TTypicalValue>> = {};
  for (const [key, values] of byKey) {
    const sorted = [...values].sort((a, b) => a - b);
    result[key] = {
      n: sorted.length,
      minimo: sorted[0] ?? 0,
      q1: quantile(sorted, 0.25),
      mediana: quantile(sorted, 0.5),
      q3: quantile(sorted, 0.75),
      maximo: sorted[sorted.length - 1] ?? 0,
    };
  }
  return result;
}

/** The keys whose value lies beyond the Tukey fences of the typical values (enough feeds only). */
export function outsideTypical(
  nutrients: TNutrients,
  typical: Partial<Record<NutrientKey, TTypicalValue>>,
): NutrientKey[] {
  return (Object.entries(nutrients) as [NutrientKey, number | undefined][]).flatMap(([key, value]) => {
    const spread = typical[key];
    if (typeof value !== 'number' || !spread || spread.n < MIN_FEEDS_FOR_OUTLIERS) return [];
    const iqr = spread.q3 - spread.q1;
    return value < spread.q1 - 1.5 * iqr || value > spread.q3 + 1.5 * iqr ? [key] : [];
  });
}
