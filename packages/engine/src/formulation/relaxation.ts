/**
 * What the diet solver does when the full requirements are infeasible (docs/product/calculation.md#diet-solver, flow
 * steps 2–4 and "Penalty"): the product's subset search, and the elastic LP that replaces it.
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
  guardRows,
  relaxedCmsMax,
  roughageRow,
  suppliedNutrients,
} from './diet-model';
import type { ConstraintRef, DietModel, EffectiveBounds, ModelRow } from './diet-model';
import type { LpRow, LpSolver } from './lp-solver';

// docs/product/calculation.md#diet-solver "Penalty": above maximum 10 × excess (100 × for CMS); below minimum 10 × shortfall; above
// twice the maximum adds the square of the excess; the CMS minimum is taken as 80 % of its maximum; the
// feed item 42-52|0|600 above 0.31 (of DM intake) contributes a huge penalty.
export const PENALTY_OVER_MAX = 10;
export const PENALTY_OVER_MAX_CMS = 100;
export const PENALTY_UNDER_MIN = 10;
export const PENALTY_CMS_MIN_SHARE_OF_MAX = 0.8;
export const PENALISED_FEED_ID = '42-52|0|600';
export const PENALISED_FEED_MAX_SHARE = 0.31;
export const PENALISED_FEED_PENALTY = 1e9;

// docs/product/calculation.md#constants: "With relaxation the CMS minimum is 0.5 and the maximum times 1.5"; read as factors and used
// for every relaxed requirement (docs/decisions/formulation-relaxation.md).
export const RELAX_MIN_FACTOR = 0.5;
export const RELAX_MAX_FACTOR = 1.5;
/** Subset sizes tried, largest first (docs/product/calculation.md#diet-solver step 2). */
export const RELAX_SUBSET_SIZES: readonly number[] = [5, 4, 3, 2, 1];
/** At most this many combinations per size per strategy (docs/product/calculation.md#diet-solver step 2). */
export const RELAX_MAX_COMBINATIONS = 10;

/** Subset-search strategies, in the order the product lists them (docs/product/calculation.md#diet-solver step 2). */
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
  /**
   * Constraints of the full problem that carry the elastic model's dual certificate (rows with a non-zero
   * dual): a likely superset of a conflict, used to start the conflict search. Absent when unknown.
   */
  readonly conflictHint?: readonly ConstraintRef[];
};

/**
 * Penalty of a diet against the given bounds (docs/product/calculation.md#diet-solver "Penalty"). `supplied` is in the requirement
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
    // Intake is relaxed, never removed: no diet may exceed 1.5 × the CMS maximum (an animal cannot eat
    // without limit; docs/product/calculation.md#constants sets the relaxed bounds).
    for (const key of keys)
      if (key === 'CMS') relax(key);
      else delete out[key];
  } else {
    // Relaxing always loosens CMS (docs/product/calculation.md#constants: "With relaxation the CMS minimum is 0.5 and the maximum
    // times 1.5"), and each key of the subset.
    const relaxed = new Set<RequirementKey>(['CMS', ...keys]);
    for (const key of relaxed) relax(key);
  }
  return out;
}

/** One attempt of the subset search, or null when it is infeasible. */
export function solveRelaxationAttempt(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
  strategy: RelaxationStrategy,
  keys: readonly RequirementKey[],
): RelaxedDiet | null {
  const relaxed = relaxedBounds(bounds, strategy, keys);
  const cms = relaxed.CMS;
  // A dry-matter ceiling (grazing intake) holds whatever is relaxed.
  const capped =
    model.dmCeilingKg != null && cms?.max != null
      ? { ...relaxed, CMS: { ...cms, max: Math.min(cms.max, model.dmCeilingKg) } }
      : relaxed;
  const rows = buildRows(model, capped, strategy !== 'relaxWithoutMineralsFixed');
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
 * The product's subset search (docs/product/calculation.md#diet-solver flow steps 2–4): for each strategy (relax, remove, relax without
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
        const diet = solveRelaxationAttempt(model, bounds, solver, strategy, keys);
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
 * Regime of one requirement's excess slack: 'linear' keeps the supply at most twice the maximum (penalty
 * 10 or 100 × excess); 'quadratic' allows more, where the product adds the square of the excess.
 */
type Regime = 'linear' | 'quadratic' | 'free';

type SoftRow = {
  readonly key: RequirementKey;
  readonly coefficients: readonly number[];
  readonly lower: number;
  readonly upper: number;
  readonly slackSign: 1 | -1;
  readonly weight: number;
  /** For an upper row: the excess at which the square term starts (the maximum, at least 0). */
  readonly squareFrom: number | null;
};

function softRows(model: DietModel, bounds: EffectiveBounds, softMinerals: boolean): SoftRow[] {
  const soft: SoftRow[] = [];
  for (const key of softMinerals ? activeKeys(bounds) : relaxableKeys(bounds)) {
    const b = bounds[key];
    if (!b) continue;
    const coefficients = model.feeds.map((f) => f.supply[key]);
    const min = key === 'CMS' && b.max !== null ? PENALTY_CMS_MIN_SHARE_OF_MAX * b.max : b.min;
    if (min !== null)
      soft.push({
        key,
        // The intake minimum counts food only (docs/decisions/no-filler-pass.md).
        coefficients:
          key === 'CMS' && model.noFillerIntake
            ? model.feeds.map((f) => (f.filler ? 0 : f.supply[key]))
            : coefficients,
        lower: min,
        upper: Infinity,
        slackSign: 1,
        weight: PENALTY_UNDER_MIN,
        squareFrom: null,
      });
    // Stating shortfalls (soft minerals): the animal cannot eat above its CMS maximum, so it stays hard.
    if (b.max !== null && !(softMinerals && key === 'CMS'))
      soft.push({
        key,
        coefficients,
        lower: -Infinity,
        upper: b.max,
        slackSign: -1,
        weight: key === 'CMS' ? PENALTY_OVER_MAX_CMS : PENALTY_OVER_MAX,
        // Excess e = s − max; the square applies when s > 2 × max, i.e. e > max.
        squareFrom: Math.max(0, b.max),
      });
  }
  return soft;
}

/**
 * The rows the elastic model keeps hard (without soft minerals): the mineral requirements, intake at most
 * the relaxed CMS maximum, the feed limits and the roughage share — not the Ca:P rows. A diet that meets
 * them is 'aproximada' at worst; used to find how close a guard can come (docs/decisions/guard-relaxation.md).
 */
export function findElasticHardRows(model: DietModel, bounds: EffectiveBounds): ModelRow[] {
  const hard: ModelRow[] = [];
  for (const key of activeKeys(bounds)) {
    const b = bounds[key];
    if (b && isMineralRequirement(key)) hard.push(...requirementRows(model, key, b.min, b.max));
    else if (b && key === 'CMS' && b.max !== null)
      hard.push(...requirementRows(model, key, null, relaxedCmsMax(model, b.max, RELAX_MAX_FACTOR)));
  }
  return [...hard, ...feedRows(model), ...roughageRow(model)];
}

type ElasticModel = {
  readonly rows: readonly LpRow[];
  /** The constraint of the full problem each row stands for (null for the elastic model's own rows). */
  readonly refs: readonly (ConstraintRef | null)[];
  readonly columnLower: number[];
  readonly columnUpper: number[];
  readonly quadratic: number[];
  readonly weights: readonly number[];
};

/** The elastic model for fixed regimes: feed columns, then one slack column per soft row. */
function buildElastic(
  model: DietModel,
  bounds: EffectiveBounds,
  soft: readonly SoftRow[],
  regimes: readonly Regime[],
  capPenalisedFeed: boolean,
  softMinerals: boolean,
): ElasticModel {
  const n = model.feeds.length;
  const m = soft.length;
  const hard: ModelRow[] = [];
  for (const key of activeKeys(bounds)) {
    const b = bounds[key];
    if (b && isMineralRequirement(key) && !softMinerals)
      hard.push(...requirementRows(model, key, b.min, b.max));
    if (b && key === 'CMS' && softMinerals) hard.push(...requirementRows(model, key, null, b.max));
    // docs/product/calculation.md#constants: "With relaxation ... the maximum times 1.5": the least-penalty diet may overeat by that
    // much at most (without it, minerals that a capped mix cannot supply were bought with 30 kg of intake
    // against a 10.8 kg maximum); beyond it the diet is impossible and its shortfalls are stated instead.
    else if (b && key === 'CMS' && b.max !== null)
      hard.push(...requirementRows(model, key, null, relaxedCmsMax(model, b.max, RELAX_MAX_FACTOR)));
  }
  hard.push(...feedRows(model), ...roughageRow(model), ...guardRows(model));
  const pad = (coefficients: readonly number[]): number[] => [
    ...coefficients,
    ...new Array<number>(m).fill(0),
  ];
  const rows: LpRow[] = hard.map((r) => ({ ...r.row, coefficients: pad(r.row.coefficients) }));
  const refs: (ConstraintRef | null)[] = hard.map((r) => r.ref);
  if (capPenalisedFeed) {
    model.feeds.forEach((feed, j) => {
      if (feed.feed.id !== PENALISED_FEED_ID) return;
      const coefficients = pad(model.feeds.map((_, k) => (k === j ? 1 : 0) - PENALISED_FEED_MAX_SHARE));
      rows.push({ coefficients, lower: -Infinity, upper: 0 });
      refs.push(null);
    });
  }
  soft.forEach((s, i) => {
    const coefficients = pad(s.coefficients);
    coefficients[n + i] = s.slackSign;
    rows.push({ coefficients, lower: s.lower, upper: s.upper });
    const bound = s.slackSign === 1 ? 'min' : 'max';
    const given = bounds[s.key];
    const value = bound === 'min' ? (given?.min ?? s.lower) : (given?.max ?? s.upper);
    refs.push({ kind: 'requirement', key: s.key, bound, value });
  });
  const columnLower = new Array<number>(n + m).fill(0);
  const columnUpper = new Array<number>(n + m).fill(Infinity);
  const quadratic = new Array<number>(n + m).fill(0);
  soft.forEach((s, i) => {
    if (s.squareFrom === null) return;
    const regime = regimes[i];
    if (regime === 'linear') columnUpper[n + i] = s.squareFrom;
    if (regime === 'quadratic') columnLower[n + i] = s.squareFrom;
    // ½ × 2 × e² = e² (docs/product/calculation.md#constants: "above twice the maximum adds the square of the excess").
    if (regime !== 'linear') quadratic[n + i] = 2;
  });
  return { rows, refs, columnLower, columnUpper, quadratic, weights: soft.map((s) => s.weight) };
}

/** Stage 1: the least penalty for fixed regimes (an LP, or a convex QP when some excess may be squared). */
function solvePenalty(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
  elastic: ElasticModel,
): { penalty: number; x: readonly number[]; slacks: readonly number[] } | null {
  const n = model.feeds.length;
  const hasQuadratic = elastic.quadratic.some((q) => q !== 0);
  const solution = solver.solve({
    sense: 'minimize',
    cost: [...new Array<number>(n).fill(0), ...elastic.weights],
    columnLower: elastic.columnLower,
    columnUpper: elastic.columnUpper,
    rows: elastic.rows,
    ...(hasQuadratic ? { quadratic: elastic.quadratic } : {}),
  });
  if (solution.status !== 'optimal') return null;
  const x = solution.x.slice(0, n).map((v) => Math.max(0, v));
  return { penalty: calculatePenalty(model, bounds, x), x: solution.x, slacks: solution.x.slice(n) };
}

/** Stage 2: the least-cost diet with no more linear penalty and no larger squared excess than stage 1. */
function solveLeastCost(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
  elastic: ElasticModel,
  stage1: { x: readonly number[]; slacks: readonly number[] },
): RelaxedDiet {
  const n = model.feeds.length;
  const m = elastic.weights.length;
  const linearPenalty = stage1.slacks.reduce((sum, v, i) => sum + v * (elastic.weights[i] ?? 0), 0);
  const upper = elastic.columnUpper.map((u, k) =>
    k >= n && elastic.quadratic[k] !== 0
      ? Math.max(elastic.columnLower[k] ?? 0, (stage1.x[k] ?? 0) * (1 + 1e-9) + 1e-9)
      : u,
  );
  const solution = solver.solve({
    sense: 'minimize',
    cost: [...model.feeds.map((f) => f.costPerKgDm), ...new Array<number>(m).fill(0)],
    columnLower: elastic.columnLower,
    columnUpper: upper,
    rows: [
      ...elastic.rows,
      {
        coefficients: [...new Array<number>(n).fill(0), ...elastic.weights],
        lower: -Infinity,
        upper: linearPenalty * (1 + 1e-9) + 1e-9,
      },
    ],
  });
  const x = (solution.status === 'optimal' ? solution.x : stage1.x).slice(0, n).map((v) => Math.max(0, v));
  const costPerDay = x.reduce((sum, v, j) => sum + v * (model.feeds[j]?.costPerKgDm ?? 0), 0);
  return { x, costPerDay, penalty: calculatePenalty(model, bounds, x), method: { kind: 'elastic' } };
}

/**
 * The all-linear elastic model on one loaded LP: stage 1 (least penalty) and, on demand, stage 2 (least
 * cost at that penalty) by changing the objective and one row's bound, hot-started from stage 1's basis.
 */
function solveLinearRegimes(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
  elastic: ElasticModel,
):
  | ({ penalty: number; x: readonly number[]; slacks: readonly number[] } & { leastCost: () => RelaxedDiet })
  | null {
  const n = model.feeds.length;
  const m = elastic.weights.length;
  const penaltyCost = [...new Array<number>(n).fill(0), ...elastic.weights];
  const session = solver.open({
    sense: 'minimize',
    cost: penaltyCost,
    columnLower: elastic.columnLower,
    columnUpper: elastic.columnUpper,
    // The last row bounds the linear penalty in stage 2; free in stage 1.
    rows: [...elastic.rows, { coefficients: penaltyCost, lower: -Infinity, upper: Infinity }],
  });
  const stage1 = session.solve();
  if (stage1.status !== 'optimal') return null;
  const x = stage1.x.slice(0, n).map((v) => Math.max(0, v));
  const slacks = stage1.x.slice(n);
  // With zero cost on the feeds, stage 1's duals y satisfy Aᵀy ≤ 0 and bᵀy = penalty > 0 over the rows
  // with y ≠ 0 (when no slack cap binds): a Farkas certificate that those rows cannot hold together.
  const conflictHint = elastic.refs.flatMap((ref, i) =>
    ref !== null && Math.abs(stage1.rowDual[i] ?? 0) > 1e-9 ? [ref] : [],
  );
  const linearPenalty = slacks.reduce((sum, v, i) => sum + v * (elastic.weights[i] ?? 0), 0);
  return {
    penalty: calculatePenalty(model, bounds, x),
    x: stage1.x,
    slacks,
    leastCost: () => {
      session.setCost([...model.feeds.map((f) => f.costPerKgDm), ...new Array<number>(m).fill(0)]);
      session.setRowBounds(elastic.rows.length, -Infinity, linearPenalty * (1 + 1e-9) + 1e-9);
      const stage2 = session.solve();
      const chosen = (stage2.status === 'optimal' ? stage2.x : stage1.x)
        .slice(0, n)
        .map((v) => Math.max(0, v));
      const costPerDay = chosen.reduce((sum, v, j) => sum + v * (model.feeds[j]?.costPerKgDm ?? 0), 0);
      return {
        x: chosen,
        costPerDay,
        penalty: calculatePenalty(model, bounds, chosen),
        method: { kind: 'elastic' },
        conflictHint,
      };
    },
  };
}

/**
 * The elastic model: the minimum-penalty diet directly instead of up to 150 LPs. Every non-mineral
 * requirement bound gets a penalised slack column with the product's weights (10 per unit below the
 * minimum, 10 per unit above the maximum, 100 for CMS; the CMS minimum taken as 80 % of its maximum);
 * minerals, feed restrictions and the roughage share stay hard; the mineral-share rule is dropped (the
 * product's third strategy drops it at no penalty). The product's square term (supply above twice the maximum)
 * makes the penalty discontinuous, so each excess is solved in one of two regimes — at most twice the
 * maximum (linear) or beyond it (convex quadratic, HiGHS QP) — starting from all-linear and from the
 * regimes a free quadratic model picks, then flipping capped excesses one at a time while the penalty
 * falls. The feed 42-52|0|600 is capped at 31 % of DM unless that makes every model infeasible. Among
 * equal penalties the least-cost diet is kept. Returns null when even the hard constraints fail.
 * `softMinerals` (only to state what an impossible diet misses): the mineral bounds get
 * penalised slacks too (10 per g or mg, the product's weights), while the CMS maximum becomes hard (an animal
 * cannot eat more than it can, and at 100 per kg the product's weight would buy protein or minerals with
 * extra intake); feed limits and the roughage share stay hard.
 */
export function solveElastic(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
  options: { readonly softMinerals?: boolean } = {},
): RelaxedDiet | null {
  const softMinerals = options.softMinerals ?? false;
  return (
    solveElasticWith(model, bounds, solver, true, softMinerals) ??
    solveElasticWith(model, bounds, solver, false, softMinerals)
  );
}

function solveElasticWith(
  model: DietModel,
  bounds: EffectiveBounds,
  solver: LpSolver,
  capPenalisedFeed: boolean,
  softMinerals: boolean,
): RelaxedDiet | null {
  const soft = softRows(model, bounds, softMinerals);
  const build = (regimes: readonly Regime[]): ElasticModel =>
    buildElastic(model, bounds, soft, regimes, capPenalisedFeed, softMinerals);
  const allLinear: Regime[] = soft.map(() => 'linear');
  const linearModel = build(allLinear);
  const linear = solveLinearRegimes(model, bounds, solver, linearModel);
  const atCap = (slacks: readonly number[]): number[] =>
    soft.flatMap((s, i) =>
      s.squareFrom !== null && (slacks[i] ?? 0) >= s.squareFrom - 1e-9 * Math.max(1, s.squareFrom) ? [i] : [],
    );
  // No excess at twice its maximum: the caps do not bind, so the linear optimum is also the optimum of the
  // uncapped convex model, and no square term can do better.
  if (linear && atCap(linear.slacks).length === 0) return linear.leastCost();

  type Stage1 = { penalty: number; x: readonly number[]; slacks: readonly number[] };
  let best: { regimes: Regime[]; elastic: ElasticModel; stage1: Stage1 } | null = linear
    ? { regimes: allLinear, elastic: linearModel, stage1: linear }
    : null;
  const consider = (regimes: Regime[]): void => {
    const elastic = build(regimes);
    const stage1 = solvePenalty(model, bounds, solver, elastic);
    if (
      stage1 &&
      (best === null || stage1.penalty < best.stage1.penalty - 1e-9 * Math.max(1, best.stage1.penalty))
    )
      best = { regimes, elastic, stage1 };
  };
  // A free quadratic model (every excess may be squared) suggests regimes too; it is also the start when
  // even the all-linear model is infeasible (a hard bound needs some supply above twice its maximum).
  {
    const free = solvePenalty(model, bounds, solver, build(soft.map(() => 'free')));
    if (free)
      consider(
        soft.map((s, i): Regime =>
          s.squareFrom !== null && (free.slacks[i] ?? 0) > s.squareFrom + 1e-9 ? 'quadratic' : 'linear',
        ),
      );
  }
  // Greedy: flip a capped excess of the best model so far to the quadratic regime while that helps (a
  // flip can push other excesses to their caps, so the capped set is recomputed after each gain).
  for (let round = 0; round < soft.length && best !== null; round++) {
    const current = best as { regimes: Regime[]; stage1: { slacks: readonly number[]; penalty: number } };
    const before = current.stage1.penalty;
    for (const i of atCap(current.stage1.slacks)) {
      if (current.regimes[i] === 'quadratic') continue;
      const trial = [...current.regimes];
      trial[i] = 'quadratic';
      consider(trial);
    }
    if ((best as { stage1: { penalty: number } }).stage1.penalty >= before) break;
  }
  if (best === null) return null;
  const chosen = best as { elastic: ElasticModel; stage1: Stage1 };
  return solveLeastCost(model, bounds, solver, chosen.elastic, chosen.stage1);
}
