/**
 * Supplement solver (docs/product/calculation.md#supplement-solver): the mix of concentrate feeds with the most TDN for
 * a fixed crude-protein content. Shares are of the supplement's dry matter; see
 * docs/decisions/supplement-objective.md for the choice of objective and basis.
 */
import type { Feed } from '../feeds/feed';
import { NUTRIENT_KEYS } from '../feeds/nutrients';
import type { NutrientKey } from '../feeds/nutrients';
import type { LpRow, LpSolver } from '../formulation/lp-solver';

/** Input of the supplement solver. */
export type SupplementInput = {
  /**
   * Candidate feeds. `quantityKg` (kg as fed per day, e.g. from the saved prediction the supplement is made
   * from) bounds each feed's share; either every feed has a quantity above 0 or none has one (then shares
   * are bounded only by 0 and 100 %). `costPerKg` (per kg as fed) is optional: the supplement's cost is given
   * only when every feed in the mix has one.
   */
  readonly feeds: readonly Feed[];
  /**
   * Crude protein of the supplement, % of its dry matter (the product's "target"); may exceed 100 with
   * non-protein nitrogen (urea is 281 % CP equivalent).
   */
  readonly proteinPercent: number;
};

/** One feed of the supplement. */
export type SupplementFeedResult = {
  readonly id: string;
  /** Share of the supplement's dry matter, %. */
  readonly dryMatterPercent: number;
  /** Share of the supplement as fed, %. */
  readonly asFedPercent: number;
  /** kg as fed per day when the feeds had quantities (the same total dry matter as before), else null. */
  readonly quantityKgAsFed: number | null;
};

/** Result of the supplement solver. */
export type SupplementResult = {
  readonly feeds: readonly SupplementFeedResult[];
  /** Composition of the supplement (nutrient keys and units of a feed: % of DM, Mcal/kg DM, mg/kg DM). */
  readonly composition: Readonly<Partial<Record<NutrientKey, number>>>;
  /** The objective: TDN of the supplement, % of DM. */
  readonly tdnPercent: number;
  /**
   * Cost per kg as fed, and per kg of dry matter; null when a feed in the mix (share above 0) has no price
   * (a missing price is unknown, not free: see docs/decisions/supplement-objective.md).
   */
  readonly costPerKgAsFed: number | null;
  readonly costPerKgDm: number | null;
  /** Feeds in the mix without a price (why the cost is null); empty when the cost is known. */
  readonly unpricedFeedIds: readonly string[];
};

/** Error codes (the UI translates them; docs/product/calculation.md#validation and docs/product/errors.md#calculation-errors). */
export type SupplementError =
  | { readonly code: 'SUPPLEMENT_NO_FEEDS' }
  | { readonly code: 'SUPPLEMENT_ROUGHAGE_FEED'; readonly id: string }
  | { readonly code: 'SUPPLEMENT_FEED_MISSING_CP_TDN'; readonly id: string }
  | { readonly code: 'SUPPLEMENT_FEED_DRY_MATTER_REQUIRED'; readonly id: string }
  /** Some feeds have a quantity and this one has none: its share bounds (0.2–2.05 × quantity) are unknown. */
  | { readonly code: 'SUPPLEMENT_FEED_QUANTITY_REQUIRED'; readonly id: string }
  /** A quantity of 0 or below (or not finite): 0.2–2.05 × 0 would force the feed out of the mix. */
  | { readonly code: 'SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE'; readonly id: string; readonly value: number }
  | { readonly code: 'SUPPLEMENT_FEED_NEGATIVE_COST'; readonly id: string; readonly value: number }
  | { readonly code: 'SUPPLEMENT_TARGET_OUT_OF_RANGE'; readonly value: number }
  | { readonly code: 'SUPPLEMENT_INVALID' };

/** Share bounds relative to the feed's quantity (docs/product/calculation.md#constants: 0.2 and 2.05 times the quantity). */
export const SUPPLEMENT_MIN_FACTOR = 0.2;
export const SUPPLEMENT_MAX_FACTOR = 2.05;
/** A share (fraction of DM) above this counts as in the mix (solver round-off sits below it). */
const SHARE_IN_MIX = 1e-9;

/**
 * Checks a supplement input before it is solved (docs/product/calculation.md#validation: "Supplements can only be made from
 * all-concentrate feeds; protein supplements need CP and TDN"; docs/product/calculation.md#constants: bounds 0.2 and 2.05 times the
 * quantity). Returns every problem, or an empty list. The web form runs it before it starts the solver.
 */
export function validateSupplementInput(input: SupplementInput): SupplementError[] {
  const errors: SupplementError[] = [];
  if (input.feeds.length === 0) errors.push({ code: 'SUPPLEMENT_NO_FEEDS' });
  // Quantities are all or none: a feed without one among feeds with one would get the bounds [0, 0].
  const hasAnyQuantity = input.feeds.some((feed) => feed.quantityKg !== null);
  for (const feed of input.feeds) {
    if (feed.roughage) errors.push({ code: 'SUPPLEMENT_ROUGHAGE_FEED', id: feed.id });
    if (feed.nutrients.PB === undefined || feed.nutrients.NDT === undefined)
      errors.push({ code: 'SUPPLEMENT_FEED_MISSING_CP_TDN', id: feed.id });
    if (!((feed.nutrients.MS ?? 0) > 0))
      errors.push({ code: 'SUPPLEMENT_FEED_DRY_MATTER_REQUIRED', id: feed.id });
    if (feed.quantityKg === null) {
      if (hasAnyQuantity) errors.push({ code: 'SUPPLEMENT_FEED_QUANTITY_REQUIRED', id: feed.id });
    } else if (!(feed.quantityKg > 0 && Number.isFinite(feed.quantityKg)))
      errors.push({ code: 'SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE', id: feed.id, value: feed.quantityKg });
    if (feed.costPerKg !== null && !(feed.costPerKg >= 0))
      errors.push({ code: 'SUPPLEMENT_FEED_NEGATIVE_COST', id: feed.id, value: feed.costPerKg });
  }
  if (!(input.proteinPercent > 0 && Number.isFinite(input.proteinPercent)))
    errors.push({ code: 'SUPPLEMENT_TARGET_OUT_OF_RANGE', value: input.proteinPercent });
  return errors;
}

/**
 * Formulates a protein supplement (docs/product/calculation.md#constants): maximises TDN (% of DM) over the feeds' dry-matter shares
 * s_j, with Σ s_j = 1 and Σ s_j × PB_j / 100 = target / 100; each share within 0.2 and 2.05 times the
 * feed's share of the given quantities. The input is checked first (`validateSupplementInput`); its
 * problems come back as errors. The result counts only if the LP is optimal and the objective is
 * positive; otherwise the error 'SUPPLEMENT_INVALID' ("cannot generate supplement with the defined
 * restrictions", docs/product/errors.md#calculation-errors).
 */
export function formulateSupplement(
  input: SupplementInput,
  solver: LpSolver,
): { ok: true; value: SupplementResult } | { ok: false; errors: SupplementError[] } {
  const errors = validateSupplementInput(input);
  if (errors.length > 0) return { ok: false, errors };

  const feeds = input.feeds;
  const n = feeds.length;
  const dm = feeds.map((f) => (f.nutrients.MS as number) / 100);
  // Validated: every feed has a quantity above 0, or none has one.
  const hasQuantities = feeds.every((f) => f.quantityKg !== null);
  const quantitiesDm = feeds.map((f, j) =>
    hasQuantities ? (f.quantityKg as number) * (dm[j] as number) : 0,
  );
  const totalDm = quantitiesDm.reduce((a, b) => a + b, 0);
  const lower = feeds.map((_, j) =>
    hasQuantities ? SUPPLEMENT_MIN_FACTOR * ((quantitiesDm[j] as number) / totalDm) : 0,
  );
  const upper = feeds.map((_, j) =>
    hasQuantities ? Math.min(1, SUPPLEMENT_MAX_FACTOR * ((quantitiesDm[j] as number) / totalDm)) : 1,
  );
  const rows: LpRow[] = [
    // Σ shares = 1.
    { coefficients: new Array<number>(n).fill(1), lower: 1, upper: 1 },
    // Σ share × PB/100 = target/100.
    {
      coefficients: feeds.map((f) => (f.nutrients.PB as number) / 100),
      lower: input.proteinPercent / 100,
      upper: input.proteinPercent / 100,
    },
  ];
  const solution = solver.solve({
    sense: 'maximize',
    cost: feeds.map((f) => f.nutrients.NDT as number),
    columnLower: lower,
    columnUpper: upper,
    rows,
  });
  if (solution.status !== 'optimal' || !(solution.objective > 0))
    return { ok: false, errors: [{ code: 'SUPPLEMENT_INVALID' }] };

  const shares = solution.x.map((v) => Math.max(0, v));
  const asFed = shares.map((s, j) => s / (dm[j] as number));
  const asFedTotal = asFed.reduce((a, b) => a + b, 0);
  const composition: Partial<Record<NutrientKey, number>> = {};
  for (const key of NUTRIENT_KEYS) {
    if (key === 'MS') continue;
    if (!feeds.some((f) => f.nutrients[key] !== undefined)) continue;
    composition[key] = shares.reduce((sum, s, j) => sum + s * (feeds[j]?.nutrients[key] ?? 0), 0);
  }
  // As-fed dry matter of the mix: kg DM per kg as fed.
  composition.MS = (1 / asFedTotal) * 100;
  // A missing price is unknown, not free: the cost exists only when every feed in the mix has a price
  // (feeds the solver left out do not count), as in the mixture calculator.
  const unpricedFeedIds = feeds
    .filter((f, j) => f.costPerKg === null && (shares[j] as number) > SHARE_IN_MIX)
    .map((f) => f.id);
  // Cost per kg DM: Σ (kg as fed per kg DM of the mix) × price per kg as fed, over the shares' total.
  const costPerKgDm =
    unpricedFeedIds.length === 0
      ? shares.reduce((sum, _, j) => sum + (asFed[j] as number) * (feeds[j]?.costPerKg ?? 0), 0) /
        (shares.reduce((a, b) => a + b, 0) || 1)
      : null;
  return {
    ok: true,
    value: {
      feeds: feeds.map((f, j) => ({
        id: f.id,
        dryMatterPercent: (shares[j] as number) * 100,
        asFedPercent: ((asFed[j] as number) / asFedTotal) * 100,
        quantityKgAsFed: hasQuantities ? ((shares[j] as number) * totalDm) / (dm[j] as number) : null,
      })),
      composition,
      tdnPercent: solution.objective,
      costPerKgAsFed: costPerKgDm === null ? null : costPerKgDm / asFedTotal,
      costPerKgDm,
      unpricedFeedIds,
    },
  };
}
