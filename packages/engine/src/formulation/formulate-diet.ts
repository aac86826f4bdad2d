/**
 * Least-cost diet formulation (docs/product/calculation.md#diet-solver, mode FD). Pure and synchronous once an
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
  guardRows,
  ratioRows,
  suppliedNutrients,
} from './diet-model';
import type { BoundSide, ConstraintRef, DietModel, EffectiveBounds, ModelRow } from './diet-model';
import { findElasticHardRows, searchRelaxationSubsets, solveElastic } from './relaxation';
import type { RelaxedDiet } from './relaxation';
import { findConflicts } from './find-conflicts';
import { provesInfeasible } from './farkas';
import { classifyFeed } from '../feeds/feed-class';
import { adviseMiss } from './explain-misses';
import type { MissAdvice } from './explain-misses';
import type { LpProblem, LpSolution, LpSolver } from './lp-solver';
import { applyFibreFloor, findMinimumInclusionGrams } from './diet-guards';
import type { FibreFloor, FibreFloorOutcome, RatioBounds } from './diet-guards';
import { computeTraceMineralPremix, isTraceMineral, mgPerRequirementUnit } from './trace-mineral-premix';
import type { TraceMineral, TraceMineralPremix } from './trace-mineral-premix';
import { calculateDietSupply } from '../prediction/diet-supply';
import { grazingIntakeKg } from '../prediction/grazing-intake';
import type { GrazingIntakeBasis } from '../prediction/grazing-intake';

/** Input of a formulation. */
export type FormulationInput = {
  /** Feeds (normalised, see `normalizeFeed`); amounts are found by the solver. */
  readonly feeds: readonly Feed[];
  /** Requirement bounds per animal per day (units of `REQUIREMENT_UNIT_KEYS`). */
  readonly requirements: Requirements;
  /** Roughage share of dry-matter intake, % (the product's `proporcaoVC`); null or absent: free. */
  readonly roughagePercent?: number | null;
  /** Ration to produce (total_racao_a_produzir), kg as fed; default 1000 (docs/product/calculation.md#records). */
  readonly batchKg?: number | null;
  /** Expected daily gain of the animal, kg/day, for feed efficiency (gain ÷ DMI). */
  readonly dailyGainKg?: number | null;
  /** Feeds counted by the mineral-share rule (docs/product/calculation.md#constants); none by default. */
  readonly mineralFeedIds?: readonly string[];
  /**
   * Requirements the user edited but left unselected (an unchosen energy or protein alternative): they do
   * not constrain the diet, and docs/product/calculation.md#validation warns about them (EDITED_REQUIREMENT_NOT_SELECTED).
   */
  readonly editedUnselectedRequirements?: readonly RequirementKey[];
  /**
   * Fibre floor (docs/decisions/effective-fibre-floor.md): 'effective' replaces the NDF minimum by an
   * effective-fibre minimum; absent or null: the requirements as given.
   */
  readonly fibreFloor?: FibreFloor | null;
  /** Requirement keys the user set: the fibre floor never changes them. */
  readonly userRequirementKeys?: readonly RequirementKey[];
  /** Ca:P bounds as LP rows (docs/decisions/ratio-constraints.md); absent or null: none. */
  readonly caPRatio?: RatioBounds | null;
  /**
   * Crude-protein floor, % of DM, as an LP row (docs/decisions/crude-protein-floor.md; default of the CLI and
   * the web: `DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM`); absent or null: none.
   */
  readonly crudeProteinMinPercent?: number | null;
  /**
   * Smallest amount of each feed when used, g as fed per head per day, by id (0: none); a feed not listed
   * gets its class default (`findMinimumInclusionGrams`). docs/decisions/minimum-inclusion.md.
   */
  readonly minimumInclusionGrams?: Readonly<Record<string, number>> | null;
  /** Dose of a computed trace-mineral premix, g per head per day (default 20). */
  readonly premixGramsPerHead?: number | null;
  /**
   * Growing cattle grazing (`regime: 'pasto'`; `findGrazingIntakeBasis` of the animal): when some feed is
   * roughage, the diet's dry matter is at most its grazing intake (prediction/grazing-intake.ts, the rule
   * prediction eats it by), so a diet formulated for a gain predicts that gain
   * (docs/decisions/prediction-intake-and-pasture.md, choice 6). Absent or null: the CMS bounds as given.
   */
  readonly grazingIntake?: GrazingIntakeBasis | null;
};

/** Options of a formulation. */
export type FormulationOptions = {
  /**
   * What to do when the full requirements are infeasible: 'elastic' (default) finds the minimum-penalty
   * diet in one model; 'subsets' runs the product's subset search (up to 150 LPs); 'none', for callers that use
   * only exact diets (alternatives), answers 'inviavel' at once: no least-penalty diet, no guard
   * relaxation, no conflicts, so no LP is solved only to be discarded.
   */
  readonly infeasibleStrategy?: 'elastic' | 'subsets' | 'none';
  /** Name conflicting constraints when the full requirements are infeasible (default true). */
  readonly explainConflicts?: boolean;
  /** Compute shadow prices and feed price limits for an optimal diet (default true). */
  readonly economics?: boolean;
  /**
   * No filler (default true; docs/decisions/no-filler-pass.md): mineral and NPN sources do not count towards
   * the intake minimum, and a second pass keeps the least of them at the least cost.
   */
  readonly noFiller?: boolean;
  /** Feeds absent or at least their minimum inclusion, solved exactly (default true). */
  readonly minimumInclusion?: boolean;
  /**
   * Trace minerals through a premix (default true; docs/decisions/trace-mineral-premix.md): when the trace
   * minimums would change the bulk feeds by more than 1 % of DM, they are left to a computed premix.
   */
  readonly traceMineralPremix?: boolean;
  /**
   * When no diet meets the hard rows only because of a guard (the Ca:P ratio, or trace-mineral minimums a
   * premix can close), give the diet that misses the guard least as 'aproximada' instead of 'inviavel'
   * (default true; docs/decisions/guard-relaxation.md).
   */
  readonly relaxGuards?: boolean;
};

/** Outcome status, the product's own (docs/product/calculation.md#states "Optimisation outcome"). */
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
 * A requirement the diet misses, and what would fix it (`advice`:). For 'inviavel' the
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

/** Warning codes of docs/product/calculation.md#validation. */
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
  /**
   * No diet holds every feed's minimum inclusion when used (docs/decisions/minimum-inclusion.md): the
   * least-cost diet is given, and each feed below its minimum is named (g as fed per head per day).
   */
  | {
      readonly code: 'BELOW_MINIMUM_INCLUSION';
      readonly id: string;
      readonly grams: number;
      readonly minimumGrams: number;
    }
  /** An edited requirement that is not selected, so the edit does not reach the diet (docs/product/calculation.md#validation). */
  | { readonly code: 'EDITED_REQUIREMENT_NOT_SELECTED'; readonly key: RequirementKey }
  /**
   * A feed without a price (none or 0, docs/product/calculation.md#validation "a cost of R$0,00 counts as none") costs nothing to the
   * least-cost solver, so the diet may lean on it and its cost leaves it out.
   */
  | { readonly code: 'FEED_WITHOUT_PRICE'; readonly id: string }
  /**
   * No diet meets the Ca:P guard with these feeds (docs/decisions/guard-relaxation.md): the diet given
   * comes as close as the feeds allow (`reached`, g Ca per g P; null without P); `add` is the feed to add —
   * a calcium source (limestone) below the minimum, a phosphorus source above the maximum.
   */
  | {
      readonly code: 'CA_P_RATIO_MISSED';
      readonly bound: BoundSide;
      readonly required: number;
      readonly reached: number | null;
      readonly add: 'calciumSource' | 'phosphorusSource';
    }
  /**
   * No diet reaches the crude-protein floor with these feeds (docs/decisions/crude-protein-floor.md): the
   * diet given has the most crude protein the other hard rows allow (`reached`, % of DM); add a protein or
   * NPN source (urea).
   */
  /**
   * Grazing (docs/decisions/prediction-intake-and-pasture.md, choice 6): the animal eats at most
   * `intakeKg` kg DM/day of the diet on pasture (its grazing intake), too little for these feeds to meet
   * every requirement of the target gain; the diet given comes closest. Lower the gain or add a denser
   * supplement.
   */
  | { readonly code: 'GRAZING_INTAKE_LIMITS_GAIN'; readonly intakeKg: number }
  /**
   * Grazing (docs/decisions/ndf-on-pasture.md): the NDF maximum of the requirements (`maximum`, kg/day; 1.32 %
   * of live weight by default), a fill limit for confined rations, is not applied on pasture, where the
   * grazing intake already bounds what the animal eats.
   */
  | { readonly code: 'NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE'; readonly maximum: number }
  | {
      readonly code: 'CRUDE_PROTEIN_FLOOR_MISSED';
      /** The floor, % of DM. */
      readonly required: number;
      /** The diet's crude protein, % of DM. */
      readonly reached: number;
      readonly add: 'proteinSource';
    };

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
  /** The fibre floor applied, and the effective fibre supplied (% of DM); absent without a floor. */
  readonly fibre?: (FibreFloorOutcome & { readonly suppliedPercentOfDm: number }) | null;
  /** The diet's Ca:P ratio and its bounds; absent without bounds. */
  readonly caPRatio?: {
    readonly value: number | null;
    readonly min: number | null;
    readonly max: number | null;
  };
  /**
   * The diet's crude protein, % of DM, against its floor; `binding`: the diet sits at the floor (or below it,
   * when missed), so the floor shaped it. Absent without a floor.
   */
  readonly crudeProtein?: {
    readonly percentOfDm: number;
    readonly minPercentOfDm: number;
    readonly binding: boolean;
  };
  /** The trace-mineral premix the diet needs (its minerals are in `nutrients`); null or absent: none. */
  readonly premix?: TraceMineralPremix | null;
  /**
   * Grazing (`FormulationInput.grazingIntake` with a roughage feed): the grazing intake of the diet given
   * (kg DM/day), and whether it bounded the diet's dry matter (below the CMS maximum given). Absent otherwise.
   */
  readonly grazing?: {
    readonly intakeKg: number;
    readonly limiting: boolean;
    /**
     * The NDF maximum of the requirements (kg/day) set aside on pasture (docs/decisions/ndf-on-pasture.md);
     * absent when there was none or the user set the NDF requirement.
     */
    readonly ndfMaximumNotAppliedKg?: number;
  };
};

/** Default ration to produce, kg (docs/product/calculation.md#records default animal: total diet to produce 1000). */
export const DEFAULT_BATCH_KG = 1000;
/**
 * Urea above 1 % of diet DM is flagged. Source: Embrapa Gado de Corte (Brazilian beef-cattle research
 * centre), SAC answer on urea use, https://cloud.cnpgc.embrapa.br/sac/category/nutricao-animal/page/4:
 * urea "no alimento total, até o limite de 10 g/kg (1%)" (in the total feed, up to 10 g/kg, 1 %; 2 % in a
 * meal concentrate). The source does not state the basis; applied to diet DM it is the stricter reading
 * (docs/decisions/formulation-warnings.md).
 */
export const UREA_MAX_PERCENT_OF_DM = 1;
/** Minerals above 4 % of DM intake are flagged (docs/product/calculation.md#validation). */
export const MINERALS_MAX_PERCENT_OF_DM = 4;

// "% of DM" keys checked against 100; TDN (fats) and crude-protein equivalents (urea: 281 %, all of it in the
// soluble fraction A) legitimately exceed it.
const NOT_CAPPED_AT_100: readonly NutrientKey[] = ['NDT', 'PB', 'PDR', 'PNDR', 'PM', 'PBA', 'PBB'];
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
  // docs/product/calculation.md#validation: minimum restrictions must not exceed the whole diet.
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
  // docs/product/calculation.md#validation: a feed's minimum restriction must not exceed the animal's maximum requirement — checked at
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
  // docs/product/calculation.md#validation: altering a requirement that is not selected warns (the edit has no effect on the diet).
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
      // Cost ranging's lower end (objectives/price-ranging.ts reads the same range).
      stayFromPricePerKgAsFed: inDiet && finite(down) && down > 0 ? perAsFed(down) : null,
    };
  });
  return { shadowPrices, feeds };
}

/** Relative margin inside the reachable Ca:P when a guard is relaxed, so that the LP stays feasible. */
export const GUARD_RATIO_MARGIN = 1e-6;

/**
 * The highest ('maximize') or lowest Ca:P any diet meeting `rows` can have, g Ca per g P (or another ratio
 * Σ numerator·x ÷ Σ denominator·x: crude protein, % of DM, with PB % over 1); null when no diet
 * meets them (or none has phosphorus). A linear-fractional program, solved as one LP by the Charnes–Cooper
 * transformation (Charnes & Cooper 1962, Naval Res. Logist. Q. 9:181): y = t·x, t ≥ 0, Σ P·y = 1, each row
 * l ≤ a·x ≤ u as a·y − l·t ≥ 0 and a·y − u·t ≤ 0; the optimum of Σ Ca·y is the ratio. Intake is bounded
 * by the rows (CMS maximum), so t > 0 at the optimum.
 */
export function findRatioExtreme(
  model: DietModel,
  rows: readonly ModelRow[],
  solver: LpSolver,
  sense: 'maximize' | 'minimize',
  numerator: readonly number[] = model.feeds.map((f) => f.supply.Ca),
  denominator: readonly number[] = model.feeds.map((f) => f.supply.P),
): number | null {
  const n = model.feeds.length;
  const lpRows: LpProblem['rows'][number][] = [];
  for (const { row } of rows) {
    if (Number.isFinite(row.lower))
      lpRows.push({ coefficients: [...row.coefficients, -row.lower], lower: 0, upper: Infinity });
    if (Number.isFinite(row.upper))
      lpRows.push({ coefficients: [...row.coefficients, -row.upper], lower: -Infinity, upper: 0 });
  }
  lpRows.push({ coefficients: [...denominator, 0], lower: 1, upper: 1 });
  const solution = solver.solve({
    sense,
    cost: [...numerator, 0],
    columnLower: new Array<number>(n + 1).fill(0),
    columnUpper: new Array<number>(n + 1).fill(Infinity),
    rows: lpRows,
  });
  if (solution.status !== 'optimal' || !((solution.x[n] ?? 0) > 0)) return null;
  return solution.objective;
}

/** Tolerance of "at the floor", percentage points of crude protein in DM. */
const CRUDE_PROTEIN_BINDING_TOLERANCE = 1e-4;

/** The diet's crude protein, % of DM (PB g ÷ DM kg ÷ 10: g/kg = % DM × 10), against its floor. */
function describeCrudeProtein(
  proteinG: number,
  dmiKg: number,
  floor: number,
): NonNullable<FormulationResult['crudeProtein']> {
  const percentOfDm = dmiKg > 0 ? proteinG / dmiKg / 10 : 0;
  return {
    percentOfDm,
    minPercentOfDm: floor,
    binding: percentOfDm <= floor + CRUDE_PROTEIN_BINDING_TOLERANCE,
  };
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
 * Options that give the product's plain least-cost LP (no filler rule, no minimum inclusion, no premix): for
 * tests that compare the LP with an independent solver, and for callers that need a convex problem.
 */
export const PLAIN_LP_OPTIONS = {
  noFiller: false,
  minimumInclusion: false,
  traceMineralPremix: false,
} as const satisfies FormulationOptions;

/** Cost tolerance of the no-filler pass: the diet may cost this much more (relative) than the least cost. */
export const NO_FILLER_COST_TOLERANCE = 1e-7;

/**
 * Refines an optimal least-cost diet: (1) when a feed is used below its minimum inclusion, the exact
 * semi-continuous problem (each feed 0 or at least its minimum) is solved; (2) the no-filler pass — among the
 * diets within `NO_FILLER_COST_TOLERANCE` of the least cost, the one with the least dry matter from mineral
 * and NPN sources (docs/decisions/no-filler-pass.md). Returns the diet and, when it changed, an LP on the
 * diet's support for shadow prices (its x replaced by the diet).
 */
function refineOptimalDiet(
  model: DietModel,
  rows: readonly ModelRow[],
  lp: LpSolver,
  start: readonly number[],
  startCost: number,
  noFiller: boolean,
  options: FormulationOptions,
): { x: readonly number[]; economics: LpSolution | null; belowMinimum: readonly number[] } {
  const n = model.feeds.length;
  const semi = model.feeds.map((f) => f.minimumKgDm);
  const anySemi = semi.some((m) => m > 0);
  const base = costProblem(model, rows);
  let x = start;
  let cost = startCost;
  let changed = false;
  const tooSmall = (v: number, j: number): boolean => v > 1e-9 && v < (semi[j] ?? 0) * (1 - 1e-7);
  let belowMinimum: number[] = [];
  if (anySemi && x.some(tooSmall)) {
    const mip = lp.solve({ ...base, semiContinuousLower: semi });
    if (mip.status === 'optimal') {
      x = mip.x.map((v) => Math.max(0, v));
      cost = mip.objective;
      changed = true;
    } else belowMinimum = x.flatMap((v, j) => (tooSmall(v, j) ? [j] : []));
  }
  if (noFiller && model.feeds.some((f, j) => f.filler && (x[j] ?? 0) > 1e-9)) {
    const costRow = {
      coefficients: base.cost,
      lower: -Infinity,
      upper: cost + NO_FILLER_COST_TOLERANCE * Math.max(1, Math.abs(cost)),
    };
    const lexicographic: LpProblem = {
      ...base,
      cost: model.feeds.map((f) => (f.filler ? 1 : 0)),
      rows: [...base.rows, costRow],
      ...(anySemi ? { semiContinuousLower: semi } : {}),
    };
    const pass = lp.solve(lexicographic);
    const fillerOf = (v: readonly number[]): number =>
      model.feeds.reduce((sum, f, j) => sum + (f.filler ? Math.max(0, v[j] ?? 0) : 0), 0);
    if (pass.status === 'optimal' && fillerOf(pass.x) < fillerOf(x) - 1e-9) {
      x = pass.x.map((v) => Math.max(0, v));
      changed = true;
    }
  }
  if (!changed || options.economics === false) return { x, economics: null, belowMinimum };
  // Shadow prices on the diet's support: unused feeds held at 0, used ones at least their minimum.
  const used = x.map((v) => v > 1e-9);
  const support = lp.solve(
    {
      ...base,
      columnLower: used.map((u, j) => (u ? Math.min(semi[j] ?? 0, x[j] ?? 0) : 0)),
      columnUpper: used.map((u) => (u ? Infinity : 0)),
    },
    { ranging: true },
  );
  if (support.status !== 'optimal') return { x, economics: null, belowMinimum };
  return {
    x,
    economics: { ...support, x: Array.from({ length: n }, (_, j) => x[j] ?? 0) },
    belowMinimum,
  };
}

/**
 * Formulates the least-cost diet (docs/product/calculation.md#constants): minimises cost per day over kg DM of each feed, subject to
 * every requirement's minimum and maximum, per-feed inclusion limits (% of DM intake), the roughage share
 * when fixed and the mineral rules. When the full requirements are infeasible, returns the minimum-penalty
 * diet ('aproximada', with each miss listed, by the elastic LP or — with `infeasibleStrategy: 'subsets'` —
 * the product's subset search) or 'inviavel'; both name an irreducible set of conflicting constraints.
 * Units: requirements per animal per day (CMS kg, energy Mcal, protein and macro minerals g, micro minerals
 * mg, NDT/EE/CNF/FDN/FDNfe/AMIDO kg); feed cost per kg as fed.
 */
export function formulateDiet(
  input: FormulationInput,
  solver: LpSolver,
  options: FormulationOptions = {},
): { ok: true; value: FormulationResult } | { ok: false; errors: FormulationError[] } {
  const basis = input.grazingIntake ?? null;
  if (basis === null || !input.feeds.some((feed) => feed.roughage))
    return formulateWithCmsBounds(input, solver, options);
  const { requirements, ndfMaximumKg } = setAsideNdfMaximum(input);
  return formulateGrazing({ ...input, requirements }, basis, ndfMaximumKg, solver, options);
}

/**
 * On pasture (the grazing intake applies) the NDF maximum is not a constraint (docs/decisions/
 * ndf-on-pasture.md): 1.2–1.3 % of live weight as NDF is a fill proxy for the intake of confined rations
 * (Mertens 1994), and the grazing intake already bounds what the animal eats; cattle grazing a 72–80 % NDF
 * tropical grass eat 1.6–1.9 % of BW as NDF. The NDF minimum and every other bound stay. An NDF requirement
 * the user set (`userRequirementKeys`) is applied as given. Returns the requirements to formulate with and
 * the maximum set aside (null: none).
 */
function setAsideNdfMaximum(input: FormulationInput): {
  requirements: Requirements;
  ndfMaximumKg: number | null;
} {
  const ndf = input.requirements.FDN;
  if (!ndf || ndf.max === null || (input.userRequirementKeys ?? []).includes('FDN'))
    return { requirements: input.requirements, ndfMaximumKg: null };
  return { requirements: { ...input.requirements, FDN: { ...ndf, max: null } }, ndfMaximumKg: ndf.max };
}

/** Rounds of "solve, cap dry matter at the diet's grazing intake, solve again" (a fixed point in 1–3). */
export const GRAZING_INTAKE_ROUNDS = 8;
/**
 * Dry matter within this share above the diet's grazing intake counts as within it (prediction eats a
 * diet whole up to 1e-3 above its intake bound, predict-performance.ts).
 */
const GRAZING_INTAKE_TOLERANCE = 1e-4;

/**
 * Formulation for growing cattle on pasture (docs/decisions/prediction-intake-and-pasture.md, choice 6):
 * the animal eats at most the grazing intake of the diet (`grazingIntakeKg`: NRC 2000 intake of the diet's
 * energy, at least the zero-gain CMS), as prediction eats it. That intake depends on the diet's ME per kg
 * DM, not linear in the amounts, so: solve with the CMS bounds given; while the diet's dry matter exceeds
 * its grazing intake, cap dry matter at that intake (never raising the cap; the CMS minimum lowered to it
 * when above) and solve again. Each cap makes the diet denser, which raises its grazing intake (below NEma
 * 1.56 Mcal/kg), and the intake is never below the zero-gain CMS, so the caps fall to a fixed point. When
 * the requirements of the gain cannot be met within the cap, the least-penalty diet is 'aproximada' (misses
 * listed) with the warning GRAZING_INTAKE_LIMITS_GAIN; a diet still above its intake after the last round
 * is 'aproximada' too.
 */
function formulateGrazing(
  input: FormulationInput,
  basis: GrazingIntakeBasis,
  ndfMaximumKg: number | null,
  solver: LpSolver,
  options: FormulationOptions,
): { ok: true; value: FormulationResult } | { ok: false; errors: FormulationError[] } {
  const intakeOf = (result: FormulationResult) => {
    const supply = calculateDietSupply(
      input.feeds.map((feed, i) => ({
        id: feed.id,
        nutrientes: feed.nutrients,
        quantidade: result.feeds[i]?.asFedKg ?? 0,
        volumoso: feed.roughage,
      })),
    );
    return { dmKg: supply.dmKg, intakeKg: grazingIntakeKg(basis, supply) };
  };
  const within = (diet: { dmKg: number; intakeKg: number }) =>
    diet.dmKg <= diet.intakeKg * (1 + GRAZING_INTAKE_TOLERANCE);
  const given = input.requirements.CMS;
  let formulated = formulateWithCmsBounds(input, solver, options);
  if (!formulated.ok) return formulated;
  let result = formulated.value;
  let lpCount = result.lpCount;
  let cap: number | null = null;
  for (let round = 0; round < GRAZING_INTAKE_ROUNDS && result.status !== 'inviavel'; round += 1) {
    const diet = intakeOf(result);
    if (within(diet)) break;
    cap = Math.min(cap ?? Infinity, diet.intakeKg, given?.max ?? Infinity);
    const min = given?.min ?? null;
    const requirements = {
      ...input.requirements,
      CMS: { min: min === null ? null : Math.min(min, cap), max: cap },
    };
    formulated = formulateWithCmsBounds({ ...input, requirements }, solver, options, cap);
    if (!formulated.ok) return formulated;
    result = formulated.value;
    lpCount += result.lpCount;
  }
  const diet = intakeOf(result);
  const fits = result.status === 'inviavel' || within(diet);
  const limited = cap !== null && (result.status !== 'otima' || !fits);
  const warnings: FormulationWarning[] = [...result.warnings];
  if (limited) warnings.push({ code: 'GRAZING_INTAKE_LIMITS_GAIN', intakeKg: cap ?? diet.intakeKg });
  if (ndfMaximumKg !== null)
    warnings.push({ code: 'NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE', maximum: ndfMaximumKg });
  return {
    ok: true,
    value: {
      ...result,
      status: result.status === 'otima' && !fits ? 'aproximada' : result.status,
      economics: result.status === 'otima' && !fits ? null : result.economics,
      warnings,
      lpCount,
      grazing: {
        intakeKg: diet.intakeKg,
        limiting: cap !== null,
        ...(ndfMaximumKg !== null ? { ndfMaximumNotAppliedKg: ndfMaximumKg } : {}),
      },
    },
  };
}

/**
 * The least-cost diet within the CMS bounds given (the formulation of every animal that does not graze);
 * `dmCeilingKg`: the most dry matter any relaxed or least-penalty diet may have (grazing intake), instead of
 * 1.5 × the CMS maximum.
 */
function formulateWithCmsBounds(
  input: FormulationInput,
  solver: LpSolver,
  options: FormulationOptions = {},
  dmCeilingKg: number | null = null,
): { ok: true; value: FormulationResult } | { ok: false; errors: FormulationError[] } {
  const errors = validate(input);
  if (errors.length > 0) return { ok: false, errors };
  let requirements = input.requirements;
  let fibre: FibreFloorOutcome | null = null;
  if (input.fibreFloor) {
    const applied = applyFibreFloor(
      requirements,
      input.feeds,
      input.fibreFloor,
      new Set(input.userRequirementKeys ?? []),
    );
    requirements = applied.requirements;
    fibre = applied.outcome;
  }
  const noFiller = options.noFiller !== false;
  const minimumGramsAsFed: Record<string, number> = {};
  if (options.minimumInclusion !== false)
    for (const feed of input.feeds)
      minimumGramsAsFed[feed.id] = input.minimumInclusionGrams?.[feed.id] ?? findMinimumInclusionGrams(feed);
  const roughage = input.roughagePercent ?? null;
  const fullBounds = givenBounds(requirements);
  const counter = { lpCount: 0 };
  const lp = countSolves(solver, counter);
  const proteinFloor = input.crudeProteinMinPercent ?? null;
  // Every model of this formulation has the same feeds, supplies and bounds; only the guards and the
  // intake rule differ, so the feeds are prepared once (docs/decisions/engine-speed.md).
  let firstModel: DietModel | null = null;
  const prepare = (
    noFillerIntake: boolean,
    caPRatio: RatioBounds | null = input.caPRatio ?? null,
    crudeProteinMinPercent: number | null = proteinFloor,
  ): DietModel => {
    const guards = { caPRatio, crudeProteinMinPercent, noFillerIntake, minimumGramsAsFed, dmCeilingKg };
    if (firstModel === null) {
      firstModel = prepareDietModel(input.feeds, requirements, roughage, input.mineralFeedIds ?? [], guards);
      return firstModel;
    }
    // The fields `prepareDietModel` sets from these guards, as it sets them.
    return {
      ...firstModel,
      caPRatio: caPRatio ?? null,
      crudeProteinMinPercent: crudeProteinMinPercent ?? null,
      noFillerIntake: noFillerIntake === true,
    };
  };
  const traceMinimums = activeKeys(fullBounds).filter(
    (key) => isTraceMineral(key) && (fullBounds[key]?.min ?? null) !== null,
  );
  const ranging = { ranging: options.economics !== false };
  const withCertificate = { ...ranging, certificate: true };

  /**
   * The least-cost diet for one set of bounds, as it would be given: the least-cost LP with the intake
   * minimum met by food (no filler); then each mineral and NPN source held to what that diet needed with
   * the intake bounds counting every feed again (so the dry matter is the intake the requirements give, as
   * prediction eats it); then the exact minimum inclusions and the no-filler pass (`refineOptimalDiet`).
   */
  const solveFor = (
    bounds: EffectiveBounds,
    caPRatio: RatioBounds | null = input.caPRatio ?? null,
    cpFloor: number | null = proteinFloor,
  ) => {
    let model = prepare(noFiller, caPRatio, cpFloor);
    let rows = buildRows(model, bounds, true);
    let full = lp.solve(costProblem(model, rows), withCertificate);
    let provenInfeasible = full.status === 'infeasible';
    if (noFiller && full.status !== 'optimal' && model.feeds.some((f) => f.filler)) {
      // Intake fixed so tightly that food alone cannot reach its minimum with the minerals the diet needs:
      // the intake minimum counts every feed again (the no-filler pass still runs). Not solved when the
      // first LP's Farkas certificate also proves these rows infeasible (it does not lean on the rows the
      // intake rule changes; docs/decisions/engine-speed.md).
      const plain = prepare(false, caPRatio, cpFloor);
      const plainRows = buildRows(plain, bounds, true);
      const ray = full.rowRay;
      const proven =
        ray !== undefined &&
        provesInfeasible(
          plainRows.map((r) => r.row),
          ray,
        );
      if (!proven) {
        const again = lp.solve(costProblem(plain, plainRows), ranging);
        provenInfeasible &&= again.status === 'infeasible';
        if (again.status === 'optimal') [model, rows, full] = [plain, plainRows, again];
      }
    }
    let organic: { model: DietModel; rows: ModelRow[]; full: LpSolution } | null = null;
    if (model.noFillerIntake && full.status === 'optimal') {
      const x0 = full.x.map((v) => Math.max(0, v));
      const total = x0.reduce((sum, v) => sum + v, 0);
      const plain = prepare(false, caPRatio, cpFloor);
      const caps: ModelRow[] = plain.feeds.flatMap((feed, j): ModelRow[] =>
        feed.filler
          ? [
              {
                ref: {
                  kind: 'feed',
                  id: feed.feed.id,
                  bound: 'max',
                  value: total > 0 ? ((x0[j] ?? 0) / total) * 100 : 0,
                },
                row: {
                  coefficients: plain.feeds.map((_, k) => (k === j ? 1 : 0)),
                  lower: -Infinity,
                  // A source in use may still reach its minimum inclusion (minimum-inclusion.md).
                  upper: (x0[j] ?? 0) > 1e-9 ? Math.max(x0[j] ?? 0, feed.minimumKgDm) : 0,
                },
              },
            ]
          : [],
      );
      const capped = [...buildRows(plain, bounds, true), ...caps];
      const second = lp.solve(costProblem(plain, capped), ranging);
      if (second.status === 'optimal') {
        organic = { model, rows, full };
        [model, rows, full] = [plain, capped, second];
      }
    }
    let refined: ReturnType<typeof refineOptimalDiet> | null = null;
    if (full.status === 'optimal') {
      refined = refineOptimalDiet(
        model,
        rows,
        lp,
        full.x.map((v) => Math.max(0, v)),
        full.objective,
        noFiller,
        options,
      );
      if (refined.belowMinimum.length > 0 && organic !== null) {
        // The capped sources leave no room for every minimum inclusion: the food-intake diet instead.
        const alternative = refineOptimalDiet(
          organic.model,
          organic.rows,
          lp,
          organic.full.x.map((v) => Math.max(0, v)),
          organic.full.objective,
          noFiller,
          options,
        );
        if (alternative.belowMinimum.length === 0) {
          ({ model, rows, full } = organic);
          refined = alternative;
        }
      }
    }
    return { model, rows, full, bounds, refined, provenInfeasible };
  };
  /**
   * What `solveFor` gives, without solving, for bounds known to have no diet: the first model and its
   * rows, no solution (docs/decisions/engine-speed.md).
   */
  const knownInfeasible = (bounds: EffectiveBounds): ReturnType<typeof solveFor> => {
    const model = prepare(noFiller);
    return {
      model,
      rows: buildRows(model, bounds, true),
      full: { status: 'infeasible', objective: NaN, x: [], rowActivity: [], rowDual: [], reducedCost: [] },
      bounds,
      refined: null,
      provenInfeasible: true,
    };
  };

  // Trace minerals through a premix: the bulk diet is also solved without the trace minimums (maxima
  // kept); if the trace minimums change any feed of the diet as given by more than 1 % of DM (or make it
  // inexact), the bulk diet is the diet and a premix closes the gaps.
  let premixGaps: Partial<Record<TraceMineral, number>> | null = null;
  const usesPremix = options.traceMineralPremix !== false && traceMinimums.length > 0;
  const bulkBounds: Record<string, { min: number | null; max: number | null }> = {
    ...fullBounds,
  } as never;
  for (const key of traceMinimums) {
    const b = fullBounds[key] as { min: number | null; max: number | null };
    if (b.max === null) delete bulkBounds[key];
    else bulkBounds[key] = { min: null, max: b.max };
  }
  const bulk = usesPremix ? solveFor(bulkBounds) : null;
  // The bulk bounds only drop trace minimums, so every diet of the full bounds is a bulk diet: when the bulk
  // LPs are proven infeasible, the full ones are too and are not solved.
  let solved = bulk?.provenInfeasible ? knownInfeasible(fullBounds) : solveFor(fullBounds);
  if (bulk !== null) {
    if (bulk.refined !== null) {
      const bulkX = bulk.refined.x;
      const fullX = solved.refined?.x ?? null;
      const dmiBulk = bulkX.reduce((sum, v) => sum + v, 0);
      const distorted =
        fullX === null || bulkX.some((v, j) => Math.abs(v - (fullX[j] ?? 0)) > 0.01 * dmiBulk);
      if (distorted) {
        solved = bulk;
        premixGaps = {};
      }
    }
  }
  let { model, rows, full, bounds } = solved;

  let status: FormulationStatus;
  let x: readonly number[];
  let relaxation: FormulationResult['relaxation'] = null;
  let conflicts: ConstraintRef[] = [];
  let missDiet: readonly number[] | null = null;
  let economicsSolution: LpSolution = full;
  let belowMinimum: readonly number[] = [];
  if (solved.refined !== null) {
    status = 'otima';
    x = solved.refined.x;
    if (solved.refined.economics) economicsSolution = solved.refined.economics;
    belowMinimum = solved.refined.belowMinimum;
  } else if (options.infeasibleStrategy === 'none') {
    status = 'inviavel';
    x = model.feeds.map(() => 0);
  } else {
    let diet: RelaxedDiet | null;
    if (options.infeasibleStrategy === 'subsets') {
      diet = searchRelaxationSubsets(model, bounds, lp).best;
    } else {
      diet = solveElastic(model, bounds, lp);
    }
    // A guard row (Ca:P, crude-protein floor) is a ratio that the empty diet holds: with no mineral minimum
    // to rule it out, the least-penalty "diet" can be nothing at all, which is no diet.
    if (diet && !diet.x.some((v) => v > 1e-9)) diet = null;
    if (diet) {
      status = 'aproximada';
      x = diet.x;
      relaxation = { method: diet.method, penalty: diet.penalty };
    } else {
      status = 'inviavel';
      x = model.feeds.map(() => 0);
      // No diet meets the minerals: the least-penalty diet with the minerals relaxed too states every
      // shortfall; it is not fed, so the amounts stay 0.
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
  // Infeasible only because of a guard (docs/decisions/guard-relaxation.md): the trace minimums go to the
  // premix, the Ca:P bound moves to the nearest ratio the hard rows allow, then the crude-protein floor to the
  // most protein the hard rows and that ratio allow; the diet is then solved as usual (exact, else least
  // penalty) and given as 'aproximada' with the guard it misses named.
  const guardWarnings: FormulationWarning[] = [];
  if (status === 'inviavel' && options.relaxGuards !== false && options.infeasibleStrategy !== 'none') {
    const guardBounds: EffectiveBounds = usesPremix ? bulkBounds : fullBounds;
    const ratio = input.caPRatio ?? null;
    let reachable: RatioBounds | null = ratio;
    let feasible = true;
    if (ratio !== null) {
      const guardModel = prepare(noFiller, null, null);
      const hard = findElasticHardRows(guardModel, guardBounds);
      const highest =
        ratio.min !== null && ratio.min > 0 ? findRatioExtreme(guardModel, hard, lp, 'maximize') : Infinity;
      const lowest =
        ratio.max !== null && ratio.max > 0 ? findRatioExtreme(guardModel, hard, lp, 'minimize') : 0;
      if (highest === null || lowest === null) feasible = false;
      else
        reachable = {
          // A hair inside the extreme so that the LP's tolerance keeps it feasible.
          min: ratio.min === null ? null : Math.min(ratio.min, highest * (1 - GUARD_RATIO_MARGIN)),
          max: ratio.max === null ? null : Math.max(ratio.max, lowest * (1 + GUARD_RATIO_MARGIN)),
        };
    }
    let reachableProtein = proteinFloor;
    if (feasible && proteinFloor !== null && proteinFloor > 0) {
      const proteinModel = prepare(noFiller, reachable, null);
      const highest = findRatioExtreme(
        proteinModel,
        [...findElasticHardRows(proteinModel, guardBounds), ...ratioRows(proteinModel)],
        lp,
        'maximize',
        proteinModel.feeds.map((f) => f.feed.nutrients.PB ?? 0),
        proteinModel.feeds.map(() => 1),
      );
      if (highest === null) feasible = false;
      else reachableProtein = Math.min(proteinFloor, highest * (1 - GUARD_RATIO_MARGIN));
    }
    const changed = guardBounds !== fullBounds || reachable !== ratio || reachableProtein !== proteinFloor;
    if (feasible && changed) {
      const again = solveFor(guardBounds, reachable, reachableProtein);
      let guarded: readonly number[] | null = null;
      let guardRelaxation: FormulationResult['relaxation'] = null;
      if (again.refined !== null) guarded = again.refined.x;
      else {
        const diet = solveElastic(again.model, guardBounds, lp);
        if (diet) {
          guarded = diet.x;
          guardRelaxation = { method: diet.method, penalty: diet.penalty };
        }
      }
      if (guarded !== null) {
        status = 'aproximada';
        x = guarded;
        relaxation = guardRelaxation;
        ({ model, rows, full } = again);
        bounds = guardBounds;
        missDiet = null;
        if (usesPremix) premixGaps = {};
        if (options.explainConflicts !== false) {
          // What cannot hold together once the trace minimums are left to the premix: the guard and the rows
          // that keep the feeds from meeting it.
          const withRatio = prepare(noFiller);
          conflicts = findConflicts(
            withRatio,
            [...findElasticHardRows(withRatio, guardBounds), ...guardRows(withRatio)],
            lp,
          );
        }
        const given = suppliedNutrients(model, x);
        const value = given.P > 0 ? given.Ca / given.P : null;
        if (ratio?.min != null && ratio.min > 0 && (value === null || value < ratio.min * (1 - 1e-6)))
          guardWarnings.push({
            code: 'CA_P_RATIO_MISSED',
            bound: 'min',
            required: ratio.min,
            reached: value,
            add: 'calciumSource',
          });
        if (ratio?.max != null && ratio.max > 0 && value !== null && value > ratio.max * (1 + 1e-6))
          guardWarnings.push({
            code: 'CA_P_RATIO_MISSED',
            bound: 'max',
            required: ratio.max,
            reached: value,
            add: 'phosphorusSource',
          });
        const dm = x.reduce((sum, v) => sum + v, 0);
        const protein = dm > 0 ? given.PB / dm / 10 : 0;
        if (proteinFloor !== null && proteinFloor > 0 && protein < proteinFloor * (1 - 1e-6))
          guardWarnings.push({
            code: 'CRUDE_PROTEIN_FLOOR_MISSED',
            required: proteinFloor,
            reached: protein,
            add: 'proteinSource',
          });
      }
    }
  }
  let premix: TraceMineralPremix | null = null;
  if (premixGaps !== null && status !== 'inviavel') {
    const supplied = suppliedNutrients(model, x);
    for (const key of traceMinimums)
      premixGaps[key as TraceMineral] =
        ((fullBounds[key]?.min ?? 0) - supplied[key]) * mgPerRequirementUnit(key as TraceMineral);
    premix = computeTraceMineralPremix(premixGaps, input.premixGramsPerHead ?? undefined);
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
  // The premix's trace minerals are part of what the animal eats.
  for (const mineral of premix?.minerals ?? [])
    nutrients[mineral.key] += mineral.mgPerDay / mgPerRequirementUnit(mineral.key);
  const gain = input.dailyGainKg ?? null;
  const ratio = input.caPRatio ?? null;
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
      warnings: [
        ...findWarnings(bounds, model, input, x, dmi),
        ...guardWarnings,
        ...belowMinimum.map((j): FormulationWarning => {
          const feed = model.feeds[j] as DietModel['feeds'][number];
          return {
            code: 'BELOW_MINIMUM_INCLUSION',
            id: feed.feed.id,
            grams: ((x[j] ?? 0) / feed.dryMatterFraction) * 1000,
            minimumGrams: (feed.minimumKgDm / feed.dryMatterFraction) * 1000,
          };
        }),
      ],
      feedEfficiency: gain !== null && dmi > 0 ? gain / dmi : null,
      economics:
        status === 'otima' && options.economics !== false
          ? computeEconomics(model, rows, economicsSolution)
          : null,
      relaxation,
      lpCount: counter.lpCount,
      ...(fibre
        ? { fibre: { ...fibre, suppliedPercentOfDm: dmi > 0 ? (nutrients.FDNfe / dmi) * 100 : 0 } }
        : {}),
      ...(ratio
        ? {
            caPRatio: {
              value: nutrients.P > 0 ? nutrients.Ca / nutrients.P : null,
              min: ratio.min,
              max: ratio.max,
            },
          }
        : {}),
      ...(proteinFloor !== null && proteinFloor > 0
        ? { crudeProtein: describeCrudeProtein(nutrients.PB, dmi, proteinFloor) }
        : {}),
      ...(premixGaps !== null ? { premix } : {}),
    },
  };
}
