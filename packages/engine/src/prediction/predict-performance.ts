/**
 * Performance prediction (mode PD; spec 02 §9 "Performance prediction", reference README §4–6): the
 * highest daily gain each of net energy, metabolizable protein, Ca and P allows, the expected gain (their
 * minimum) and the limiting nutrient, N and P excretion, and enteric methane.
 */
import type { Animal } from '../animal/animal';
import type { AnimalProblem } from '../animal/validate-animal';
import { validateAnimal } from '../animal/validate-animal';
import { solveMicrobialProtein } from '../requirements/microbial-protein';
import type {
  RequirementModel,
  RequirementModelOptions,
  RequirementNumbers,
} from '../requirements/requirement-model';
import { buildRequirementModel } from '../requirements/requirement-model';
import type { DietFeed, DietSupply } from './diet-supply';
import { calculateDietSupply } from './diet-supply';
import type { Excretion } from './excretion';
import { calculateExcretion } from './excretion';
import type { MethaneOptions } from './methane';
import { calculateMethane } from './methane';
import { findIntakeMatch } from './match-intake';

/** Gain search range and resolution (spec 02 §9: 45 000 steps of 0.0001 kg/day, i.e. 0–4.5 kg/day). */
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
     * Match the diet to the animal's intake ("compatibilise", spec 02 §8): every amount is scaled by one
     * factor so that the dry matter offered equals the expected dry matter intake (`Prediction.intake`:
     * CMS at the gain the scaled diet's energy and protein allow; Ca and P may still limit the expected
     * gain); the prediction is of the scaled diet and `matchedFactor` gives the factor. When no factor is found (the matched
     * gain would lie beyond the 4.5 kg/day search range) the error is `intakeMatchFailed` ("could not
     * match prediction").
     */
    readonly matchIntake?: boolean;
  };

/** The limiting nutrient: net energy, metabolizable protein, calcium or phosphorus. */
export type LimitingNutrient = 'EL' | 'PM' | 'Ca' | 'P';

/**
 * A prediction, with the spec's keys (spec 02 §3 "Prediction data", "Excretion and methane"). Gains
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
  readonly methane: {
    readonly ymPercent: number;
    readonly grossEnergyMj: number;
    readonly digestibleEnergyPercent: number;
  };
  /** Requirement numbers at the expected gain. */
  readonly atExpectedGain: RequirementNumbers;
  /**
   * The animal's expected dry matter intake (BR-CORTE CMS, kg DM/day) and its maximum (× the CMS maximum
   * factor) at `gainKg`, the gain the diet's energy and protein allow (the lower of PGMDEL and PGMDPM):
   * intake follows energy and protein; a Ca or P shortfall, which a mineral mix corrects, limits the gain
   * but not what the animal eats. Compare with `supply.dmKg`, the dry matter offered; `matchIntake` makes
   * the two equal.
   */
  readonly intake: { readonly gainKg: number; readonly dmiKg: number; readonly maxDmiKg: number };
  /**
   * With `matchIntake`: the factor every feed's amount was multiplied by (the prediction is of the scaled
   * diet). Absent otherwise.
   */
  readonly matchedFactor?: number;
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
 * (requirement non-decreasing in gain). Bisection over the grid index gives the same answer as the spec's
 * 45 000-step loop in 16 evaluations.
 */
export function findHighestGainKg(requirementAt: (gainKg: number) => number, supply: number): number {
  const meets = (index: number) => requirementAt(index * PREDICTION_STEP_KG) <= supply;
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
 * Predicts performance of `animal` on `feeds` (kg as fed per day, nutrients per kg DM with the spec keys).
 * The animal is validated as in the prediction form (spec 02 §5; its daily gain is not needed); a total
 * quantity not above 0 is the error `zeroTotalQuantity` (spec 02 §5, §8). Pure; no NaN or Infinity.
 */
export function predictPerformance(
  animal: Animal,
  feeds: readonly DietFeed[],
  options: PredictionOptions = {},
): { ok: true; value: Prediction } | { ok: false; errors: PredictionProblem[] } {
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

  const model = buildRequirementModel(animal, options);
  if (!options.matchIntake) return { ok: true, value: predictWithModel(model, feeds, options) };
  const scaled = (factor: number) => feeds.map((feed) => ({ ...feed, quantidade: feed.quantidade * factor }));
  const match = findIntakeMatch(
    calculateDietSupply(feeds).dmKg,
    (factor) => {
      const { intakeGainKg } = findExpectedGain(model, calculateDietSupply(scaled(factor)), options);
      return { gainKg: intakeGainKg, dmiKg: model.at(intakeGainKg).dmiKg };
    },
    PREDICTION_MAX_GAIN_KG,
  );
  if (!match.ok) return { ok: false, errors: [{ field: 'alimentos', code: 'intakeMatchFailed' }] };
  return {
    ok: true,
    value: { ...predictWithModel(model, scaled(match.factor), options), matchedFactor: match.factor },
  };
}

/** The gain each nutrient allows, the expected gain (their minimum) and the limiting nutrient. */
function findExpectedGain(
  model: RequirementModel,
  supply: DietSupply,
  options: PredictionOptions,
): {
  gain: number;
  limiting: LimitingNutrient;
  pgmdEl: number;
  pgmdPm: number;
  pgmdCa: number;
  pgmdP: number;
  /** The gain intake follows: the lower of what energy and protein allow (see `Prediction.intake`). */
  intakeGainKg: number;
} {
  const energy = options.energyBasis ?? 'NDT';
  const protein = options.proteinBasis ?? 'PB';
  const energySupply = energy === 'EM' ? supply.meMcal : energy === 'EL' ? supply.nelMcal : supply.tdnKg;
  const energyAt = (n: RequirementNumbers) =>
    energy === 'EM' ? n.meMcal : energy === 'EL' ? n.nelTotalMcal : n.tdnKg;

  const pgmdEl = findHighestGainKg((g) => energyAt(model.at(g)), energySupply);
  const pgmdPm =
    protein === 'PM'
      ? findHighestGainKg((g) => model.at(g).mpG, supply.mpG)
      : findHighestGainKg((g) => {
          const n = model.at(g);
          return solveMicrobialProtein(n.mpG, n.tdnKg).cpG;
        }, supply.cpG);
  const pgmdCa = findHighestGainKg((g) => model.at(g).minerals.Ca.total, supply.caG);
  const pgmdP = findHighestGainKg((g) => model.at(g).minerals.P.total, supply.pG);

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

  return { gain, limiting, pgmdEl, pgmdPm, pgmdCa, pgmdP, intakeGainKg: Math.min(pgmdEl, pgmdPm) };
}

/** The prediction of a valid diet on a built requirement model. */
function predictWithModel(
  model: RequirementModel,
  feeds: readonly DietFeed[],
  options: PredictionOptions,
): Prediction {
  const supply = calculateDietSupply(feeds);
  const { gain, limiting, pgmdEl, pgmdPm, pgmdCa, pgmdP, intakeGainKg } = findExpectedGain(
    model,
    supply,
    options,
  );
  const atGain = model.at(gain);
  const atIntakeGain = intakeGainKg === gain ? atGain : model.at(intakeGainKg);
  const phosphorus = atGain.minerals.P;
  const excretion = calculateExcretion({
    cpIntakeG: supply.cpG,
    rupG: supply.rupG,
    mcpG: supply.mcpG,
    dmiKg: supply.dmKg,
    proteinRetainedG: atGain.netProteinG,
    pIntakeG: supply.pG,
    pRetainedG: phosphorus.netGain + phosphorus.netProduct,
  });
  const methane = calculateMethane(supply.dmKg, supply.tdnKg, supply.roughageShare, options);
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
      ymPercent: methane.ymPercent,
      grossEnergyMj: methane.grossEnergyMj,
      digestibleEnergyPercent: methane.digestibleEnergyPercent,
    },
    atExpectedGain: atGain,
    intake: {
      gainKg: intakeGainKg,
      dmiKg: atIntakeGain.dmiKg,
      maxDmiKg: atIntakeGain.dmiKg * atIntakeGain.dmiMaxFactor,
    },
  };
}
