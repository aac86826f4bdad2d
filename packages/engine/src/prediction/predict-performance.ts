/**
 * Performance prediction (mode PD; docs/product/calculation.md#performance-prediction, docs/product/nutrition-science.md#adg-prediction–6): the
 * highest daily gain each of net energy, metabolizable protein, Ca and P allows, the expected gain (their
 * minimum) and the limiting nutrient, N and P excretion, and enteric methane.
 */
import type { Animal } from '../animal/animal';
import { normalizeAnimal } from '../animal/normalize-animal';
import type { AnimalProblem } from '../animal/validate-animal';
import { validateAnimal } from '../animal/validate-animal';
import { solveMicrobialProtein } from '../requirements/microbial-protein';
import type {
  GainSearchNumbers,
  RequirementModel,
  RequirementModelOptions,
  RequirementNumbers,
} from '../requirements/requirement-model';
import { buildRequirementModel } from '../requirements/requirement-model';
import type { DietFeed, DietSupply } from './diet-supply';
import { calculateDietSupply, createNutrientMemo } from './diet-supply';
import type { Excretion } from './excretion';
import { calculateExcretion } from './excretion';
import type { MethaneOptions } from './methane';
import { calculateMethane } from './methane';
import { findIntakeMatch } from './match-intake';
import { grazingIntakeKg } from './grazing-intake';
import { dietEnergyIntakeKg } from './voluntary-intake';

/** Gain search range and resolution (docs/product/calculation.md#constants: 45 000 steps of 0.0001 kg/day, i.e. 0–4.5 kg/day). */
export const PREDICTION_MAX_GAIN_KG = 4.5;
export const PREDICTION_STEP_KG = 0.0001;
const PREDICTION_STEPS = 45000;

/** Options: requirement-model choices, methane options and the comparison bases. */
export type PredictionOptions = RequirementModelOptions &
  MethaneOptions & {
    /**
     * Energy compared between diet and requirement (`PGMDEL`): `NDT` (default, kg TDN), `EM` (Mcal ME) or
     * `EL` (Mcal NE, requires the feeds' EL). The default matches the requirement table's default energy
     * alternative, so a diet formulated on NDT predicts the gain it was formulated for.
     */
    readonly energyBasis?: 'NDT' | 'EM' | 'EL';
    /**
     * Protein compared (`PGMDPM`): `PB` (default; crude protein against the CP requirement derived from
     * the MP requirement by the microbial-protein chain) or `PM` (metabolizable protein: feeds' PM where
     * every feed gives it, else 0.64·MCP + 0.8·RUP).
     */
    readonly proteinBasis?: 'PB' | 'PM';
    /**
     * Match the diet to the animal's intake ("compatibilise", docs/product/errors.md#calculation-errors): every amount is scaled by one
     * factor so that the dry matter offered equals the expected dry matter intake (`Prediction.intake`:
     * CMS at the gain the scaled diet's energy and protein allow; Ca and P may still limit the expected
     * gain); the prediction is of the scaled diet and `matchedFactor` gives the factor. When no factor is found (the matched
     * gain would lie beyond the 4.5 kg/day search range) the error is `intakeMatchFailed` ("could not
     * match prediction").
     */
    readonly matchIntake?: boolean;
    /**
     * Without `matchIntake`, the animal eats what is offered only up to its intake (default true): when the
     * diet offers more dry matter than the BR-CORTE CMS at the gain of what is eaten, every amount is
     * scaled down to that intake and the prediction (gains, excretion, methane) is of the diet eaten, as
     * the NRC (2000) and NASEM (2016) beef models predict performance from predicted intake rather than
     * from the amount offered. `false` assumes every amount offered is eaten (the former behaviour).
     */
    readonly capAtIntake?: boolean;
  };

/** The limiting nutrient: net energy, metabolizable protein, calcium or phosphorus. */
export type LimitingNutrient = 'EL' | 'PM' | 'Ca' | 'P';

/**
 * A prediction, with the product's keys (docs/product/calculation.md#records "Prediction data", "Excretion and methane"). Gains
 * kg/day; excretion g/day; methane g/day and g per kg of gain (null when the gain is 0).
 */
export type Prediction = {
  readonly GMDEsperado: number;
  readonly PGMDEL: number;
  readonly PGMDPM: number;
  readonly PGMDCa: number;
  readonly PGMDP: number;
  readonly limitante: LimitingNutrient;
  readonly excNFezes: number;
  readonly excNUrina: number;
  readonly excTotalN: number;
  readonly excTotalP: number;
  readonly producaoMetano: number;
  readonly producaoMetanoProduto: number | null;
  readonly supply: DietSupply;
  readonly excretion: Excretion;
  /**
   * Ym used for the solid (non-milk) diet (0 when the animal drinks only milk), the gross energy of that
   * diet (MJ/day) and its DE as % of GE.
   */
  readonly methane: {
    readonly ymPercent: number;
    readonly grossEnergyMj: number;
    readonly digestibleEnergyPercent: number;
  };
  /** Requirement numbers at the expected gain. */
  readonly atExpectedGain: RequirementNumbers;
  /**
   * The animal's expected dry matter intake (kg DM/day) and the most it eats, at `dailyGainKg`, the gain the
   * diet's energy and protein allow (the lower of PGMDEL and PGMDPM): intake follows energy and protein; a Ca
   * or P shortfall, which a mineral mix corrects, limits the gain but not what the animal eats. Expected:
   * BR-CORTE CMS; maximum: CMS × the CMS maximum factor, the formulation's bound (one intake basis); for
   * growing cattle both at least the NRC (2000) intake of the diet's energy. Compare with `supply.dmKg`, the
   * dry matter offered; `matchIntake` makes it equal to the expected intake.
   */
  readonly intake: {
    readonly dailyGainKg: number;
    readonly dmiKg: number;
    readonly maxDmiKg: number;
    /** BR-CORTE CMS at `dailyGainKg` (kg DM/day). */
    readonly cmsKg?: number;
    /**
     * Growing cattle: the NRC (2000) intake from the energy of the diet (kg DM/day), the lower bound of what
     * the animal eats on a diet too dilute for the CMS fixed point (docs/decisions/
     * prediction-intake-and-pasture.md); null for cows and calves.
     */
    readonly dietEnergyDmiKg?: number | null;
    /** Which bound sets the maximum: the CMS at the gain (`gain`) or the diet's energy (`dietEnergy`). */
    readonly basis?: 'gain' | 'dietEnergy';
    /**
     * Growing cattle grazing (regime pasto, forage flagged `volumoso`): true when the intake is the grazing
     * intake, the NRC (2000) intake of the diet eaten (at least the zero-gain CMS) rather than the CMS at
     * the gain. Absent otherwise.
     */
    readonly grazing?: boolean;
  };
  /**
   * Growing cattle on pasture with forage flagged `volumoso`: the forage and supplement eaten (kg DM/day),
   * the forage the animal would eat without supplement, and the substitution rate (kg forage less per kg of
   * supplement DM; null without supplement).
   */
  readonly pasture?: {
    readonly forageDmKg: number;
    readonly supplementDmKg: number;
    readonly forageAloneDmKg: number;
    readonly substitutionRate: number | null;
  };
  /**
   * With `matchIntake`: the factor every feed's amount was multiplied by (the prediction is of the scaled
   * diet). Absent otherwise.
   */
  readonly matchedFactor?: number;
  /**
   * Present when the diet offers more dry matter than the animal eats (the intake cap, `capAtIntake`):
   * the share of every amount eaten (0 < factor < 1), the supply eaten, and the dry matter eaten (kg/day;
   * the expected intake at the gain of what is eaten). Gains, excretion and methane are of the diet eaten;
   * `supply` stays the diet offered.
   */
  readonly eaten?: { readonly factor: number; readonly dmKg: number; readonly supply: DietSupply };
};

/** A problem of the prediction input: a field of the animal, or `alimentos` / `alimentos[i].quantidade`. */
export type PredictionProblem =
  | AnimalProblem
  | {
      readonly field: string;
      readonly code: 'zeroTotalQuantity' | 'notANumber' | 'belowMinimum' | 'intakeMatchFailed';
    };

/**
 * The largest gain on the 0.0001 kg/day grid of 0–4.5 kg/day whose requirement the supply still meets
 * (requirement non-decreasing in gain). Bisection over the grid index gives the same answer as the product's
 * 45 000-step loop in 16 evaluations.
 */
export function findHighestGainKg(requirementAt: (dailyGainKg: number) => number, supply: number): number {
  return findHighestGainOnGrid((index) => requirementAt(index * PREDICTION_STEP_KG), supply);
}

/** {@link findHighestGainKg} with the requirement given per grid index (gain = index × 0.0001 kg/day). */
function findHighestGainOnGrid(requirementAtIndex: (index: number) => number, supply: number): number {
  const meets = (index: number) => requirementAtIndex(index) <= supply;
  if (!meets(0)) return 0;
  if (meets(PREDICTION_STEPS)) return PREDICTION_MAX_GAIN_KG;
  let lo = 0;
  let hi = PREDICTION_STEPS;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (meets(mid)) lo = mid;
    else hi = mid;
  }
  return lo / 10000;
}

const finite = (x: number): number => (Number.isFinite(x) ? x : 0);

/**
 * Predicts performance of `animal` on `feeds` (kg as fed per day, nutrients per kg DM with the product's keys).
 * The animal is normalised (`normalizeAnimal`) and validated as in the prediction form (docs/product/calculation.md#validation; its
 * daily gain is not needed); a total quantity not above 0 is the error `zeroTotalQuantity` (docs/product/calculation.md#validation,
 * docs/product/errors.md#calculation-errors). Pure; no NaN or Infinity.
 */
export function predictPerformance(
  input: Animal,
  feeds: readonly DietFeed[],
  options: PredictionOptions = {},
): { ok: true; value: Prediction } | { ok: false; errors: PredictionProblem[] } {
  // The domain rules first (normalizeAnimal), as every entry point applies them.
  const animal = normalizeAnimal(input);
  const errors: PredictionProblem[] = [...validateAnimal(animal, 'prediction')];
  feeds.forEach((feed, index) => {
    if (!Number.isFinite(feed.quantidade))
      errors.push({ field: `alimentos[${index}].quantidade`, code: 'notANumber' });
    else if (feed.quantidade < 0)
      errors.push({ field: `alimentos[${index}].quantidade`, code: 'belowMinimum' });
  });
  const total = feeds.reduce(
    (sum, feed) => sum + (Number.isFinite(feed.quantidade) ? feed.quantidade : 0),
    0,
  );
  if (!(total > 0)) errors.push({ field: 'alimentos', code: 'zeroTotalQuantity' });
  if (errors.length > 0) return { ok: false, errors };

  const search = createGainSearch(buildRequirementModel(animal, options), options);
  const growing = animal.tipo === 'crescimento_terminacao';
  const shrunkWeightKg = search.at(0).shrunkWeightKg;
  // Growing cattle grazing (regime pasto, forage flagged `volumoso`): intake follows the forage and diet
  // quality, not the gain (docs/decisions/prediction-intake-and-pasture.md, "grazing intake").
  const forage = growing && animal.regime === 'pasto' ? splitForage(feeds) : null;
  const grazing = forage !== null;
  // Within this call the searches below sum the same feeds at many amounts and ask the intake bound of
  // the same supplies again: nutrients are read once, and each supply's bound is remembered.
  const nutrients = createNutrientMemo();
  const supplyOf: SupplyOf = (diet) => calculateDietSupply(diet, nutrients);
  const bounds = new WeakMap<DietSupply, IntakeBound>();
  const boundOf = (supply: DietSupply) => {
    let bound = bounds.get(supply);
    if (bound === undefined) {
      bound = findIntakeBound(search, supply, growing ? shrunkWeightKg : null, grazing);
      bounds.set(supply, bound);
    }
    return bound;
  };
  const scaledSupplies = new Map<number, DietSupply>();
  const supplyScaledBy = (factor: number) => {
    let supply = scaledSupplies.get(factor);
    if (supply === undefined) {
      supply = supplyOf(feeds.map((feed) => ({ ...feed, quantidade: feed.quantidade * factor })));
      scaledSupplies.set(factor, supply);
    }
    return supply;
  };
  const offeredSupply = supplyOf(feeds);
  const intakeAt = (factor: number) => {
    const bound = boundOf(supplyScaledBy(factor));
    return { dailyGainKg: bound.dailyGainKg, dmiKg: bound.expectedKg };
  };
  if (!options.matchIntake) {
    const offered = predictWithModel(search, offeredSupply, options, boundOf);
    if (options.capAtIntake === false) return { ok: true, value: offered };
    // On pasture the supplement is eaten whole and the forage fills the rest (substitution); in a mixed
    // ration every feed is eaten in the proportion offered.
    const eaten = findEaten(feeds, forage, supplyOf, boundOf, offeredSupply);
    const pasture = forage ? describePasture(feeds, forage, eaten.feeds, supplyOf, boundOf) : undefined;
    if (eaten.factor >= 1) return { ok: true, value: pasture ? { ...offered, pasture } : offered };
    const atEaten = predictWithModel(search, eaten.supply, options, boundOf);
    return {
      ok: true,
      value: {
        ...atEaten,
        supply: offered.supply,
        eaten: { factor: eaten.factor, dmKg: atEaten.supply.dmKg, supply: atEaten.supply },
        ...(pasture ? { pasture } : {}),
      },
    };
  }
  const match = findIntakeMatch(offeredSupply.dmKg, intakeAt, PREDICTION_MAX_GAIN_KG);
  if (!match.ok) return { ok: false, errors: [{ field: 'alimentos', code: 'intakeMatchFailed' }] };
  return {
    ok: true,
    value: {
      ...predictWithModel(search, supplyScaledBy(match.factor), options, boundOf),
      matchedFactor: match.factor,
    },
  };
}

/** The supply of a diet (the prediction's memo of nutrients read). */
type SupplyOf = (diet: readonly DietFeed[]) => DietSupply;

/** The four nutrients whose requirement the gain searches compare with the supply. */
type SearchedNutrient = 'energy' | 'protein' | 'Ca' | 'P';

/**
 * One prediction's gain searches on one requirement model. The searches (four nutrients, and the
 * intake's energy and protein search for every diet the intake searches try) visit the same grid points
 * many times: each nutrient's requirement is remembered per grid index, the numbers per gain.
 */
type GainSearch = {
  /** Every requirement number at a gain, remembered per gain. */
  readonly at: (dailyGainKg: number) => RequirementNumbers;
  /** The highest gain on the grid whose requirement of `nutrient` the supply meets (`findHighestGainKg`). */
  readonly highest: (nutrient: SearchedNutrient, supply: DietSupply) => number;
};

function createGainSearch(model: RequirementModel, options: PredictionOptions): GainSearch {
  const byGain = new Map<number, RequirementNumbers>();
  const at = (gain: number) => {
    let numbers = byGain.get(gain);
    if (numbers === undefined) {
      numbers = model.at(gain);
      byGain.set(gain, numbers);
    }
    return numbers;
  };
  const byIndex = new Map<number, GainSearchNumbers>();
  const atIndex = (index: number) => {
    let numbers = byIndex.get(index);
    if (numbers === undefined) {
      numbers = model.searchAt(index * PREDICTION_STEP_KG);
      byIndex.set(index, numbers);
    }
    return numbers;
  };
  const protein = options.proteinBasis ?? 'PB';
  const energy = options.energyBasis ?? 'NDT';
  const requirementOf: Record<SearchedNutrient, (numbers: GainSearchNumbers) => number> = {
    energy: (n) => (energy === 'EM' ? n.meMcal : energy === 'EL' ? n.nelTotalMcal : n.tdnKg),
    protein: (n) => (protein === 'PM' ? n.mpG : solveMicrobialProtein(n.mpG, n.tdnKg).cpG),
    Ca: (n) => n.caG,
    P: (n) => n.pG,
  };
  const onGrid = {} as Record<SearchedNutrient, (index: number) => number>;
  for (const nutrient of ['energy', 'protein', 'Ca', 'P'] as const) {
    const known = new Map<number, number>();
    const requirement = requirementOf[nutrient];
    onGrid[nutrient] = (index) => {
      let value = known.get(index);
      if (value === undefined) {
        value = requirement(atIndex(index));
        known.set(index, value);
      }
      return value;
    };
  }
  const supplyOf = comparisonSupplies(options);
  return {
    at,
    highest: (nutrient, supply) => findHighestGainOnGrid(onGrid[nutrient], supplyOf[nutrient](supply)),
  };
}

/** Offered dry matter counts as above the intake beyond this share (the match's own tolerance). */
const INTAKE_CAP_TOLERANCE = 1e-3;
/** Bisection steps on the eaten share; 2⁻³⁰ of the offer is far below 1 g of feed. */
const EATEN_BISECTION_STEPS = 30;

/** What the animal eats at most of a diet (kg DM/day) and why. */
type IntakeBound = {
  /** The gain intake follows: the lower of what energy and protein allow (see `Prediction.intake`). */
  readonly dailyGainKg: number;
  /** BR-CORTE CMS at that gain and the formulation's maximum (CMS × the CMS maximum factor). */
  readonly cmsKg: number;
  readonly maxCmsKg: number;
  /** Growing cattle: NRC (2000) intake from the diet's energy (prediction/voluntary-intake.ts); else null. */
  readonly dietEnergyKg: number | null;
  /** Expected intake: the larger of CMS and the diet-energy intake. */
  readonly expectedKg: number;
  /** Most the animal eats: the larger of the CMS maximum and the diet-energy intake (grazing: see below). */
  readonly limitKg: number;
  /** Which bound sets `limitKg`: the CMS at the gain or the diet's energy (`Prediction.intake.basis`). */
  readonly basis: 'gain' | 'dietEnergy';
  /** Grazing: the intake is the grazing intake (diet-energy intake, at least the zero-gain CMS). */
  readonly grazing: boolean;
};

/**
 * The intake bound of a diet as eaten. One intake basis with formulation: the animal eats up to the CMS
 * maximum the formulation allows (CMS × `dmiMaxFactor`, docs/decisions/growing-intake-range.md) at the gain
 * of what it eats, so a formulated diet is eaten whole and predicts the gain it was formulated for. For
 * growing cattle, never less than the NRC (2000) intake of the diet's energy (docs/decisions/
 * prediction-intake-and-pasture.md): the BR-CORTE CMS rises with gain, so on a diet too dilute to pass
 * maintenance at the zero-gain CMS the fixed point would settle on the maintenance root.
 *
 * Grazing growing cattle (`grazing`): the expected and the most the animal eats are both the NRC (2000)
 * intake of the diet eaten, never below the zero-gain CMS, and not the CMS at the gain. The BR-CORTE CMS
 * (fitted on performance, rising about 2.5–3.9 kg DM per kg of gain) has no stable fixed point on forage:
 * each extra kg eaten of a 62 % TDN grass adds about 0.4 kg of gain, which raises 1.1 × CMS by more than
 * 1 kg, so intake ran to 2.8–3.1 % of BW and gain to 1.6–2.2 kg/day on Coastcross (model-evaluation.md).
 */
function findIntakeBound(
  search: GainSearch,
  supply: DietSupply,
  shrunkWeightKg: number | null,
  grazing = false,
): IntakeBound {
  const dailyGainKg = findIntakeGainKg(search, supply);
  const at = search.at(dailyGainKg);
  const cmsKg = at.dmiKg;
  const maxCmsKg = at.dmiKg * at.dmiMaxFactor;
  const dietEnergyKg =
    shrunkWeightKg !== null && supply.dmKg > 0
      ? dietEnergyIntakeKg(shrunkWeightKg, supply.meMcal / supply.dmKg)
      : null;
  if (grazing && shrunkWeightKg !== null) {
    // The grazing intake, the one rule formulation and the supplement for a gain share (grazing-intake.ts).
    const floorKg = search.at(0).dmiKg;
    const grazingKg = grazingIntakeKg({ shrunkWeightKg, zeroGainDmiKg: floorKg }, supply);
    return {
      dailyGainKg,
      cmsKg,
      maxCmsKg,
      dietEnergyKg,
      expectedKg: grazingKg,
      limitKg: grazingKg,
      basis: (dietEnergyKg ?? 0) >= floorKg ? 'dietEnergy' : 'gain',
      grazing: true,
    };
  }
  return {
    dailyGainKg,
    cmsKg,
    maxCmsKg,
    dietEnergyKg,
    expectedKg: Math.max(cmsKg, dietEnergyKg ?? 0),
    limitKg: Math.max(maxCmsKg, dietEnergyKg ?? 0),
    basis: dietEnergyKg !== null && dietEnergyKg > maxCmsKg ? 'dietEnergy' : 'gain',
    grazing: false,
  };
}

/** Which feeds are forage (flagged `volumoso`) on pasture; null when none is, or every feed is. */
type ForageSplit = { readonly isForage: readonly boolean[] };

function splitForage(feeds: readonly DietFeed[]): ForageSplit | null {
  const isForage = feeds.map((feed) => feed.volumoso === true && feed.leite !== true);
  return isForage.some(Boolean) ? { isForage } : null;
}

/**
 * What the animal eats: the whole offer when its dry matter is within the intake bound of what it eats;
 * else the share k < 1 with DM(k) = bound(k), found by bisection (DM(0) is below the bound). With a forage
 * split (pasture), only the forage is scaled and the supplement is eaten whole, unless the supplement alone
 * reaches the bound, when everything is scaled.
 */
function findEaten(
  feeds: readonly DietFeed[],
  forage: ForageSplit | null,
  supplyOf: SupplyOf,
  boundOf: (supply: DietSupply) => IntakeBound,
  offeredSupply: DietSupply = supplyOf(feeds),
): { factor: number; feeds: readonly DietFeed[]; supply: DietSupply } {
  const scaleAll = (factor: number) =>
    feeds.map((feed) => ({ ...feed, quantidade: feed.quantidade * factor }));
  const scaleForage = (factor: number) =>
    feeds.map((feed, i) => (forage?.isForage[i] ? { ...feed, quantidade: feed.quantidade * factor } : feed));
  const excess = (supply: DietSupply) => {
    const { limitKg } = boundOf(supply);
    return { value: supply.dmKg - limitKg, limitKg };
  };
  const atOffer = excess(offeredSupply);
  if (!(atOffer.value > INTAKE_CAP_TOLERANCE * atOffer.limitKg))
    return { factor: 1, feeds, supply: offeredSupply };
  let scale = forage ? scaleForage : scaleAll;
  if (forage && excess(supplyOf(scaleForage(0))).value >= 0) scale = scaleAll;
  let low = 0;
  let high = 1;
  for (let step = 0; step < EATEN_BISECTION_STEPS; step += 1) {
    const middle = (low + high) / 2;
    const diet = scale(middle);
    const supply = supplyOf(diet);
    const { value, limitKg } = excess(supply);
    if (Math.abs(value) <= INTAKE_CAP_TOLERANCE * limitKg) return { factor: middle, feeds: diet, supply };
    if (value < 0) low = middle;
    else high = middle;
  }
  const diet = scale(low);
  return { factor: low, feeds: diet, supply: supplyOf(diet) };
}

/** Forage and supplement eaten on pasture, and the substitution of forage by supplement. */
function describePasture(
  offered: readonly DietFeed[],
  forage: ForageSplit,
  eaten: readonly DietFeed[],
  supplyOf: SupplyOf,
  boundOf: (supply: DietSupply) => IntakeBound,
): NonNullable<Prediction['pasture']> {
  const dmOf = (diet: readonly DietFeed[], forageOnly: boolean) =>
    supplyOf(diet.filter((_, i) => forage.isForage[i] === forageOnly)).dmKg;
  const forageDmKg = dmOf(eaten, true);
  const supplementDmKg = dmOf(eaten, false);
  const forageOffered = offered.filter((_, i) => forage.isForage[i]);
  const alone = findEaten(forageOffered, null, supplyOf, boundOf);
  const forageAloneDmKg = alone.supply.dmKg;
  return {
    forageDmKg,
    supplementDmKg,
    forageAloneDmKg,
    substitutionRate: supplementDmKg > 0 ? (forageAloneDmKg - forageDmKg) / supplementDmKg : null,
  };
}

/** The gain intake follows: the lower of what energy and protein allow (Ca and P left out). */
function findIntakeGainKg(search: GainSearch, supply: DietSupply): number {
  const pgmdEl = search.highest('energy', supply);
  if (pgmdEl === 0) return 0;
  const pgmdPm = search.highest('protein', supply);
  return Math.min(pgmdEl, pgmdPm);
}

/** The diet's supply compared with each searched nutrient's requirement, by the chosen bases. */
function comparisonSupplies(options: PredictionOptions): Record<SearchedNutrient, (s: DietSupply) => number> {
  const energy = options.energyBasis ?? 'NDT';
  const protein = options.proteinBasis ?? 'PB';
  return {
    energy: (supply) => (energy === 'EM' ? supply.meMcal : energy === 'EL' ? supply.nelMcal : supply.tdnKg),
    protein: (supply) => (protein === 'PM' ? supply.mpG : supply.cpG),
    Ca: (supply) => supply.caG,
    P: (supply) => supply.pG,
  };
}

/** The gain each nutrient allows, the expected gain (their minimum) and the limiting nutrient. */
function findExpectedGain(
  search: GainSearch,
  supply: DietSupply,
): {
  gain: number;
  limiting: LimitingNutrient;
  pgmdEl: number;
  pgmdPm: number;
  pgmdCa: number;
  pgmdP: number;
  /** The gain intake follows: the lower of what energy and protein allow (see `Prediction.intake`). */
} {
  const pgmdEl = search.highest('energy', supply);
  const pgmdPm = search.highest('protein', supply);
  const pgmdCa = search.highest('Ca', supply);
  const pgmdP = search.highest('P', supply);

  const candidates: [LimitingNutrient, number][] = [
    ['EL', pgmdEl],
    ['PM', pgmdPm],
    ['Ca', pgmdCa],
    ['P', pgmdP],
  ];
  let [limiting, gain] = candidates[0] as [LimitingNutrient, number];
  for (const [nutrient, value] of candidates)
    if (value < gain) {
      limiting = nutrient;
      gain = value;
    }

  return { gain, limiting, pgmdEl, pgmdPm, pgmdCa, pgmdP };
}

/** The prediction of a valid diet on a built requirement model. */
function predictWithModel(
  search: GainSearch,
  supply: DietSupply,
  options: PredictionOptions,
  boundOf: (supply: DietSupply) => IntakeBound,
): Prediction {
  const { gain, limiting, pgmdEl, pgmdPm, pgmdCa, pgmdP } = findExpectedGain(search, supply);
  const atGain = search.at(gain);
  const bound = boundOf(supply);
  const phosphorus = atGain.minerals.P;
  const excretion = calculateExcretion({
    cpIntakeG: supply.cpG,
    dmiKg: supply.dmKg,
    proteinRetainedG: atGain.netProteinG,
    pIntakeG: supply.pG,
    pRetainedG: phosphorus.netGain + phosphorus.netProduct,
  });
  // Milk yields no enteric methane (IPCC 2019 Vol. 4 Ch. 10, Annex 10A.2: calves on milk, Ym 0).
  const solidDmKg = Math.max(0, supply.dmKg - supply.milkDmKg);
  const methane = calculateMethane(
    solidDmKg,
    Math.max(0, supply.tdnKg - supply.milkTdnKg),
    supply.roughageShare,
    options,
  );
  return {
    GMDEsperado: gain,
    PGMDEL: pgmdEl,
    PGMDPM: pgmdPm,
    PGMDCa: pgmdCa,
    PGMDP: pgmdP,
    limitante: limiting,
    excNFezes: finite(excretion.faecalNG),
    excNUrina: finite(excretion.urinaryNG),
    excTotalN: finite(excretion.totalNG),
    excTotalP: finite(excretion.totalPG),
    producaoMetano: finite(methane.methaneG),
    producaoMetanoProduto: gain > 0 ? finite(methane.methaneG / gain) : null,
    supply,
    excretion,
    methane: {
      ymPercent: solidDmKg > 0 ? methane.ymPercent : 0,
      grossEnergyMj: methane.grossEnergyMj,
      digestibleEnergyPercent: methane.digestibleEnergyPercent,
    },
    atExpectedGain: atGain,
    intake: {
      dailyGainKg: bound.dailyGainKg,
      dmiKg: bound.expectedKg,
      maxDmiKg: bound.limitKg,
      cmsKg: bound.cmsKg,
      dietEnergyDmiKg: bound.dietEnergyKg,
      basis: bound.basis,
      ...(bound.grazing ? { grazing: true } : {}),
    },
  };
}
