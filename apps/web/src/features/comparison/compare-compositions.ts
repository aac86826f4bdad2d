/**
 * Composition comparator (docs/product/shell.md#screens "composition comparator"): feeds' compositions side by
 * side, one row per nutrient any of them has, with the highest and lowest value of each row marked.
 */
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { Language, NutrientKey } from '@cocho/engine';
import type { NamedFeed } from '../../diet-view/diet-view';
import { feedNameIn } from '../../format/feed-name';

/** How many feeds fit side by side. */
export const MAX_COMPARED_FEEDS = 6;

export type CompositionRow = {
  readonly key: NutrientKey;
  readonly values: readonly (number | null)[];
  /** Column of the highest and of the lowest value (null when fewer than two values differ). */
  readonly highest: number | null;
  readonly lowest: number | null;
};

export type CompositionComparison = {
  readonly feeds: readonly { readonly id: string; readonly name: string }[];
  readonly rows: readonly CompositionRow[];
};

export function compareCompositions(feeds: readonly NamedFeed[], language: Language): CompositionComparison {
  const shown = feeds.slice(0, MAX_COMPARED_FEEDS);
  const rows: CompositionRow[] = [];
  for (const key of NUTRIENT_KEYS) {
    const values = shown.map((feed) => {
      const value = feed.nutrientes?.[key];
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    });
    const present = values.filter((value): value is number => value !== null);
    if (present.length === 0) continue;
    const max = Math.max(...present);
    const min = Math.min(...present);
    const differs = present.length > 1 && max !== min;
    rows.push({
      key,
      values,
      highest: differs ? values.indexOf(max) : null,
      lowest: differs ? values.indexOf(min) : null,
    });
  }
  return { feeds: shown.map((feed) => ({ id: feed.id, name: feedNameIn(feed, language) })), rows };
}
