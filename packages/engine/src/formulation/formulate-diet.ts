/**
 * Least-cost diet formulation (spec 02 §9 "Diet solver", mode FD). Pure and synchronous once an
 * `LpSolver` is loaded (`loadLpSolver`); inputs are never mutated; outcomes are values.
 */
import { MACRO_MINERALS, MICRO_MINERALS } from '../feeds/nutrients';
import { NUTRIENT_UNITS } from '../feeds/nutrients';
import type { NutrientKey } from '../feeds/nutrients';
import type { Feed } from '../feeds/feed';
import { isMineralRequirement } from './requirement-supply';
import { REQUIREMENT_UNIT_KEYS } from '../requirements/requirement-keys';
import type { UnitKey } from '../requirements/requirement-keys';
import type { RequirementKey, Requirements } from './requirement-supply';
import {
  activeKeys,
  buildRows,
  costProblem,
  givenBounds,
  prepareDietModel,
  suppliedNutrients,
} from './diet-model';
import type { BoundSide, ConstraintRef, DietModel, EffectiveBounds, ModelRow } from './diet-model';
import { searchRelaxationSubsets, solveElastic } from './relaxation';
import type { RelaxedDiet } from './relaxation';
import { findConflicts } from './find-conflicts';
import { classifyFeed } from '../feeds/feed-class';
import { adviseMiss } from './explain-misses';
import type { MissAdvice } from './explain-misses';
import type { LpSolution, LpSolver } from './lp-solver';

/** Input of a formulation. */
export type FormulationInput = {
  /** Feeds (normalised, see `normalizeFeed`); amounts are found by the solver. */
  readonly feeds: readonly Feed[];
  /** Requirement bounds per animal per day (units of `REQUIREMENT_UNIT_KEYS`). */
  readonly requirements: Requirements;
  /** Roughage share of dry-matter intake, % (the spec's `proporcaoVC`); null or absent: free. */
  readonly roughagePercent?: number | null;
  /** Ration to produce (total_racao_a_produzir), kg as fed; default 1000 (spec 02 §3). */
  readonly batchKg?: number | null;
  /** Expected daily gain of the animal, kg/day, for feed efficiency (gain ÷ DMI). */
  readonly dailyGainKg?: number | null;
  /** Feeds counted by the mineral-share rule (spec 02 §9); none by default. */
  readonly mineralFeedIds?: readonly string[];
  /**
   * Requirements the user edited but left unselected (an unchosen energy or protein alternative): they do
   * not constrain the diet, and spec 02 §5 warns about them (EDITED_REQUIREMENT_NOT_SELECTED).
   */
  readonly editedUnselectedRequirements?: readonly RequirementKey[];
};

/** Options of a formulation. */
export type FormulationOptions = {
  /**
   * What to do when the full requirements are infeasible: 'elastic' (default) finds the minimum-penalty
   * diet in one model; 'subsets' runs the spec's subset search (up to 150 LPs).
   */
  readonly infeasibleStrategy?: 'elastic' | 'subsets';
  /** Name conflicting constraints when the full requirements are infeasible (default true). */
  readonly explainConflicts?: boolean;
  /** Compute shadow prices and feed price limits for an optimal diet (default true). */
  readonly economics?: boolean;
};

/** Outcome status, the product's own (spec 02 §4 "Optimisation outcome"). */
export type FormulationStatus = 'otima' | 'aproximada' | 'inviavel';

/** One feed of the result. */
export type FeedResult = {
  readonly id: string;
  /** kg as fed per animal per day (MN). */
  readonly asFedKg: number;
  /** kg of dry matter per animal per day (MS). */
  readonly dryMatterKg: number;
  /** Share of the as-fed total, % (MNprop). */
  readonly asFedPercent: number;
  /** Share of dry-matter intake, % (MSprop). */
  readonly dryMatterPercent: number;
  /** Cost per animal per day. */
  readonly costPerDay: number;
  /** kg as fed in the ration to produce (totalRacao). */
  readonly batchKg: number;
};

/**
 * A requirement the diet misses, and what would fix it (`advice`: issue 11 item 5). For 'inviavel' the
 * misses are those of the least-penalty diet with the minerals relaxed too (that diet is not returned: the
 * amounts stay 0).
 */
export type RequirementMiss = {
  readonly key: RequirementKey;
  readonly bound: BoundSide;
  /** The required bound, in the requirement unit. */
  readonly required: number;
  readonly supplied: number;
  readonly advice?: MissAdvice;
};

/** Warning codes of spec 02 §5. */
export type FormulationWarning =
  | {
      readonly code: 'PERCENT_ABOVE_100';
      readonly id: string;
      /** A nutrient's code (MS, FDN…), or the side of the feed's restriction (its min or max %). */
      readonly field: NutrientKey | BoundSide;
      readonly value: number;
    }
  | { readonly code: 'UREA_EXCESS'; readonly id: string; readonly percentOfDm: number }
  | { readonly code: 'MINERALS_ABOVE_4_PERCENT'; readonly percentOfDm: number }
  | { readonly code: 'EDITED_COMPOSITION'; readonly id: string }
  | {
      readonly code: 'MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT';
      readonly id: string;
      readonly key: RequirementKey;
      /** Supply forced by the feed's minimum at the minimum CMS, in the requirement unit. */
      readonly forced: number;
      readonly maximum: number;
    }
  | { readonly code: 'FEED_EXCLUDED'; readonly id: string }
  /** An edited requirement that is not selected, so the edit does not reach the diet (spec 02 §5). */
  | { readonly code: 'EDITED_REQUIREMENT_NOT_SELECTED'; readonly key: RequirementKey }
  /**
   * A feed without a price (none or 0, spec 02 §5 "a cost of R$0,00 counts as none") costs nothing to the
   * least-cost solver, so the diet may lean on it and its cost leaves it out.
   */
  | { readonly code: 'FEED_WITHOUT_PRICE'; readonly id: string };

/** Marginal cost of one binding requirement bound: d(cost per day) / d(bound). */
export type ShadowPrice = {
  readonly key: RequirementKey;
  readonly bound: BoundSide;
  /** Currency per unit of the requirement (per day): the cost change if the bound rises by one unit. */
  readonly value: number;
  /** The requirement's unit (the value is per one of it; results saved before this held its text, "kg"). */
  readonly unit: UnitKey;
};

/** Price sensitivity of one feed, from the optimal LP's reduced costs and cost ranging. */
export type FeedEconomics = {
  readonly id: string;
  readonly inDiet: boolean;
  /** Reduced cost per kg as fed: how much the price must fall before the feed enters (0 in the diet). */
  readonly reducedCostPerKgAsFed: number;
  /** For a feed out of the diet: the price per kg as fed below which it enters. */
  readonly entryPricePerKgAsFed: number | null;
  /**
   * For a feed in the diet: the price per kg as fed above which the optimal diet changes (its amount
   * starts to fall, and it eventually leaves); null if no price makes it change.
   */
  readonly leavePricePerKgAsFed: number | null;
  /**
   * For a feed in the diet: the price per kg as fed below which the optimal diet changes (it takes more of
   * the feed); null if no price above 0 changes it. Absent in results saved before it existed.
   */
  readonly stayFromPricePerKgAsFed?: number | null;
};

/** Input errors (expected outcomes, as values). */
export type FormulationError =
  | { readonly code: 'FEED_DRY_MATTER_REQUIRED'; readonly id: string }
  | { readonly code: 'FEED_NEGATIVE_COST'; readonly id: string }
  | { readonly code: 'FEED_DUPLICATE_ID'; readonly id: string }
  | { readonly code: 'NO_FEEDS' }
  | { readonly code: 'ROUGHAGE_SHARE_OUT_OF_RANGE'; readonly value: number }
  | { readonly code: 'MINIMUM_RESTRICTIONS_ABOVE_100'; readonly totalPercent: number };

/** Result of a formulation. */
export type FormulationResult = {
  readonly status: FormulationStatus;
  /** One entry per input feed, in input order (0 for feeds left out). */
  readonly feeds: readonly FeedResult[];
  readonly dryMatterIntakeKg: number;
  readonly asFedIntakeKg: number;
  /** Roughage and concentrate shares of dry-matter intake, % (proporcaoVC v and c). */
  readonly roughagePercent: number;
  readonly concentratePercent: number;
  readonly costPerDay: number;
  /** Supplied amount of every requirement key, in the requirement units. */
  readonly nutrients: Readonly<Record<RequirementKey, number>>;
  /** Requirements the diet misses (empty when 'otima'). */
  readonly violations: readonly RequirementMiss[];
  /** An irreducible set of constraints that cannot hold together (empty when 'otima'). */
  readonly conflicts: readonly ConstraintRef[];
  readonly warnings: readonly FormulationWarning[];
  /** Feed efficiency, kg gain per kg DM intake (eficienciaAlimentar); null without a gain. */
  readonly feedEfficiency: number | null;
  /** Shadow prices and feed price limits (only for an optimal diet). */
  readonly economics: {
    readonly shadowPrices: readonly ShadowPrice[];
    readonly feeds: readonly FeedEconomics[];
  } | null;
  /** How an approximate diet was found, and its spec penalty. */
  readonly relaxation: { readonly method: RelaxedDiet['method']; readonly penalty: number } | null;
  /** Number of LPs solved. */
  readonly lpCount: number;
};

/** Default ration to produce, kg (spec 02 §3 default animal: total diet to produce 1000). */
export const DEFAULT_BATCH_KG = 1000;
/**
 * Urea above 1 % of diet DM is flagged. Source: Embrapa Gado de Corte (Brazilian beef-cattle research
 * centre), SAC answer on urea use, https://cloud.cnpgc.embrapa.br/sac/category/nutricao-animal/page/4:
 * urea "no alimento total, até o limite de 10 g/kg (1%)" (in the total feed, up to 10 g/kg, 1 %; 2 % in a
 * meal concentrate). The source does not state the basis; applied to diet DM it is the stricter reading
 * (docs/decisions/formulation-warnings.md).
 */
export const UREA_MAX_PERCENT_OF_DM = 1;
/** Minerals above 4 % of DM intake are flagged (spec 02 §5). */
export const MINERALS_MAX_PERCENT_OF_DM = 4;

// "% of DM" keys checked against 100; TDN (fats) and crude-protein equivalents (urea: 281 %) legitimately
// exceed it.
const NOT_CAPPED_AT_100: readonly NutrientKey[] = ['NDT', 'PB', 'PDR', 'PNDR', 'PM'];
const PERCENT_KEYS = (Object.keys(NUTRIENT_UNITS) as NutrientKey[]).filter(
  (key) => NUTRIENT_UNITS[key] === '% DM' && !NOT_CAPPED_AT_100.includes(key),
);

function validate(input: FormulationInput): FormulationError[] {
  const errors: FormulationError[] = [];
  if (input.feeds.length === 0) errors.push({ code: 'NO_FEEDS' });
  const seen = new Set<string>();
  let minTotal = 0;
  for (const feed of input.feeds) {
    if (seen.has(feed.id)) errors.push({ code: 'FEED_DUPLICATE_ID', id: feed.id });
    seen.add(feed.id);
    const ms = feed.nutrients.MS;
    if (ms === undefined || !(ms > 0)) errors.push({ code: 'FEED_DRY_MATTER_REQUIRED', id: feed.id });
    if (feed.costPerKg !== null && feed.costPerKg < 0)
      errors.push({ code: 'FEED_NEGATIVE_COST', id: feed.id });
    const minPercent = Math.max(feed.minPercent ?? 0, feed.companyMinPercent ?? 0);
    if (minPercent > 0) minTotal += minPercent;
  }
  // Spec 02 §5: minimum restrictions must not exceed the whole diet.
  if (minTotal > 100 + 1e-9) errors.push({ code: 'MINIMUM_RESTRICTIONS_ABOVE_100', totalPercent: minTotal });
  const vc = input.roughagePercent;
  if (vc !== null && vc !== undefined && !(vc >= 0 && vc <= 100))
    errors.push({ code: 'ROUGHAGE_SHARE_OUT_OF_RANGE', value: vc });
  return errors;
}

function findViolations(
  bounds: EffectiveBounds,
  supplied: Record<RequirementKey, number>,
): RequirementMiss[] {
  const out: RequirementMiss[] = [];
  for (const key of activeKeys(bounds)) {
    const b = bounds[key];
    if (!b) continue;
    const s = supplied[key];
    if (b.min !== null && s < b.min - 1e-6 * Math.max(1, Math.abs(b.min)))
      out.push({ key, bound: 'min', required: b.min, supplied: s });
    if (b.max !== null && s > b.max + 1e-6 * Math.max(1, Math.abs(b.max)))
      out.push({ key, bound: 'max', required: b.max, supplied: s });
  }
  return out;
}

/** Every miss of diet `x` with its advice; none without a diet. */
function explainMisses(
  model: DietModel,
  bounds: EffectiveBounds,
  x: readonly number[] | null,
): RequirementMiss[] {
  if (x === null) return [];
  return findViolations(bounds, suppliedNutrients(model, x)).map((miss) => ({
    ...miss,
    advice: adviseMiss(model, bounds, x, miss.key, miss.bound, miss.required),
  }));
}

function findWarnings(
  bounds: EffectiveBounds,
  model: DietModel,
  input: FormulationInput,
  x: readonly number[],
  dmi: number,
): FormulationWarning[] {
  const warnings: FormulationWarning[] = [];
  for (const feed of input.feeds) {
    for (const key of ['MS', ...PERCENT_KEYS] as NutrientKey[]) {
      const value = feed.nutrients[key];
      if (value !== undefined && value > 100)
        warnings.push({ code: 'PERCENT_ABOVE_100', id: feed.id, field: key, value });
    }
    // The feed's restriction, named in the warning by its side (min, max).
    for (const [field, value] of [
      ['min', feed.minPercent],
      ['max', feed.maxPercent],
    ] as const) {
      if (value !== null && value > 100)
        warnings.push({ code: 'PERCENT_ABOVE_100', id: feed.id, field, value });
    }
    if (feed.edited) warnings.push({ code: 'EDITED_COMPOSITION', id: feed.id });
    if (!(feed.costPerKg !== null && feed.costPerKg > 0) && !model.excludedIds.includes(feed.id))
      warnings.push({ code: 'FEED_WITHOUT_PRICE', id: feed.id });
  }
  for (const id of model.excludedIds) warnings.push({ code: 'FEED_EXCLUDED', id });
  // Spec 02 §5: a feed's minimum restriction must not exceed the animal's maximum requirement — checked at
  // the smallest intake the requirements allow.
  const cmsMin = bounds.CMS?.min ?? bounds.CMS?.max ?? null;
  if (cmsMin !== null && cmsMin > 0) {
    for (const feed of model.feeds) {
      if (feed.minPercent <= 0) continue;
      for (const key of activeKeys(bounds)) {
        const max = bounds[key]?.max ?? null;
        if (max === null) continue;
        const forced = (feed.minPercent / 100) * cmsMin * feed.supply[key];
        if (forced > max + 1e-9 * Math.max(1, Math.abs(max)))
          warnings.push({
            code: 'MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT',
            id: feed.feed.id,
            key,
            forced,
            maximum: max,
          });
      }
    }
  }
  if (dmi > 0) {
    model.feeds.forEach((feed, j) => {
      // Urea is found by its composition (feed class npn), not its name: a user's "NNP 45 %" or "biureto"
      // counts, and a "ração com ureia" (a concentrate) does not.
      const share = ((x[j] ?? 0) / dmi) * 100;
      if (classifyFeed(feed.feed.nutrients) === 'npn' && share > UREA_MAX_PERCENT_OF_DM + 1e-9)
        warnings.push({ code: 'UREA_EXCESS', id: feed.feed.id, percentOfDm: share });
    });
    const supplied = suppliedNutrients(model, x);
    // Macro minerals in g/day, micro minerals in mg/day; both to kg.
    const mineralKg =
      MACRO_MINERALS.reduce((sum, key) => sum + supplied[key] / 1000, 0) +
      MICRO_MINERALS.reduce((sum, key) => sum + supplied[key] / 1e6, 0);
    const percent = (mineralKg / dmi) * 100;
    if (percent > MINERALS_MAX_PERCENT_OF_DM + 1e-9)
      warnings.push({ code: 'MINERALS_ABOVE_4_PERCENT', percentOfDm: percent });
  }
  // Spec 02 §5: altering a requirement that is not selected warns (the edit has no effect on the diet).
  for (const key of new Set(input.editedUnselectedRequirements ?? []))
    if (input.requirements[key] === undefined)
      warnings.push({ code: 'EDITED_REQUIREMENT_NOT_SELECTED', key });
  return warnings;
}

function computeEconomics(
  model: DietModel,
  rows: readonly ModelRow[],
  solution: LpSolution,
): NonNullable<FormulationResult['economics']> {
  const shadowPrices: ShadowPrice[] = [];
  rows.forEach((r, i) => {
    const dual = solution.rowDual[i] ?? 0;
    if (r.ref.kind !== 'requirement' || Math.abs(dual) <= 1e-9) return;
    shadowPrices.push({
      key: r.ref.key,
      bound: r.ref.bound,
      value: dual,
      unit: REQUIREMENT_UNIT_KEYS[r.ref.key],
    });
  });
  const feeds = model.feeds.map((feed, j): FeedEconomics => {
    const amount = solution.x[j] ?? 0;
    const inDiet = amount > 1e-9;
    const reduced = solution.reducedCost[j] ?? 0;
    const down = solution.costRanging?.down[j];
    const up = solution.costRanging?.up[j];
    const perAsFed = (perDm: number): number => perDm * feed.dryMatterFraction;
    const finite = (v: number | undefined): v is number =>
      v !== undefined && Number.isFinite(v) && Math.abs(v) < 1e30;
    return {
      id: feed.feed.id,
      inDiet,
      reducedCostPerKgAsFed: inDiet ? 0 : perAsFed(Math.max(0, reduced)),
      entryPricePerKgAsFed: inDiet
        ? null
        : perAsFed(finite(down) ? down : feed.costPerKgDm - Math.max(0, reduced)),
      leavePricePerKgAsFed: inDiet && finite(up) ? perAsFed(up) : null,
      // Cost ranging's lower end (issue 18 item 2; objectives/price-ranging.ts reads the same range).
      stayFromPricePerKgAsFed: inDiet && finite(down) && down > 0 ? perAsFed(down) : null,
    };
  });
  return { shadowPrices, feeds };
}

/** Wraps a solver so that every LP solved (including incremental re-solves) is counted. */
function countSolves(solver: LpSolver, counter: { lpCount: number }): LpSolver {
  return {
    solve: (problem, lpOptions) => {
      counter.lpCount++;
      return solver.solve(problem, lpOptions);
    },
    open: (problem) => {
      const session = solver.open(problem);
      return {
        ...session,
        solve: (lpOptions) => {
          counter.lpCount++;
          return session.solve(lpOptions);
        },
      };
    },
  };
}

/**
 * Formulates the least-cost diet (spec 02 §9): minimises cost per day over kg DM of each feed, subject to
 * every requirement's minimum and maximum, per-feed inclusion limits (% of DM intake), the roughage share
 * when fixed and the mineral rules. When the full requirements are infeasible, returns the minimum-penalty
 * diet ('aproximada', with each miss listed, by the elastic LP or — with `infeasibleStrategy: 'subsets'` —
 * the spec's subset search) or 'inviavel'; both name an irreducible set of conflicting constraints.
 * Units: requirements per animal per day (CMS kg, energy Mcal, protein and macro minerals g, micro minerals
 * mg, NDT/EE/CNF/FDN/FDNfe/AMIDO kg); feed cost per kg as fed.
 */
export function formulateDiet(
  input: FormulationInput,
  solver: LpSolver,
  options: FormulationOptions = {},
): { ok: true; value: FormulationResult } | { ok: false; errors: FormulationError[] } {
  const bounds = givenBounds(input.requirements);
  const errors = validate(input);
  if (errors.length > 0) return { ok: false, errors };
  const roughage = input.roughagePercent ?? null;
  const model = prepareDietModel(input.feeds, input.requirements, roughage, input.mineralFeedIds ?? []);
  const rows = buildRows(model, bounds, true);
  const counter = { lpCount: 0 };
  const lp = countSolves(solver, counter);
  const full = lp.solve(costProblem(model, rows), { ranging: options.economics !== false });

  let status: FormulationStatus;
  let x: readonly number[];
  let relaxation: FormulationResult['relaxation'] = null;
  let conflicts: ConstraintRef[] = [];
  let missDiet: readonly number[] | null = null;
  if (full.status === 'optimal') {
    status = 'otima';
    x = full.x.map((v) => Math.max(0, v));
  } else {
    let diet: RelaxedDiet | null;
    if (options.infeasibleStrategy === 'subsets') {
      diet = searchRelaxationSubsets(model, bounds, lp).best;
    } else {
      diet = solveElastic(model, bounds, lp);
    }
    if (diet) {
      status = 'aproximada';
      x = diet.x;
      relaxation = { method: diet.method, penalty: diet.penalty };
    } else {
      status = 'inviavel';
      x = model.feeds.map(() => 0);
      // No diet meets the minerals: the least-penalty diet with the minerals relaxed too states every
      // shortfall (issue 11 item 5); it is not fed, so the amounts stay 0.
      missDiet = solveElastic(model, bounds, lp, { softMinerals: true })?.x ?? null;
    }
    if (options.explainConflicts !== false) {
      // With no diet at all, the hard constraints (minerals, feed limits, roughage share) are the reason.
      const hard = rows.filter((r) => r.ref.kind !== 'requirement' || isMineralRequirement(r.ref.key));
      conflicts =
        status === 'inviavel'
          ? findConflicts(model, hard, lp)
          : findConflicts(model, rows, lp, true, diet?.conflictHint);
      if (conflicts.length === 0 && status === 'inviavel') conflicts = findConflicts(model, rows, lp);
    }
  }

  const dmi = x.reduce((a, b) => a + b, 0);
  const byIndex = new Map<number, number>();
  model.feeds.forEach((feed, j) => byIndex.set(feed.index, j));
  const asFed = model.feeds.map((feed, j) => (x[j] ?? 0) / feed.dryMatterFraction);
  const asFedTotal = asFed.reduce((a, b) => a + b, 0);
  const batch = input.batchKg ?? DEFAULT_BATCH_KG;
  const feeds = input.feeds.map((feed, index): FeedResult => {
    const j = byIndex.get(index);
    const dm = j === undefined ? 0 : (x[j] ?? 0);
    const af = j === undefined ? 0 : (asFed[j] ?? 0);
    const asFedPercent = asFedTotal > 0 ? (af / asFedTotal) * 100 : 0;
    return {
      id: feed.id,
      asFedKg: af,
      dryMatterKg: dm,
      asFedPercent,
      dryMatterPercent: dmi > 0 ? (dm / dmi) * 100 : 0,
      costPerDay: af * (feed.costPerKg ?? 0),
      batchKg: (asFedPercent / 100) * batch,
    };
  });
  const roughageDm = model.feeds.reduce((sum, feed, j) => sum + (feed.feed.roughage ? (x[j] ?? 0) : 0), 0);
  const roughagePercent = dmi > 0 ? (roughageDm / dmi) * 100 : 0;
  const nutrients = suppliedNutrients(model, x);
  const gain = input.dailyGainKg ?? null;
  return {
    ok: true,
    value: {
      status,
      feeds,
      dryMatterIntakeKg: dmi,
      asFedIntakeKg: asFedTotal,
      roughagePercent,
      concentratePercent: dmi > 0 ? 100 - roughagePercent : 0,
      costPerDay: feeds.reduce((sum, f) => sum + f.costPerDay, 0),
      nutrients,
      violations: explainMisses(model, bounds, status === 'inviavel' ? missDiet : x),
      conflicts,
      warnings: findWarnings(bounds, model, input, x, dmi),
      feedEfficiency: gain !== null && dmi > 0 ? gain / dmi : null,
      economics:
        status === 'otima' && options.economics !== false ? computeEconomics(model, rows, full) : null,
      relaxation,
      lpCount: counter.lpCount,
    },
  };
}
