/**
 * Price ranging of every feed (issue 18 item 2): the price range over which the least-cost diet keeps its
 * optimal basis. From the LP's cost ranging (objective-coefficient sensitivity analysis of the final
 * simplex basis; Dantzig 1963, "Linear Programming and Extensions" §12; HiGHS `getRanging`), converted from
 * cost per kg DM to price per kg as fed. Feeds in the diet: between `lowPrice` and `highPrice` the diet keeps
 * the same feeds and amounts; below `lowPrice` it takes more of the feed, above `highPrice` less (and it
 * eventually leaves). Feeds out of the diet: at or above `entryPrice` they stay out; below it they enter.
 */
import { buildRows, costProblem, givenBounds, prepareDietModel } from '../formulation/diet-model';
import { formulateDiet, PLAIN_LP_OPTIONS } from '../formulation/formulate-diet';
import type { Feed } from '../feeds/feed';
import type { FormulationInput, FormulationResult } from '../formulation/formulate-diet';
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

/** Amounts above this (kg DM/day) count as in the diet (as `formulateDiet` counts them). */
const IN_DIET_KG = 1e-9;

const finite = (v: number | undefined): v is number =>
  v !== undefined && Number.isFinite(v) && Math.abs(v) < 1e30;

/**
 * Price ranging of every usable feed of an exactly feasible ('otima') least-cost diet; feeds excluded by
 * their restrictions are left out. Same model as `formulateDiet` (spec 02 §9 rows); one extra LP.
 */
export function calculatePriceRanging(input: FormulationInput, solver: LpSolver): PriceRangingResult {
  // Ranging is a property of the least-cost LP: the plain LP (without the diet guards' extra passes).
  const formulated = formulateDiet(input, solver, {
    economics: false,
    explainConflicts: false,
    ...PLAIN_LP_OPTIONS,
  });
  if (!formulated.ok) return { ok: false, reason: 'INVALID_INPUT' };
  if (formulated.value.status !== 'otima') return { ok: false, reason: 'NOT_OPTIMAL' };
  const model = prepareDietModel(
    input.feeds,
    input.requirements,
    input.roughagePercent ?? null,
    input.mineralFeedIds ?? [],
  );
  const rows = buildRows(model, givenBounds(input.requirements), true);
  const solution = solver.solve(costProblem(model, rows), { ranging: true });
  if (solution.status !== 'optimal' || !solution.costRanging) return { ok: false, reason: 'NO_RANGING' };
  const { down, up } = solution.costRanging;
  return {
    ok: true,
    value: model.feeds.map((feed, j): FeedPriceRange => {
      // Cost per kg DM × DM fraction = price per kg as fed (diet-model.ts: cost per kg DM = price ÷ MS/100).
      const asFed = (perDm: number): number => perDm * feed.dryMatterFraction;
      const inDiet = (solution.x[j] ?? 0) > IN_DIET_KG;
      const low = down[j];
      const high = up[j];
      const reduced = Math.max(0, solution.reducedCost[j] ?? 0);
      // Out of the diet: it enters once its cost falls by its reduced cost (ranging's lower end).
      const entry = finite(low) ? asFed(low) : asFed(feed.costPerKgDm - reduced);
      return {
        id: feed.feed.id,
        inDiet,
        price: feed.feed.costPerKg ?? 0,
        lowPrice: inDiet && finite(low) && low > 0 ? asFed(low) : null,
        highPrice: inDiet && finite(high) ? asFed(high) : null,
        entryPrice: inDiet || !(entry > 0) ? null : entry,
      };
    }),
  };
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
