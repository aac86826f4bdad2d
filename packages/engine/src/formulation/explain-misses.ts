/**
 * What would fix each requirement a diet misses: for a minimum, the user's feeds richest
 * in the nutrient (richer than the diet must be on average), which of them are held at their maximum, and,
 * when none of the user's feeds is rich enough, the class of feed to add; for a maximum, the feeds that
 * bring most of it. Codes and ids only: the screens word them.
 */
import { isMineralRequirement } from './requirement-supply';
import type { RequirementKey } from './requirement-supply';
import type { BoundSide, DietModel, EffectiveBounds } from './diet-model';

/** A class of feed to add when none of the user's feeds supplies a short nutrient. */
export type SuggestedFeedClass = 'proteinSource' | 'energyConcentrate' | 'roughage' | 'mineralSource';

/** How to act on one miss. */
export type MissAdvice = {
  /**
   * Minimum: feeds richer in the nutrient (per kg DM) than the diet must be on average, richest first.
   * Maximum: feeds in the diet that bring most of it, largest first. At most `MAX_ADVISED_FEEDS`.
   */
  readonly feedIds: readonly string[];
  /** Of `feedIds`, those the diet already holds at their maximum inclusion (raise the limit to use more). */
  readonly cappedFeedIds: readonly string[];
  /** For a minimum that no listed feed can raise (none, or all at their maximum): the class of feed to add. */
  readonly addFeedClass: SuggestedFeedClass | null;
};

/** Feeds named per miss. */
export const MAX_ADVISED_FEEDS = 3;

/** The feed class that supplies a requirement key. */
export function findSupplyingFeedClass(key: RequirementKey): SuggestedFeedClass | null {
  if (isMineralRequirement(key)) return 'mineralSource';
  switch (key) {
    case 'PB':
    case 'PDR':
    case 'PNDR':
    case 'PM':
      return 'proteinSource';
    case 'NDT':
    case 'EM':
    case 'EL':
    case 'CNF':
    case 'AMIDO':
    case 'EE':
      return 'energyConcentrate';
    case 'FDN':
    case 'FDNfe':
      return 'roughage';
    default:
      return null;
  }
}

/**
 * Advice for one miss of the diet `x` (kg DM per prepared feed). The average density the diet needs is the
 * bound over the intake: the diet's own intake, else the CMS maximum, else its minimum.
 */
export function adviseMiss(
  model: DietModel,
  bounds: EffectiveBounds,
  x: readonly number[],
  key: RequirementKey,
  bound: BoundSide,
  required: number,
): MissAdvice {
  const dmi = x.reduce((a, b) => a + b, 0);
  const share = (j: number): number => (dmi > 0 ? ((x[j] ?? 0) / dmi) * 100 : 0);
  const isCapped = (j: number): boolean => {
    const max = model.feeds[j]?.maxPercent ?? null;
    return max !== null && dmi > 0 && share(j) >= max - 1e-6 * Math.max(1, max);
  };
  if (bound === 'max') {
    const contributors = model.feeds
      .map((feed, j) => ({ id: feed.feed.id, amount: feed.supply[key] * (x[j] ?? 0) }))
      .filter((c) => c.amount > 1e-12)
      .sort((a, b) => b.amount - a.amount)
      .slice(0, MAX_ADVISED_FEEDS);
    return { feedIds: contributors.map((c) => c.id), cappedFeedIds: [], addFeedClass: null };
  }
  if (key === 'CMS') return { feedIds: [], cappedFeedIds: [], addFeedClass: null };
  const intake = dmi > 0 ? dmi : (bounds.CMS?.max ?? bounds.CMS?.min ?? 0);
  const density = intake > 0 ? required / intake : 0;
  const rich = model.feeds
    .map((feed, j) => ({ j, id: feed.feed.id, supply: feed.supply[key] }))
    .filter((f) => f.supply > density + 1e-12)
    .sort((a, b) => b.supply - a.supply)
    .slice(0, MAX_ADVISED_FEEDS);
  return {
    feedIds: rich.map((f) => f.id),
    cappedFeedIds: rich.filter((f) => isCapped(f.j)).map((f) => f.id),
    // Nothing rich enough, or every rich feed already at its maximum: a new feed of the class would help.
    addFeedClass: rich.every((f) => isCapped(f.j)) ? findSupplyingFeedClass(key) : null,
  };
}
