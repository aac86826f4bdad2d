/**
 * Price ranging of every feed: the price range over which the least-cost diet keeps its
 * optimal basis. From the LP's cost ranging (objective-coefficient sensitivity analysis of the final
 * simplex basis; Dantzig 1963, "Linear Programming and Extensions" §12; HiGHS `getRanging`), converted from
 * cost per kg DM to price per kg as fed. Feeds in the diet: between `lowPrice` and `highPrice` the diet keeps
 * the same feeds and amounts; below `lowPrice` it takes more of the feed, above `highPrice` less (and it
 * eventually leaves). Feeds out of the diet: at or above `entryPrice` they stay out; below it they enter.
 */
import { formulateDiet } from '../formulation/formulate-diet';
import type { Feed } from '../feeds/feed';
import type { FormulationInput, FormulationOptions, FormulationResult } from '../formulation/formulate-diet';
import type { LpSolver } from '../formulation/lp-solver';

/** The price range of one feed, R$ per kg as fed. */
export type FeedPriceRange = {
  readonly id: string;
  readonly inDiet: boolean;
  /** The feed's price now (0 when it has none). */
  readonly price: number;
  /** In the diet: the lowest price that keeps the diet (null: no lower limit above 0). */
  readonly lowPrice: number | null;
  /** In the diet: the highest price that keeps the diet (null: no upper limit). */
  readonly highPrice: number | null;
  /** Out of the diet: the price below which it enters (null: none above 0 makes it enter). */
  readonly entryPrice: number | null;
};

export type PriceRangingResult =
  | { readonly ok: true; readonly value: readonly FeedPriceRange[] }
  | { readonly ok: false; readonly reason: 'INVALID_INPUT' | 'NOT_OPTIMAL' | 'NO_RANGING' };

/**
 * Price ranging of every usable feed of an exactly feasible ('otima') least-cost diet; feeds excluded by
 * their restrictions are left out. The ranges are those of the diet's own economics (`formulateDiet`: the
 * least-cost LP's cost ranging, or — when the diet guards refined the diet — that of the LP on the diet's
 * support). `options` are the formulation's (`PLAIN_LP_OPTIONS` for the product's plain LP).
 */
export function calculatePriceRanging(
  input: FormulationInput,
  solver: LpSolver,
  options: FormulationOptions = {},
): PriceRangingResult {
  const formulated = formulateDiet(input, solver, { ...options, economics: true, explainConflicts: false });
  if (!formulated.ok) return { ok: false, reason: 'INVALID_INPUT' };
  if (formulated.value.status !== 'otima') return { ok: false, reason: 'NOT_OPTIMAL' };
  const ranges = priceRangesOf(formulated.value, input.feeds);
  if (ranges === null) return { ok: false, reason: 'NO_RANGING' };
  return { ok: true, value: ranges };
}

/**
 * {@link calculatePriceRanging} of a diet already formulated (with economics, the default) from the same
 * input: its own LP's cost ranging, with no LP solved again.
 */
export function priceRangingOf(
  result: FormulationResult,
  feeds: readonly Pick<Feed, 'id' | 'costPerKg'>[],
): PriceRangingResult {
  if (result.status !== 'otima') return { ok: false, reason: 'NOT_OPTIMAL' };
  const ranges = priceRangesOf(result, feeds);
  if (ranges === null) return { ok: false, reason: 'NO_RANGING' };
  return { ok: true, value: ranges };
}

/**
 * The price ranges carried by a formulation's own economics (`formulateDiet` asks HiGHS for the same cost
 * ranging of the same LP), for reports of the result on screen: no extra LP. Null without economics (a
 * diet that is not 'otima', or economics turned off). `feeds` are the formulation's feeds (for the prices).
 * A result saved before the lower end was kept has no `lowPrice` (null).
 */
export function priceRangesOf(
  result: Pick<FormulationResult, 'economics'>,
  feeds: readonly Pick<Feed, 'id' | 'costPerKg'>[],
): FeedPriceRange[] | null {
  if (result.economics === null) return null;
  return result.economics.feeds.map((feed) => ({
    id: feed.id,
    inDiet: feed.inDiet,
    price: feeds.find((f) => f.id === feed.id)?.costPerKg ?? 0,
    // Results saved before the lower end existed do not have it.
    lowPrice: feed.inDiet ? (feed.stayFromPricePerKgAsFed ?? null) : null,
    highPrice: feed.inDiet ? feed.leavePricePerKgAsFed : null,
    entryPrice: feed.inDiet || !((feed.entryPricePerKgAsFed ?? 0) > 0) ? null : feed.entryPricePerKgAsFed,
  }));
}
