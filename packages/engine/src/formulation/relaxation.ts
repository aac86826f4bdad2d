/**
 * What the diet solver does when the full requirements are infeasible (spec 02 §9 "Diet solver", flow
 * steps 2–4 and "Penalty"): the spec's subset search, and the elastic LP that replaces it.
 */
import { isMineralRequirement } from './requirement-supply';
import type { RequirementKey } from './requirement-supply';
import {
  activeKeys,
  buildRows,
  costProblem,
  feedRows,
  relaxableKeys,
  requirementRows,
  roughageRow,
  suppliedNutrients,
} from './diet-model';
import type { DietModel, EffectiveBounds, ModelRow } from './diet-model';
import type { LpRow, LpSolver } from './lp-solver';

// Spec 02 §9 "Penalty": above maximum 10 × excess (100 × for CMS); below minimum 10 × shortfall; above
// twice the maximum adds the square of the excess; the CMS minimum is taken as 80 % of its maximum; the
// feed item 42-52|0|600 above 0.31 (of DM intake) contributes a huge penalty.
export const PENALTY_OVER_MAX = 10;
export const PENALTY_OVER_MAX_CMS = 100;
export const PENALTY_UNDER_MIN = 10;
export const PENALTY_CMS_MIN_SHARE_OF_MAX = 0.8;
export const PENALISED_FEED_ID = '42-52|0|600';
export const PENALISED_FEED_MAX_SHARE = 0.31;
export const PENALISED_FEED_PENALTY = 1e9;

// Spec 02 §9: "With relaxation the CMS minimum is 0.5 and the maximum times 1.5"; read as factors and used
// for every relaxed requirement (docs/decisions/formulation-relaxation.md).
export const RELAX_MIN_FACTOR = 0.5;
export const RELAX_MAX_FACTOR = 1.5;
/** Subset sizes tried, largest first (spec 02 §9 step 2). */
export const RELAX_SUBSET_SIZES: readonly number[] = [5, 4, 3, 2, 1];
/** At most this many combinations per size per strategy (spec 02 §9 step 2). */
export const RELAX_MAX_COMBINATIONS = 10;

/** Subset-search strategies, in the order the spec lists them (spec 02 §9 step 2). */
export const RELAXATION_STRATEGIES = ['relax', 'remove', 'relaxWithoutMineralsFixed'] as const;
export type RelaxationStrategy = (typeof RELAXATION_STRATEGIES)[number];

/** A diet found while the full requirements are infeasible. */
export type RelaxedDiet = {
  /** kg DM/day per prepared feed. */
  readonly x: readonly number[];
  readonly costPerDay: number;
  /** Spec penalty of the diet against the given requirements. */
  readonly penalty: number;
  /** How it was found. */
  readonly method:
    | {
        readonly kind: 'subset';
        readonly strategy: RelaxationStrategy;
        readonly keys: readonly RequirementKey[];
      }
    | { readonly kind: 'elastic' };
};

/**
 * Penalty of a diet against the given bounds (spec 02 §9 "Penalty"). `supplied` is in the requirement
 * units; `x` is kg DM/day per prepared feed. Deviations below 1e-9 relative are ignored (solver noise).
 */
export function calculatePenalty(model: DietModel, bounds: EffectiveBounds, x: readonly number[]): number {
  const supplied = suppliedNutrients(model, x);
  let penalty = 0;
  for (const key of activeKeys(bounds)) {
    const b = bounds[key];
    if (!b) continue;
    const s = supplied[key];
    if (b.max !== null) {
      const excess = s - b.max;
      if (excess > 1e-9 * Math.max(1, Math.abs(b.max))) {
        penalty += (key === 'CMS' ? PENALTY_OVER_MAX_CMS : PENALTY_OVER_MAX) * excess;
        if (s > 2 * b.max) penalty += excess * excess;
      }
    }
    const min = key === 'CMS' && b.max !== null ? PENALTY_CMS_MIN_SHARE_OF_MAX * b.max : b.min;
    if (min !== null) {
      const shortfall = min - s;
      if (shortfall > 1e-9 * Math.max(1, Math.abs(min))) penalty += PENALTY_UNDER_MIN * shortfall;
    }
  }
  const total = x.reduce((a, b) => a + b, 0);
  model.feeds.forEach((feed, j) => {
    if (feed.feed.id === PENALISED_FEED_ID && total > 0 && (x[j] ?? 0) / total > PENALISED_FEED_MAX_SHARE)
      penalty += PENALISED_FEED_PENALTY;
  });
  return penalty;
}

/** The first `limit` combinations of `size` items, in lexicographic order. */
export function firstCombinations<T>(items: readonly T[], size: number, limit: number): T[][] {
  const out: T[][] = [];
  if (size > items.length || size <= 0) return out;
  const idx = Array.from({ length: size }, (_, i) => i);
  while (out.length < limit) {
    out.push(idx.map((i) => items[i] as T));
    let i = size - 1;
    while (i >= 0 && idx[i] === items.length - size + i) i--;
    if (i < 0) break;
    idx[i] = (idx[i] as number) + 1;
    for (let k = i + 1; k < size; k++) idx[k] = (idx[k - 1] as number) + 1;
  }
  return out;
}

/** Bounds for one attempt of the subset search. */
export function relaxedBounds(
  bounds: EffectiveBounds,
  strategy: RelaxationStrategy,
  keys: readonly RequirementKey[],
): EffectiveBounds {
  const out: Partial<Record<RequirementKey, { min: number | null; max: number | null }>> = { ...bounds };
  const relax = (key: RequirementKey): void => {
    const b = bounds[key];
    if (!b) return;
    out[key] = {
      min: b.min === null ? null : b.min * RELAX_MIN_FACTOR,
      max: b.max === null ? null : b.max * RELAX_MAX_FACTOR,
    };
  };
  if (strategy === 'remove') {
    for (const key of keys) delete out[key];
  } else {
    // Relaxing always loosens CMS (spec 02 §9: "With relaxation the CMS minimum is 0.5 and the maximum
    // times 1.5"), and each key of the subset.
    const relaxed = new Set<RequirementKey>(['CMS', ...keys]);
    for (const key of relaxed) relax(key);
  }
  return out;
}

/** One attempt of the subset search, or null when it is infeasible. */
function tryAttempt(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
  strategy: RelaxationStrategy,
  keys: readonly RequirementKey[],
): RelaxedDiet | null {
  const rows = buildRows(
    model,
    relaxedBounds(bounds, strategy, keys),
    strategy !== 'relaxWithoutMineralsFixed',
  );
  const solution = solver.solve(costProblem(model, rows));
  if (solution.status !== 'optimal') return null;
  return {
    x: solution.x,
    costPerDay: solution.objective,
    penalty: calculatePenalty(model, bounds, solution.x),
    method: { kind: 'subset', strategy, keys },
  };
}

/**
 * The spec's subset search (spec 02 §9 flow steps 2–4): for each strategy (relax, remove, relax without
 * the mineral-share rule), subsets of the non-mineral requirements of size 5 down to 1, at most 10
 * combinations per size, each solved as a least-cost LP; the feasible result of lowest penalty wins
 * (ties: lower cost, then the earlier attempt). Returns null when no attempt is feasible, and the number
 * of LPs solved.
 */
export function searchRelaxationSubsets(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
): { readonly best: RelaxedDiet | null; readonly attempts: number } {
  const candidates = relaxableKeys(bounds);
  let best: RelaxedDiet | null = null;
  let attempts = 0;
  for (const strategy of RELAXATION_STRATEGIES) {
    for (const size of RELAX_SUBSET_SIZES) {
      for (const keys of firstCombinations(candidates, size, RELAX_MAX_COMBINATIONS)) {
        attempts++;
        const diet = tryAttempt(model, bounds, solver, strategy, keys);
        if (
          diet &&
          (best === null ||
            diet.penalty < best.penalty - 1e-9 * Math.max(1, best.penalty) ||
            (Math.abs(diet.penalty - best.penalty) <= 1e-9 * Math.max(1, best.penalty) &&
              diet.costPerDay < best.costPerDay - 1e-9))
        )
          best = diet;
      }
    }
  }
  return { best, attempts };
}

/**
 * The elastic LP: the minimum-penalty diet in one model instead of up to 150. Every non-mineral
 * requirement bound gets a penalised slack column with the spec's linear weights (10 per unit below the
 * minimum, 10 per unit above the maximum, 100 for CMS; the CMS minimum taken as 80 % of its maximum);
 * minerals, feed restrictions and the roughage share stay hard, the mineral-share rule is dropped (as the
 * spec's third strategy allows at no penalty). Supplies are capped at twice the maximum and the feed
 * 42-52|0|600 at 31 % of DM intake, where the spec's penalty stops being linear; if the caps make the
 * model infeasible they are lifted. A second LP then finds the least-cost diet among the minimum-penalty
 * ones. Returns null when even the hard constraints cannot be met.
 */
export function solveElastic(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
): RelaxedDiet | null {
  return solveElasticWith(model, bounds, solver, true) ?? solveElasticWith(model, bounds, solver, false);
}

function solveElasticWith(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
  withCaps: boolean,
): RelaxedDiet | null {
  const n = model.feeds.length;
  const hard: ModelRow[] = [];
  for (const key of activeKeys(bounds)) {
    const b = bounds[key];
    if (b && isMineralRequirement(key)) hard.push(...requirementRows(model, key, b.min, b.max));
  }
  hard.push(...feedRows(model), ...roughageRow(model));
  // Soft rows with their slack weights.
  type Soft = { coefficients: number[]; lower: number; upper: number; slackSign: 1 | -1; weight: number };
  const soft: Soft[] = [];
  const capRows: LpRow[] = [];
  for (const key of relaxableKeys(bounds)) {
    const b = bounds[key];
    if (!b) continue;
    const coefficients = model.feeds.map((f) => f.supply[key]);
    const min = key === 'CMS' && b.max !== null ? PENALTY_CMS_MIN_SHARE_OF_MAX * b.max : b.min;
    if (min !== null)
      soft.push({ coefficients, lower: min, upper: Infinity, slackSign: 1, weight: PENALTY_UNDER_MIN });
    if (b.max !== null) {
      const weight = key === 'CMS' ? PENALTY_OVER_MAX_CMS : PENALTY_OVER_MAX;
      soft.push({ coefficients, lower: -Infinity, upper: b.max, slackSign: -1, weight });
      if (withCaps && b.max > 0) capRows.push({ coefficients, lower: -Infinity, upper: 2 * b.max });
    }
  }
  if (withCaps) {
    model.feeds.forEach((feed, j) => {
      if (feed.feed.id !== PENALISED_FEED_ID) return;
      capRows.push({
        coefficients: model.feeds.map((_, k) => (k === j ? 1 : 0) - PENALISED_FEED_MAX_SHARE),
        lower: -Infinity,
        upper: 0,
      });
    });
  }
  const m = soft.length;
  const pad = (coefficients: readonly number[]): number[] => [
    ...coefficients,
    ...new Array<number>(m).fill(0),
  ];
  const rows: LpRow[] = [
    ...hard.map((r) => ({ ...r.row, coefficients: pad(r.row.coefficients) })),
    ...capRows.map((r) => ({ ...r, coefficients: pad(r.coefficients) })),
    ...soft.map((s, i) => {
      const coefficients = pad(s.coefficients);
      coefficients[n + i] = s.slackSign;
      return { coefficients, lower: s.lower, upper: s.upper };
    }),
  ];
  const weights = soft.map((s) => s.weight);
  const columnLower = new Array<number>(n + m).fill(0);
  const columnUpper = new Array<number>(n + m).fill(Infinity);
  const stage1 = solver.solve({
    sense: 'minimize',
    cost: [...new Array<number>(n).fill(0), ...weights],
    columnLower,
    columnUpper,
    rows,
  });
  if (stage1.status !== 'optimal') return null;
  const best = Math.max(0, stage1.objective);
  const penaltyRow: LpRow = {
    coefficients: [...new Array<number>(n).fill(0), ...weights],
    lower: -Infinity,
    upper: best * (1 + 1e-9) + 1e-9,
  };
  const stage2 = solver.solve({
    sense: 'minimize',
    cost: [...model.feeds.map((f) => f.costPerKgDm), ...new Array<number>(m).fill(0)],
    columnLower,
    columnUpper,
    rows: [...rows, penaltyRow],
  });
  const solution = stage2.status === 'optimal' ? stage2 : stage1;
  const x = solution.x.slice(0, n).map((v) => Math.max(0, v));
  const costPerDay = x.reduce((sum, v, j) => sum + v * (model.feeds[j]?.costPerKgDm ?? 0), 0);
  return { x, costPerDay, penalty: calculatePenalty(model, bounds, x), method: { kind: 'elastic' } };
}
