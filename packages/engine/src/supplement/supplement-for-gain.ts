/**
 * Least-cost supplement for a target gain on a given pasture (docs/decisions/least-cost-supplement.md, "gain
 * on pasture"): the cheapest amounts of the offered supplement feeds such that the gain the engine predicts
 * for the animal grazing the pasture (forage ad libitum, supplement eaten whole, forage substituted:
 * prediction/predict-performance.ts) reaches the target. Salt limits intake and urea stays within its safe
 * amount, as in the least-cost supplement. Pure once the solver is loaded.
 */
import type { Animal } from '../animal/animal';
import { normalizeAnimal } from '../animal/normalize-animal';
import type { Feed } from '../feeds/feed';
import { classifyFeed } from '../feeds/feed-class';
import { NUTRIENT_KEYS } from '../feeds/nutrients';
import type { NutrientKey } from '../feeds/nutrients';
import type { LpRow, LpSolver } from '../formulation/lp-solver';
import type { DietFeed } from '../prediction/diet-supply';
import { predictPerformance } from '../prediction/predict-performance';
import type { Prediction } from '../prediction/predict-performance';
import { solveMicrobialProtein } from '../requirements/microbial-protein';
import { buildRequirementModel } from '../requirements/requirement-model';
import { KG_PER_ARROBA } from '../units/units';
import {
  DEFAULT_GAIN_CARCASS_YIELD_PERCENT,
  SALT_INTAKE_PERCENT_OF_BW,
  SALT_SHARE_RANGE,
  UREA_MAX_G_PER_100_KG_BW,
} from './least-cost-supplement';
import type { LeastCostSupplementError, LeastCostSupplementResult } from './least-cost-supplement';

/** Input of the supplement for a gain on pasture. */
export type SupplementForGainInput = {
  /** Supplement feeds (concentrates, salt, urea, minerals); every feed needs a price and MS. */
  readonly feeds: readonly Feed[];
  /** The pasture (a forage of the catalogue), grazed ad libitum. */
  readonly pasture: Feed;
  /** The grazing animal (growing cattle); its regime is taken as pasture. */
  readonly animal: Animal;
  /** Target daily gain, kg/day. */
  readonly targetGainKg: number;
  /**
   * Salt share of the supplement, % as fed; default: the animal eats its salt appetite (0.025 % of body
   * weight per day) and the supplement's amount follows, with salt 5–45 % of it.
   */
  readonly saltPercent?: number | null;
  /** Urea ceiling, g per 100 kg BW per day (default 40). */
  readonly ureaMaxGramsPer100KgBw?: number | null;
  /** Carcass yield of the gain, % (default 50). */
  readonly carcassYieldPercent?: number | null;
};

export type SupplementForGainError =
  | LeastCostSupplementError
  | { readonly code: 'SUPPLEMENT_PASTURE_INVALID' }
  | { readonly code: 'SUPPLEMENT_ANIMAL_INVALID' }
  | { readonly code: 'SUPPLEMENT_GAIN_OUT_OF_RANGE'; readonly value: number };

export type SupplementForGainResult = LeastCostSupplementResult & {
  /** Gain the engine predicts on the pasture with the supplement, kg/day (at least the target − 0.05). */
  readonly predictedGainKg: number;
  /** Gain predicted on the pasture alone, kg/day. */
  readonly gainWithoutSupplementKg: number;
  /** Forage eaten with the supplement and alone, kg DM/day, and the substitution rate. */
  readonly forageDmKg: number;
  readonly forageAloneDmKg: number;
  readonly substitutionRate: number | null;
  /** Supplement intake, % of body weight as fed. */
  readonly intakePercentOfBw: number;
};

/** The predicted gain may fall short of the target by at most this, kg/day (prediction grid and intake). */
export const GAIN_TARGET_TOLERANCE_KG = 0.05;
/** Forage offered: far above any intake (kg DM per kg body weight), so the animal eats what it wants. */
const FORAGE_OFFER_DM_PER_KG_BW = 0.06;
/** Rounds of forage intake → supplement LP → predicted forage intake (substitution). */
const SUBSTITUTION_ROUNDS = 25;

/**
 * The cheapest supplement for a gain on pasture. The supplement amounts (kg as fed per day) are an LP:
 * minimise Σ price × amount with the energy (TDN), crude protein (BR-CORTE CP from the MP requirement, the
 * prediction's protein basis), Ca and P of the target gain's requirement met by the forage eaten plus the
 * supplement; salt at the animal's salt appetite (or at the given share) and within 5–45 % of the
 * supplement; urea within its ceiling. The forage eaten depends on the supplement (substitution), so the LP is
 * re-solved with the forage the prediction gives until the prediction of the diet reaches the target.
 */
export function formulateSupplementForGain(
  input: SupplementForGainInput,
  solver: LpSolver,
): { ok: true; value: SupplementForGainResult } | { ok: false; errors: SupplementForGainError[] } {
  const errors: SupplementForGainError[] = [];
  const feeds = input.feeds;
  if (feeds.length === 0) errors.push({ code: 'SUPPLEMENT_NO_FEEDS' });
  for (const feed of feeds) {
    if (feed.roughage) errors.push({ code: 'SUPPLEMENT_ROUGHAGE_FEED', id: feed.id });
    if (!((feed.nutrients.MS ?? 0) > 0))
      errors.push({ code: 'SUPPLEMENT_FEED_DRY_MATTER_REQUIRED', id: feed.id });
    if (!(feed.costPerKg !== null && feed.costPerKg > 0))
      errors.push({ code: 'SUPPLEMENT_FEED_PRICE_REQUIRED', id: feed.id });
  }
  const isSalt = feeds.map((f) => classifyFeed(f.nutrients) === 'salt');
  if (feeds.length > 0 && !isSalt.some(Boolean)) errors.push({ code: 'SUPPLEMENT_SALT_REQUIRED' });
  if (!((input.pasture.nutrients.NDT ?? 0) > 0 && (input.pasture.nutrients.PB ?? 0) > 0))
    errors.push({ code: 'SUPPLEMENT_PASTURE_INVALID' });
  if (!(input.targetGainKg > 0 && input.targetGainKg <= 2.5))
    errors.push({ code: 'SUPPLEMENT_GAIN_OUT_OF_RANGE', value: input.targetGainKg });
  const animal = normalizeAnimal({ ...input.animal, regime: 'pasto' });
  if (animal.tipo !== 'crescimento_terminacao') errors.push({ code: 'SUPPLEMENT_ANIMAL_INVALID' });
  const salt = input.saltPercent ?? null;
  if (salt !== null && !(salt > 0 && salt < 100))
    errors.push({ code: 'SUPPLEMENT_SALT_OUT_OF_RANGE', value: salt });
  if (errors.length > 0) return { ok: false, errors };

  const pastureFeed = (dmKg: number): DietFeed => ({
    id: input.pasture.id,
    nutrientes: { ...input.pasture.nutrients, MS: pastureDm(input.pasture) * 100 },
    quantidade: dmKg / pastureDm(input.pasture),
    volumoso: true,
  });
  const bodyWeight = (a: Animal): number =>
    a.tipo === 'crescimento_terminacao'
      ? ((a.peso_corporal_inicial ?? 0) + (a.peso_corporal_final ?? a.peso_corporal_inicial ?? 0)) / 2
      : 0;
  const bw = bodyWeight(animal);
  const offer = FORAGE_OFFER_DM_PER_KG_BW * bw;
  const predict = (amounts: readonly number[]): Prediction | null => {
    const diet: DietFeed[] = [
      pastureFeed(offer),
      ...feeds.flatMap((f, j): DietFeed[] =>
        (amounts[j] ?? 0) > 1e-9 ? [{ id: f.id, nutrientes: f.nutrients, quantidade: amounts[j] ?? 0 }] : [],
      ),
    ];
    const result = predictPerformance(animal, diet);
    return result.ok ? result.value : null;
  };
  const alone = predict([]);
  if (alone === null || !(bw > 0)) return { ok: false, errors: [{ code: 'SUPPLEMENT_ANIMAL_INVALID' }] };
  const forageOf = (p: Prediction): number => p.pasture?.forageDmKg ?? p.eaten?.dmKg ?? p.supply.dmKg;

  // The requirement of the target gain, on the prediction's bases (TDN; CP from MP by the microbial chain).
  const target = input.targetGainKg;
  const at = buildRequirementModel(animal).at(target);
  const need = {
    tdnKg: at.tdnKg,
    cpG: solveMicrobialProtein(at.mpG, at.tdnKg).cpG,
    caG: at.minerals.Ca.total,
    pG: at.minerals.P.total,
  };
  const pasture = input.pasture.nutrients;
  const n = feeds.length;
  const ms = feeds.map((f) => (f.nutrients.MS as number) / 100);
  const perKg = (key: NutrientKey, scale: number) =>
    feeds.map((f, j) => (ms[j] as number) * ((f.nutrients[key] ?? 0) / 100) * scale);
  const saltKg = (SALT_INTAKE_PERCENT_OF_BW / 100) * bw;
  const [shareLow, shareHigh] = SALT_SHARE_RANGE;
  const ureaMaxGrams = ((input.ureaMaxGramsPer100KgBw ?? UREA_MAX_G_PER_100_KG_BW) * bw) / 100;
  const isUrea = feeds.map((f) => classifyFeed(f.nutrients) === 'npn');
  const saltRow = isSalt.map((s) => (s ? 1 : 0));
  const solveAt = (forageDm: number): number[] | null => {
    const supplied = (key: NutrientKey, scale: number) => forageDm * ((pasture[key] ?? 0) / 100) * scale;
    const rows: LpRow[] = [
      { coefficients: perKg('NDT', 1), lower: need.tdnKg - supplied('NDT', 1), upper: Infinity },
      { coefficients: perKg('PB', 1000), lower: need.cpG - supplied('PB', 1000), upper: Infinity },
      { coefficients: perKg('Ca', 1000), lower: need.caG - supplied('Ca', 1000), upper: Infinity },
      { coefficients: perKg('P', 1000), lower: need.pG - supplied('P', 1000), upper: Infinity },
      { coefficients: isUrea.map((u) => (u ? 1000 : 0)), lower: -Infinity, upper: ureaMaxGrams },
    ];
    if (salt !== null) {
      // Salt at the given share of the supplement.
      rows.push({ coefficients: saltRow.map((s) => s - salt / 100), lower: 0, upper: 0 });
    } else {
      // The animal eats its salt appetite; the supplement's amount follows, salt within 5–45 % of it.
      rows.push({ coefficients: saltRow, lower: saltKg, upper: saltKg });
      rows.push({ coefficients: saltRow.map((s) => s - shareLow / 100), lower: 0, upper: Infinity });
      rows.push({ coefficients: saltRow.map((s) => s - shareHigh / 100), lower: -Infinity, upper: 0 });
    }
    const solution = solver.solve({
      sense: 'minimize',
      cost: feeds.map((f) => f.costPerKg as number),
      columnLower: new Array<number>(n).fill(0),
      columnUpper: new Array<number>(n).fill(Infinity),
      rows,
    });
    return solution.status === 'optimal' ? solution.x.map((v) => Math.max(0, v)) : null;
  };

  // Forage eaten with the supplement falls as the supplement grows (substitution): start from the forage
  // eaten alone and re-solve with the forage the prediction gives, never assuming more than before.
  let forageDm = forageOf(alone);
  let amounts: number[] | null = null;
  let prediction: Prediction | null = null;
  for (let round = 0; round < SUBSTITUTION_ROUNDS; round++) {
    amounts = solveAt(forageDm);
    if (amounts === null) break;
    prediction = predict(amounts);
    if (prediction === null) break;
    if (prediction.GMDEsperado >= target - GAIN_TARGET_TOLERANCE_KG / 5) break;
    const eaten = forageOf(prediction);
    // No progress: the forage eaten is what the LP assumed, yet the gain falls short.
    if (eaten >= forageDm * (1 - 1e-9)) forageDm *= 0.99;
    else forageDm = eaten;
  }
  if (amounts === null || prediction === null || prediction.GMDEsperado < target - GAIN_TARGET_TOLERANCE_KG)
    return { ok: false, errors: [{ code: 'SUPPLEMENT_INVALID' }] };

  const intakeKg = amounts.reduce((a, b) => a + b, 0);
  const asFed = amounts.map((a) => (intakeKg > 0 ? a / intakeKg : 0));
  const dmShares = asFed.map((a, j) => a * (ms[j] as number));
  const dmTotal = dmShares.reduce((a, b) => a + b, 0);
  const composition: Partial<Record<NutrientKey, number>> = {};
  for (const key of NUTRIENT_KEYS) {
    if (key === 'MS' || !feeds.some((f) => f.nutrients[key] !== undefined)) continue;
    composition[key] =
      dmTotal > 0
        ? dmShares.reduce((sum, s, j) => sum + s * (feeds[j]?.nutrients[key] ?? 0), 0) / dmTotal
        : 0;
  }
  composition.MS = dmTotal * 100;
  const costPerHeadPerDay = amounts.reduce((sum, a, j) => sum + a * (feeds[j]?.costPerKg ?? 0), 0);
  const costPerKgAsFed = intakeKg > 0 ? costPerHeadPerDay / intakeKg : 0;
  const gain = prediction.GMDEsperado;
  const yieldShare = (input.carcassYieldPercent ?? DEFAULT_GAIN_CARCASS_YIELD_PERCENT) / 100;
  const arrobasPerDay = gain > 0 ? (gain * yieldShare) / KG_PER_ARROBA : null;
  const saltShare = amounts.reduce((sum, a, j) => sum + (isSalt[j] ? a : 0), 0);
  return {
    ok: true,
    value: {
      feeds: feeds.map((f, j) => ({
        id: f.id,
        asFedPercent: (asFed[j] as number) * 100,
        dryMatterPercent: dmTotal > 0 ? ((dmShares[j] as number) / dmTotal) * 100 : 0,
        kgAsFedPerDay: amounts?.[j] ?? 0,
      })),
      composition,
      tdnPercent: composition.NDT ?? 0,
      intakeKgAsFed: intakeKg,
      saltPercent: intakeKg > 0 ? (saltShare / intakeKg) * 100 : 0,
      ureaGramsPerDay: amounts.reduce((sum, a, j) => sum + (isUrea[j] ? a * 1000 : 0), 0),
      ureaMaxGramsPerDay: ureaMaxGrams,
      costPerKgAsFed,
      costPerKgDm: dmTotal > 0 ? costPerKgAsFed / dmTotal : 0,
      costPerHeadPerDay,
      costPerArroba: arrobasPerDay === null ? null : costPerHeadPerDay / arrobasPerDay,
      predictedGainKg: gain,
      gainWithoutSupplementKg: alone.GMDEsperado,
      forageDmKg: forageOf(prediction),
      forageAloneDmKg: forageOf(alone),
      substitutionRate: prediction.pasture?.substitutionRate ?? null,
      intakePercentOfBw: (intakeKg / bw) * 100,
    },
  };
}

/** The pasture's dry matter, fraction as fed: its MS, or 1 when the catalogue row has none (ad libitum). */
function pastureDm(pasture: Feed): number {
  const ms = pasture.nutrients.MS ?? 0;
  return ms > 0 ? ms / 100 : 1;
}
