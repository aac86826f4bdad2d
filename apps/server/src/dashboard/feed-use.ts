/** The statistics' feed counts (data/estatisticas; pure). */
import { ROUGHAGE_CATEGORIES } from '@cocho/engine';
import type { TFeedUse, TSavedFeed } from '@cocho/contracts';

/** Energy concentrates' feed category (docs/decisions/feed-categories.md). */
export const ENERGY_CONCENTRATE_CATEGORY = 3;
/** Protein concentrates' feed category (docs/decisions/feed-categories.md). */
export const PROTEIN_CONCENTRATE_CATEGORY = 2;
/** Feeds listed per group. */
export const FEED_USE_TOP = 10;

export type FeedUseGroups = {
  volumosos: TFeedUse[];
  energeticos: TFeedUse[];
  proteicos: TFeedUse[];
};

type Group = keyof FeedUseGroups;

/** The group of a selected feed: roughage (flag or category 0, 1, 6, 7), energy or protein concentrate. */
function groupOf(feed: TSavedFeed): Group | null {
  if (feed.volumoso || ROUGHAGE_CATEGORIES.includes(feed.tipo)) return 'volumosos';
  if (feed.tipo === ENERGY_CONCENTRATE_CATEGORY) return 'energeticos';
  if (feed.tipo === PROTEIN_CONCENTRATE_CATEGORY) return 'proteicos';
  return null;
}

/**
 * In how many diets each feed is selected (once per diet), per group, most used first (ties by name), the
 * `top` first of each. Names come from the first diet that has the feed (callers pass the newest first).
 */
export function countFeedUse(
  diets: readonly { readonly feeds: readonly TSavedFeed[] }[],
  top = FEED_USE_TOP,
): FeedUseGroups {
  const uses = new Map<string, { group: Group; use: TFeedUse }>();
  for (const diet of diets) {
    const seen = new Set<string>();
    for (const feed of diet.feeds) {
      if (seen.has(feed.id)) continue;
      seen.add(feed.id);
      const known = uses.get(feed.id);
      if (known) {
        known.use.dietas += 1;
        continue;
      }
      const group = groupOf(feed);
      if (group === null) continue;
      uses.set(feed.id, {
        group,
        use: {
          id: feed.id,
          tipo: feed.tipo,
          name: feed.name,
          name_en: feed.name_en,
          name_es: feed.name_es,
          dietas: 1,
        },
      });
    }
  }
  const listOf = (group: Group) =>
    [...uses.values()]
      .filter((entry) => entry.group === group)
      .map((entry) => entry.use)
      .sort((a, b) => b.dietas - a.dietas || a.name.localeCompare(b.name))
      .slice(0, top);
  return {
    volumosos: listOf('volumosos'),
    energeticos: listOf('energeticos'),
    proteicos: listOf('proteicos'),
  };
}
