/**
 * The numeric core of the requirement calculation: for one animal, the gain-independent part is computed
 * once and `at(dailyGainKg)` gives every requirement number at a daily gain. `calculateRequirements`
 * uses it at the animal's gain; the performance prediction searches gains with it.
 *
 * Units: weights kg, gains kg/day, intake kg DM/day, energy Mcal/day, protein g/day, macrominerals g/day,
 * microminerals mg/day (dietary, i.e. after the retention coefficient).
 */
import type { Animal, Breed } from '../animal/animal';
import { calculateLiveWeightKg, isLactating, isPregnant, RESET_DEFAULTS } from '../animal/animal';
import type { SourceId } from './sources';

/** The twelve minerals of the requirement table (docs/product/calculation.md#records). */
export const MINERAL_KEYS = ['Ca', 'P', 'Mg', 'K', 'Na', 'S', 'Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'] as const;
export type MineralKey = (typeof MINERAL_KEYS)[number];

/** Options for choices the sources leave open (docs/decisions/requirements-model-choices.md). */
export type RequirementModelOptions = {
  /**
   * Form of km for growing cattle in feedlot. `sheetPRE` (default, reproduces the worked values of
   * docs/product/nutrition-science.md#test-values): the NutriPerformance sheet's cells,
   * km = 0.513 + 0.173·pRE + a·EBG with a = 0.100 zebu, 0.073 beef crossbred, 0.010 dairy crossbred.
   * `publishedKg`: km = 0.513 + 0.173·kg + a·EBG with a = 0.100 zebu, 0.073 crossbreds (J. Anim. Sci.
   * 2013, 91:4887).
   */
  readonly kmForm?: 'publishedKg' | 'sheetPRE';
  /**
   * Mature weight for the equivalent empty body weight, kg: EqEBW = EBW × 517 / matureWeightKg. The source
   * sheet's formula is an identity (EBW/517·517); the default 517 keeps EqEBW = EBW.
   */
  readonly matureWeightKg?: number;
  /**
   * When false, the BR-CORTE DMI quadratic in ADG is used as printed even past its vertex (where intake
   * would fall as gain rises); by default (true) intake is held at its vertex value above it.
   */
  readonly capDmiAtVertex?: boolean;
  /** TDN of the calf's diet, % DM, used to set NEma in the NRC (2000) calf DMI equation (default 70). */
  readonly calfDietTdnPercent?: number;
};

/** One mineral split into its parts, each dietary (g/day macro, mg/day micro). */
export type MineralRequirement = {
  readonly maintenance: number;
  readonly gain: number;
  readonly lactation: number;
  readonly pregnancy: number;
  readonly total: number;
  /** Net (absorbed) requirement for gain, before the retention coefficient. */
  readonly netGain: number;
  /** Net (absorbed) requirement for milk and conceptus, before the retention coefficient. */
  readonly netProduct: number;
};

/** Every requirement number at one daily gain. */
export type RequirementNumbers = {
  readonly kind: 'growing' | 'cow' | 'calf';
  readonly dailyGainKg: number;
  readonly liveWeightKg: number;
  /** Shrunk body weight (PCJ); for a pregnant cow the maternal (non-pregnant) one. */
  readonly shrunkWeightKg: number;
  /** Empty body weight (PCVZ); for a pregnant cow the maternal (non-pregnant) one. */
  readonly emptyWeightKg: number;
  readonly equivalentEmptyWeightKg: number;
  readonly emptyGainKgPerDay: number;
  /** Pregnant cow only: shrunk and empty weight as weighed, gravid uterus, pregnancy compounds (kg). */
  readonly pregnantShrunkWeightKg: number | null;
  readonly pregnantEmptyWeightKg: number | null;
  readonly gravidUterusKg: number | null;
  readonly pregnancyCompoundsKg: number | null;
  readonly dmiKg: number;
  /**
   * Growing cattle only: set when the BR-CORTE intake equation fell outside its bounds and `dmiKg` was held at
   * the maintenance floor or the NRC-based ceiling; absent or null otherwise.
   */
  readonly dmiLimit?: 'floor' | 'ceiling' | null;
  readonly dmiMaxFactor: number;
  readonly nemMcal: number;
  readonly reMcal: number;
  readonly nelMcal: number;
  readonly nepMcal: number;
  readonly retainedProteinEnergyMcal: number;
  readonly pRE: number;
  readonly km: number;
  readonly kg: number;
  readonly memMcal: number;
  readonly megMcal: number;
  readonly melMcal: number;
  readonly mepMcal: number;
  readonly meMcal: number;
  readonly nelTotalMcal: number;
  readonly deMcal: number;
  readonly tdnKg: number;
  readonly milkKg: number;
  readonly fcmKg: number;
  readonly mpmG: number;
  readonly rpG: number;
  readonly mpEfficiencyPercent: number;
  readonly mpgG: number;
  readonly mplG: number;
  readonly mppG: number;
  readonly mpG: number;
  /** Net protein retained or secreted: gain + milk + conceptus, g/day. */
  readonly netProteinG: number;
  readonly minerals: Readonly<Record<MineralKey, MineralRequirement>>;
  /** The model behind each group of numbers. */
  readonly sources: {
    readonly weights: SourceId;
    readonly dmi: SourceId;
    readonly energy: SourceId;
    readonly protein: SourceId;
    readonly minerals: SourceId;
  };
};

/**
 * The numbers a gain search compares with a diet's supply, equal to those of `at` at the same gain:
 * TDN (kg), ME and total NE (Mcal), MP (g) and the dietary Ca and P totals (g), all per day.
 */
export type GainSearchNumbers = {
  readonly tdnKg: number;
  readonly meMcal: number;
  readonly nelTotalMcal: number;
  readonly mpG: number;
  readonly caG: number;
  readonly pG: number;
};

/** A requirement model of one animal: gain-independent parts computed once. */
export type RequirementModel = {
  readonly at: (dailyGainKg: number) => RequirementNumbers;
  /**
   * Only the numbers a gain search compares (the same values as `at`), without building the rest: the
   * performance prediction evaluates hundreds of gains per diet.
   */
  readonly searchAt: (dailyGainKg: number) => GainSearchNumbers;
  /** The milk yield used (kg/day): entered, or the default curve's when none was entered. */
  readonly milkKg: number;
};

// ---------------------------------------------------------------------------------------------------
// Shared constants

/** ME = 0.9455·DE − 0.3032·DMI (BR-CORTE 2016, sheet DE cells; docs/product/nutrition-science.md#feed-energy). */
const DE_TO_ME_SLOPE = 0.9455;
const DE_TO_ME_INTERCEPT = 0.3032;
/** 1 kg TDN = 4.4 Mcal DE (BR-CORTE 2016 sheet TDN = DE/4.4). */
const MCAL_DE_PER_KG_TDN = 4.4;

/** MP efficiency for gain (docs/product/calculation.md#constants): 47.4 % above the SBW threshold, else 84.665 − 0.1179·EqEBW. */
const MP_EFFICIENCY_HEAVY = 47.4;
const MP_EFFICIENCY_INTERCEPT = 84.665;
const MP_EFFICIENCY_SLOPE = 0.1179;
/** SBW thresholds of the MP efficiency (docs/product/calculation.md#constants): 340 kg growing cattle, 300 kg cows and calves. */
const MP_THRESHOLD_GROWING_KG = 340;
const MP_THRESHOLD_COW_CALF_KG = 300;
/** Lower guard on the efficiency, %, so that no division by ~0 can happen for extreme EqEBW options. */
const MP_EFFICIENCY_FLOOR = 10;

/** CMS maximum factors (docs/product/calculation.md#constants): 1.10 beef growing type, 1.25 dry cows, 1.05 the others. */
const DMI_MAX_GROWING = 1.1;
const DMI_MAX_DRY_COW = 1.25;
const DMI_MAX_OTHER = 1.05;

/** Mineral retention (absorption) coefficients (BR-CORTE 2016 sheet row 45; docs/product/calculation.md#requirement-calculation divisors). */
export const MINERAL_RETENTION: Readonly<Record<Exclude<MineralKey, 'I'>, number>> = {
  Ca: 0.568,
  P: 0.678,
  Mg: 0.355,
  K: 0.484,
  Na: 0.371,
  S: 0.773,
  Co: 0.868,
  Cu: 0.735,
  Mn: 0.439,
  Se: 0.487,
  Zn: 0.668,
};

/**
 * Net maintenance per kg of live weight (BR-CORTE 2016 sheet, docs/product/nutrition-science.md#growing-finishing): g/kg for macro, mg/kg for
 * micro (11.7 mg Ca = 0.0117 g; 95.6 µg Cu = 0.0956 mg).
 */
const MINERAL_MAINTENANCE_PER_KG_BW: Readonly<Record<Exclude<MineralKey, 'I'>, number>> = {
  Ca: 0.0117,
  P: 0.0135,
  Mg: 0.0059,
  K: 0.0235,
  Na: 0.0063,
  S: 0.0104,
  Co: 0.0135,
  Cu: 0.0956,
  Mn: 0.1849,
  Se: 0.00372,
  Zn: 0.3344,
};

/** Net mineral per kg of empty body gain = a·EBW^b (BR-CORTE 2016 sheet, docs/product/nutrition-science.md#growing-finishing): zebu, crossbred. */
const MINERAL_GAIN_ALLOMETRY: Readonly<
  Record<Exclude<MineralKey, 'I'>, { zebu: readonly [number, number]; cross: readonly [number, number] }>
> = {
  Ca: { zebu: [147, -0.5], cross: [66, -0.32] },
  P: { zebu: [38.6, -0.36], cross: [25.4, -0.25] },
  Mg: { zebu: [0.3466, 0.0113], cross: [1.0597, -0.2386] },
  Na: { zebu: [5.594, -0.2998], cross: [1.977, -0.058] },
  K: { zebu: [0.9463, 0.1216], cross: [0.3418, 0.32] },
  S: { zebu: [0.03, 0.89], cross: [0.03, 0.89] },
  Cu: { zebu: [1.25, 0.33], cross: [1.25, 0.33] },
  Co: { zebu: [0.045, -0.023], cross: [0.045, -0.023] },
  Mn: { zebu: [0.07, 0.8], cross: [0.07, 0.8] },
  Se: { zebu: [1.07, -0.07], cross: [1.07, -0.07] },
  Zn: { zebu: [1.16, 0.86], cross: [1.16, 0.86] },
};

/** Iodine: 0.5 mg per kg DMI (BR-CORTE 2016 sheet row "IDT (mg/d)"). */
const IODINE_MG_PER_KG_DMI = 0.5;

/**
 * Suckling Nellore calf body content = a·EBW^b, kg (R. Bras. Zootec. 41(5), 2012); the net requirement per
 * kg EBG is the derivative a·b·EBW^(b−1), converted to g.
 */
const CALF_MINERAL_CONTENT: Readonly<Partial<Record<MineralKey, readonly [number, number]>>> = {
  Ca: [0.091, 0.6019],
  P: [0.00894, 0.9629],
  Na: [0.00126, 0.9791],
  Mg: [0.000405, 0.9827],
  K: [0.00165, 0.9364],
};

/**
 * Net mineral secreted per kg of milk: Ca 1.1 g and P 0.77 g (docs/product/calculation.md#constants); Mg 0.098, Na 0.347, K 1.534,
 * S 0.295 g (Agriculture 2019, 9(2):25, pasture-based milk). Microminerals in milk are not counted.
 */
const MILK_MINERAL_G_PER_KG: Readonly<Partial<Record<MineralKey, number>>> = {
  Ca: 1.1,
  P: 0.77,
  Mg: 0.098,
  Na: 0.347,
  K: 1.534,
  S: 0.295,
};

/** Floor for allometric bases with negative exponents (kg), so a tiny weight cannot give Infinity. */
const MIN_ALLOMETRIC_BASE_KG = 1;

const pos = (x: number): number => (x > 0 && Number.isFinite(x) ? x : 0);

function isZebu(breed: Breed): boolean {
  return breed === 'zebuino';
}

/** MP efficiency for gain, % (docs/product/calculation.md#constants). */
function mpEfficiencyPercent(shrunkKg: number, eqEmptyKg: number, thresholdKg: number): number {
  const k =
    shrunkKg > thresholdKg ? MP_EFFICIENCY_HEAVY : MP_EFFICIENCY_INTERCEPT - MP_EFFICIENCY_SLOPE * eqEmptyKg;
  return Math.max(k, MP_EFFICIENCY_FLOOR);
}

/** DE (Mcal/day) from ME and DMI: DE = (ME + 0.3032·DMI)/0.9455 (BR-CORTE 2016; sheet pasture cell). */
function digestibleEnergyMcal(meMcal: number, dmiKg: number): number {
  return (meMcal + DE_TO_ME_INTERCEPT * dmiKg) / DE_TO_ME_SLOPE;
}

type MineralInput = {
  readonly liveWeightKg: number;
  readonly emptyWeightKg: number;
  readonly breed: Breed;
  readonly milkKg: number;
  /** Net conceptus Ca and P, g/day (absorbed). */
  readonly pregnancyNet: Partial<Record<MineralKey, number>>;
  readonly calf: boolean;
};

/** The parts of one mineral that do not depend on the gain (dietary, except `perKgGain`, net). */
type MineralFixedParts = {
  readonly key: Exclude<MineralKey, 'I'>;
  readonly retention: number;
  readonly perKgGain: number;
  readonly maintenance: number;
  readonly lactation: number;
  readonly pregnancy: number;
  readonly netProduct: number;
};

/**
 * Dietary mineral requirements: (net maintenance + net gain + net milk + net conceptus) / retention. Every
 * part but the gain's is fixed for one animal, so it is computed once here; the returned function gives
 * the requirements at an empty body gain (kg/day) and intake (kg DM/day, for iodine).
 */
type MineralCalculator = {
  /** Every mineral at an empty body gain (kg/day) and intake (kg DM/day, for iodine). */
  readonly all: (emptyGainKgPerDay: number, dmiKg: number) => Record<MineralKey, MineralRequirement>;
  /** The dietary total of Ca or P at an empty body gain, as in `all`. */
  readonly total: (key: 'Ca' | 'P', emptyGainKgPerDay: number) => number;
};

/** The dietary gain part of one mineral: net gain / retention (not below 0). */
function mineralGainPart(parts: MineralFixedParts, gainNet: number): number {
  return pos(gainNet / parts.retention);
}

/** The dietary total of one mineral from its parts. */
function mineralTotal(parts: MineralFixedParts, gain: number): number {
  return parts.maintenance + gain + parts.lactation + parts.pregnancy;
}

function mineralCalculator(input: MineralInput): MineralCalculator {
  const ebw = Math.max(input.emptyWeightKg, MIN_ALLOMETRIC_BASE_KG);
  const fixed: MineralFixedParts[] = [];
  for (const key of MINERAL_KEYS) {
    if (key === 'I') continue;
    const retention = MINERAL_RETENTION[key];
    const maintenanceNet = MINERAL_MAINTENANCE_PER_KG_BW[key] * input.liveWeightKg;
    const calfContent = input.calf ? CALF_MINERAL_CONTENT[key] : undefined;
    let perKgGain: number;
    if (calfContent) {
      const [a, b] = calfContent;
      perKgGain = a * b * ebw ** (b - 1) * 1000;
    } else {
      const [a, b] = MINERAL_GAIN_ALLOMETRY[key][isZebu(input.breed) ? 'zebu' : 'cross'];
      perKgGain = a * ebw ** b;
    }
    const milkNet = (MILK_MINERAL_G_PER_KG[key] ?? 0) * input.milkKg;
    const pregnancyNet = input.pregnancyNet[key] ?? 0;
    fixed.push({
      key,
      retention,
      perKgGain,
      maintenance: pos(maintenanceNet / retention),
      lactation: pos(milkNet / retention),
      pregnancy: pos(pregnancyNet / retention),
      netProduct: pos(milkNet + pregnancyNet),
    });
  }
  const all = (emptyGainKgPerDay: number, dmiKg: number) => {
    const out = {} as Record<MineralKey, MineralRequirement>;
    for (const key of MINERAL_KEYS) {
      if (key === 'I') {
        const total = pos(IODINE_MG_PER_KG_DMI * dmiKg);
        out.I = { maintenance: total, gain: 0, lactation: 0, pregnancy: 0, total, netGain: 0, netProduct: 0 };
        continue;
      }
      // `fixed` holds the other keys in MINERAL_KEYS order, so the record keeps that key order.
      const parts = fixed[MINERAL_INDEX[key]] as MineralFixedParts;
      const gainNet = parts.perKgGain * emptyGainKgPerDay;
      const gain = mineralGainPart(parts, gainNet);
      out[key] = {
        maintenance: parts.maintenance,
        gain,
        lactation: parts.lactation,
        pregnancy: parts.pregnancy,
        total: mineralTotal(parts, gain),
        netGain: pos(gainNet),
        netProduct: parts.netProduct,
      };
    }
    return out;
  };
  const total = (key: 'Ca' | 'P', emptyGainKgPerDay: number) => {
    const parts = fixed[MINERAL_INDEX[key]] as MineralFixedParts;
    return mineralTotal(parts, mineralGainPart(parts, parts.perKgGain * emptyGainKgPerDay));
  };
  return { all, total };
}

/** Position of each mineral but iodine in the fixed parts (MINERAL_KEYS order without I). */
const MINERAL_INDEX = Object.fromEntries(
  MINERAL_KEYS.filter((key) => key !== 'I').map((key, index) => [key, index]),
) as Readonly<Record<Exclude<MineralKey, 'I'>, number>>;

// ---------------------------------------------------------------------------------------------------
// Growing and finishing cattle: BR-CORTE 2016 (docs/product/nutrition-science.md#requirement-chain)

/** DMI = a + b·BW^0.75 + c·ADG + d·ADG² (BR-CORTE 2016, sheet row 6; docs/product/nutrition-science.md#growing-finishing). */
const GROWING_DMI: Readonly<Record<Breed, readonly [number, number, number, number]>> = {
  zebuino: [-2.1948, 0.08388, 3.9328, -0.903],
  cruzado_corte: [-0.6273, 0.06453, 3.871, -0.614],
  cruzado_leite: [-2.8836, 0.08435, 4.5145, -0.9631],
};

/** SBW = a·BW^b: zebu and beef crossbred 0.8915·BW^1.0151, dairy crossbred 0.9247·BW^1.0085 (docs/product/nutrition-science.md#requirement-chain). */
const GROWING_SBW: Readonly<Record<Breed, readonly [number, number]>> = {
  zebuino: [0.8915, 1.0151],
  cruzado_corte: [0.8915, 1.0151],
  cruzado_leite: [0.9247, 1.0085],
};

/** Feedlot EBW = a·SBW^b by breed and sex (BR-CORTE 2016 sheet row 14; docs/product/nutrition-science.md#requirement-chain table). */
const FEEDLOT_EBW: Readonly<Record<Breed, Readonly<Record<Animal['sexo'], readonly [number, number]>>>> = {
  zebuino: { macho: [0.8126, 1.0134], macho_castrado: [0.6241, 1.0608], femea: [0.611, 1.0667] },
  cruzado_corte: { macho: [0.7248, 1.0314], macho_castrado: [0.6586, 1.0499], femea: [0.6314, 1.0602] },
  cruzado_leite: { macho: [0.7248, 1.0314], macho_castrado: [0.6586, 1.0499], femea: [0.6314, 1.0602] },
};
/** Pasture EBW = 0.8507·SBW^1.0002, all groups and sexes (docs/product/nutrition-science.md#requirement-chain). */
const PASTURE_EBW = [0.8507, 1.0002] as const;
/** EBG = 0.963·ADG^1.0151 (docs/product/nutrition-science.md#requirement-chain). */
const GROWING_EBG = [0.963, 1.0151] as const;
/** Reference mature weight of the sheet's EqEBW cell, kg (docs/product/nutrition-science.md#requirement-chain). */
const EQEBW_REFERENCE_KG = 517;
/** NEm = 0.075·EBW^0.75 Mcal/day (docs/product/nutrition-science.md#requirement-chain). */
const NEM_GROWING = 0.075;
/** RE = a·EqEBW^0.75·EBG^b: feedlot 0.061/1.035, pasture 0.052/1.062 (docs/product/nutrition-science.md#requirement-chain). */
const RE_FEEDLOT = [0.061, 1.035] as const;
const RE_PASTURE = [0.052, 1.062] as const;
/** pRE = 1.14·(RE/EBG)^−1.137; kg = 0.327/(0.539 + pRE) (docs/product/nutrition-science.md#requirement-chain). */
const PRE_COEF = [1.14, -1.137] as const;
const KG_NUM = 0.327;
const KG_DEN = 0.539;
/** km = 0.513 + 0.173·(kg or pRE) + a·EBG; pasture × 0.92 (docs/product/nutrition-science.md#requirement-chain; J. Anim. Sci. 2013). */
const KM_INTERCEPT = 0.513;
const KM_SLOPE = 0.173;
const KM_EBG_PUBLISHED: Readonly<Record<Breed, number>> = {
  zebuino: 0.1,
  cruzado_corte: 0.073,
  cruzado_leite: 0.073,
};
const KM_EBG_SHEET: Readonly<Record<Breed, number>> = {
  zebuino: 0.1,
  cruzado_corte: 0.073,
  cruzado_leite: 0.01,
};
const KM_PASTURE_EBG = 0.1;
const KM_PASTURE_FACTOR = 0.92;
/** MPm = 3.6 (feedlot) or 3.9 (pasture)·SBW^0.75 g/day (docs/product/nutrition-science.md#protein). */
const MPM_FEEDLOT = 3.6;
const MPM_PASTURE = 3.9;
/** RP = 176.01·EBG − 0.381·EqEBW^0.75·EBG^1.035 g/day (docs/product/nutrition-science.md#protein). */
const RP_GAIN = 176.01;
const RP_RE = 0.381;
const RP_EXP = 1.035;
/** Smallest EBG used inside the pRE ratio (kg/day): keeps pRE finite at zero gain (its limit is slow). */
const MIN_EBG_FOR_RATIO = 1e-6;

/**
 * Bounds on the growing-cattle intake outside the data of the BR-CORTE equation (docs/decisions/
 * growing-intake-range.md). The quadratic gives 0 kg for a 100 kg dairy crossbred at zero gain and 7 % of BW
 * for a 100 kg beef crossbred at 2.5 kg/day.
 * - Floor: maintenance on a 70 % TDN diet, NEm / 0.67 / (0.7 × 4.409 × 0.82 Mcal ME/kg): an animal at zero gain
 *   eats at least what keeps it (km 0.67, Marcondes et al. meta-analysis of Nellore energy requirements, J. Anim.
 *   Sci.; TDN → ME NRC 2000). Independent of gain, so intake still rises with gain.
 * - Ceiling: 1.3 × the highest intake of the NRC (2000) growing-cattle equation, SBW^0.75 × max over NEma of
 *   (0.2435·NEma − 0.0466·NEma² − 0.1128)/NEma = 0.0985·SBW^0.75 (at NEma 1.556 Mcal/kg); × 1.3 because
 *   feedlot Nellore bulls ate up to 28 % more than NRC (2000) predicts (Bioscience Journal, UFU, comparison of
 *   BR-Corte and NRC intakes).
 * - Lightest weight in the growing-cattle data: 150 kg (docs/product/calculation.md#validation named bound; lighter animals are calves).
 */
const GROWING_DMI_FLOOR_ME_PER_KG = 0.7 * 4.409 * 0.82;
const GROWING_DMI_FLOOR_KM = 0.67;
const NRC_GROWING_DMI_MAX_PER_SBW075 = 0.0985;
const GROWING_DMI_CEILING_FACTOR = 1.3;
export const GROWING_MIN_DATA_WEIGHT_KG = 150;

/** The vertex gain of the breed's BR-CORTE intake quadratic (kg/day): above it intake would fall with gain. */
export function findGrowingDmiVertexGain(breed: Breed): number {
  const [, , c, d] = GROWING_DMI[breed];
  return -c / (2 * d);
}

function growingDmi(breed: Breed, bwKg: number, dailyGainKg: number, cap: boolean): number {
  const [a, b, c, d] = GROWING_DMI[breed];
  const vertex = -c / (2 * d);
  const gain = cap ? Math.min(dailyGainKg, vertex) : dailyGainKg;
  return pos(a + b * bwKg ** 0.75 + c * gain + d * gain * gain);
}

function buildGrowingModel(animal: Animal, bw: number, options: RequirementModelOptions): RequirementModel {
  const breed = animal.raca;
  const pasture = animal.regime === 'pasto';
  const [sa, sb] = GROWING_SBW[breed];
  const sbw = sa * bw ** sb;
  const [ea, eb] = pasture ? PASTURE_EBW : FEEDLOT_EBW[breed][animal.sexo];
  const ebw = ea * sbw ** eb;
  const matureKg =
    options.matureWeightKg && options.matureWeightKg > 0 ? options.matureWeightKg : EQEBW_REFERENCE_KG;
  const eqEbw = (ebw * EQEBW_REFERENCE_KG) / matureKg;
  const nem = NEM_GROWING * ebw ** 0.75;
  const mpm = (pasture ? MPM_PASTURE : MPM_FEEDLOT) * sbw ** 0.75;
  const cap = options.capDmiAtVertex ?? true;
  const [reA, reB] = pasture ? RE_PASTURE : RE_FEEDLOT;
  const eq075 = eqEbw ** 0.75;
  const sheetKm = options.kmForm !== 'publishedKg';
  const minerals = mineralCalculator({
    liveWeightKg: bw,
    emptyWeightKg: ebw,
    breed,
    milkKg: 0,
    pregnancyNet: {},
    calf: false,
  });

  const dmiFloor = nem / GROWING_DMI_FLOOR_KM / GROWING_DMI_FLOOR_ME_PER_KG;
  const dmiCeiling = Math.max(
    GROWING_DMI_CEILING_FACTOR * NRC_GROWING_DMI_MAX_PER_SBW075 * sbw ** 0.75,
    dmiFloor,
  );

  const k = mpEfficiencyPercent(sbw, eqEbw, MP_THRESHOLD_GROWING_KG);

  /** The gain-dependent chain, shared by `at` and `searchAt`. */
  const chain = (gain: number) => {
    const dailyGainKg = pos(gain);
    const ebg = GROWING_EBG[0] * dailyGainKg ** GROWING_EBG[1];
    const rawDmi = growingDmi(breed, bw, dailyGainKg, cap);
    const re = reA * eq075 * ebg ** reB;
    const ebgRatio = Math.max(ebg, MIN_EBG_FOR_RATIO);
    const pRE = PRE_COEF[0] * (reA * eq075 * ebgRatio ** (reB - 1)) ** PRE_COEF[1];
    const kg = KG_NUM / (KG_DEN + pRE);
    const km = pasture
      ? (KM_INTERCEPT + KM_SLOPE * kg + KM_PASTURE_EBG * ebg) * KM_PASTURE_FACTOR
      : sheetKm
        ? KM_INTERCEPT + KM_SLOPE * pRE + KM_EBG_SHEET[breed] * ebg
        : KM_INTERCEPT + KM_SLOPE * kg + KM_EBG_PUBLISHED[breed] * ebg;
    const mem = nem / km;
    const meg = re / kg;
    const me = mem + meg;
    const dmi = Math.min(Math.max(rawDmi, dmiFloor), dmiCeiling);
    const de = digestibleEnergyMcal(me, dmi);
    const rp = pos(RP_GAIN * ebg - RP_RE * eq075 * ebg ** RP_EXP);
    const mpg = rp / (k / 100);
    return {
      dailyGainKg,
      ebg,
      rawDmi,
      re,
      pRE,
      kg,
      km,
      mem,
      meg,
      me,
      dmi,
      de,
      rp,
      mpg,
      nelTotalMcal: nem + re,
      tdnKg: de / MCAL_DE_PER_KG_TDN,
      mpG: mpm + mpg,
    };
  };

  const at = (gain: number): RequirementNumbers => {
    const {
      dailyGainKg,
      ebg,
      rawDmi,
      re,
      pRE,
      kg,
      km,
      mem,
      meg,
      me,
      dmi,
      de,
      rp,
      mpg,
      nelTotalMcal,
      tdnKg,
      mpG,
    } = chain(gain);
    const dmiLimit: RequirementNumbers['dmiLimit'] =
      dmi === rawDmi ? null : dmi === dmiCeiling ? 'ceiling' : 'floor';
    return {
      kind: 'growing',
      dailyGainKg,
      liveWeightKg: bw,
      shrunkWeightKg: sbw,
      emptyWeightKg: ebw,
      equivalentEmptyWeightKg: eqEbw,
      emptyGainKgPerDay: ebg,
      pregnantShrunkWeightKg: null,
      pregnantEmptyWeightKg: null,
      gravidUterusKg: null,
      pregnancyCompoundsKg: null,
      dmiKg: dmi,
      dmiLimit,
      dmiMaxFactor: DMI_MAX_GROWING,
      nemMcal: nem,
      reMcal: re,
      nelMcal: 0,
      nepMcal: 0,
      retainedProteinEnergyMcal: pRE * re,
      pRE,
      km,
      kg,
      memMcal: mem,
      megMcal: meg,
      melMcal: 0,
      mepMcal: 0,
      meMcal: me,
      nelTotalMcal,
      deMcal: de,
      tdnKg,
      milkKg: 0,
      fcmKg: 0,
      mpmG: mpm,
      rpG: rp,
      mpEfficiencyPercent: k,
      mpgG: mpg,
      mplG: 0,
      mppG: 0,
      mpG,
      netProteinG: rp,
      minerals: minerals.all(ebg, dmi),
      sources: {
        weights: 'BRCORTE_2016_GROWING',
        dmi: 'BRCORTE_2016_GROWING',
        energy: sheetKm || pasture ? 'BRCORTE_2016_GROWING' : 'BRCORTE_KM_JAS_2013',
        protein: 'BRCORTE_2016_GROWING',
        minerals: 'BRCORTE_2016_MINERALS',
      },
    };
  };
  const searchAt = (gain: number): GainSearchNumbers => {
    const c = chain(gain);
    return {
      tdnKg: c.tdnKg,
      meMcal: c.me,
      nelTotalMcal: c.nelTotalMcal,
      mpG: c.mpG,
      caG: minerals.total('Ca', c.ebg),
      pG: minerals.total('P', c.ebg),
    };
  };
  return { at, searchAt, milkKg: 0 };
}

// ---------------------------------------------------------------------------------------------------
// Cows

/** Gionbelli et al. (2015) Appendix S1 coefficients (docs/product/nutrition-science.md#cow-body-weight). */
const COW_SBW = [0.8084, 1.0303] as const;
const COW_EBW = [0.8424, 1.0122] as const;
const GU_COEF = 0.00801;
const GU_BCS_EXP = 0.3225;
const GU_LINEAR = 0.02544;
const GU_QUADRATIC = 0.0000286;
const UTERUS_NP = 0.0012;
const UDDER_NP = 0.00589;
const UDDER_BCS_EXP = 0.2043;
const UDDER_GROWTH_START_DAY = 238;
const UDDER_GROWTH_RATE = 0.0109;

/** Pregnant-cow weight adjustment (Gionbelli et al. 2015, Appendix S1; docs/product/nutrition-science.md#cow-body-weight), kg. */
export function adjustPregnantCowWeight(input: {
  readonly bodyWeightKg: number;
  readonly bodyScore: number;
  readonly daysPregnant: number;
  readonly calfBirthWeightKg: number;
}): {
  shrunkPregnantKg: number;
  gravidUterusKg: number;
  nonPregnantUterusKg: number;
  pregnancyUterusKg: number;
  nonPregnantUdderKg: number;
  pregnancyUdderKg: number;
  pregnancyCompoundsKg: number;
  shrunkNonPregnantKg: number;
  emptyNonPregnantKg: number;
  emptyPregnantKg: number;
} {
  const bcs = pos(input.bodyScore);
  const dop = pos(input.daysPregnant);
  const sbwP = COW_SBW[0] * pos(input.bodyWeightKg) ** COW_SBW[1];
  const gu =
    GU_COEF *
    pos(input.calfBirthWeightKg) *
    bcs ** GU_BCS_EXP *
    Math.exp((GU_LINEAR - GU_QUADRATIC * dop) * dop);
  const utNp = UTERUS_NP * (sbwP - gu);
  const guDp = pos(gu - utNp);
  const udNp = pos((sbwP - gu) * UDDER_NP * bcs ** UDDER_BCS_EXP);
  const udDp =
    dop > UDDER_GROWTH_START_DAY
      ? udNp * Math.exp((dop - UDDER_GROWTH_START_DAY) * UDDER_GROWTH_RATE) - udNp
      : 0;
  const preg = guDp + udDp;
  const sbwNp = pos(sbwP - preg);
  const ebwNp = COW_EBW[0] * sbwNp ** COW_EBW[1];
  return {
    shrunkPregnantKg: sbwP,
    gravidUterusKg: gu,
    nonPregnantUterusKg: utNp,
    pregnancyUterusKg: guDp,
    nonPregnantUdderKg: udNp,
    pregnancyUdderKg: udDp,
    pregnancyCompoundsKg: preg,
    shrunkNonPregnantKg: sbwNp,
    emptyNonPregnantKg: ebwNp,
    // The appendix shows EBWp = EBWnp + GUdp at day 120 (UDdp = 0); the udder growth is added too.
    emptyPregnantKg: ebwNp + preg,
  };
}

/** Jenkins & Ferrell curve: peak week 8.5 (NRC 2000; docs/product/nutrition-science.md#lactation-curve, docs/product/nutrition-science.md#lactation-curve). */
const LACTATION_PEAK_WEEK = 8.5;
/**
 * Peak yield of a multiparous Nellore cow, kg/day: 6.0, which gives a 30-week mean of 4.0 kg/day, close to
 * the 3.76 L/day Nellore mean of Cerdótes et al. (2004) (docs/decisions/requirements-model-choices.md).
 */
export const NELLORE_PEAK_MILK_KG = 6;
/** First-calf factor of NRC (2000) as coded: 0.74. */
const PRIMIPAROUS_MILK_FACTOR = 0.74;

/**
 * Default milk yield (kg/day) at a week of lactation (below 1 treated as 1) by parity (docs/product/calculation.md#constants):
 * Y = PKYD·(n/T)·exp(1 − n/T), T = 8.5 weeks, PKYD 6.0 kg multiparous, × 0.74 primiparous.
 */
export function calculateDefaultMilkYieldKg(week: number, parity: Animal['estado_parides']): number {
  const n = Math.max(1, Number.isFinite(week) ? week : 1);
  const peak = NELLORE_PEAK_MILK_KG * (parity === 'primiparas' ? PRIMIPAROUS_MILK_FACTOR : 1);
  return peak * (n / LACTATION_PEAK_WEEK) * Math.exp(1 - n / LACTATION_PEAK_WEEK);
}

/**
 * The animal with the estimated milk yield filled in (docs/product/calculation.md#constants "default milk yield ... estimated from lactation
 * week ... and written back into the animal"): a lactating cow without a yield (null or 0) gets
 * {@link calculateDefaultMilkYieldKg} of her week and parity, rounded to 0.01 kg as the form shows it; any other
 * animal is returned unchanged. Every entry point (form, `cocho requirements`, formulation) uses it, so the
 * intake, energy and protein follow the same yield.
 */
export function fillEstimatedMilkYield(animal: Animal): Animal {
  if (!isLactating(animal) || (animal.producao_de_leite ?? 0) > 0) return animal;
  const week = animal.semana_lactacao ?? RESET_DEFAULTS.semana_lactacao;
  const estimated = calculateDefaultMilkYieldKg(week, animal.estado_parides);
  return { ...animal, producao_de_leite: Math.round(estimated * 100) / 100 };
}

/** 4 % fat-corrected milk = 0.4·MY + 15·MY·fat%/100 (NRC 2001; docs/product/nutrition-science.md#lactation-curve). */
export function calculateFatCorrectedMilkKg(milkKg: number, fatPercent: number): number {
  return 0.4 * milkKg + (15 * milkKg * fatPercent) / 100;
}

/** Lactating Nellore cow NEm 97.84 kcal/kg EBW^0.75, km 0.70, kg 0.44 (UFV; docs/product/nutrition-science.md#cows-and-calves). */
const NEM_LACTATING_COW = 0.09784;
const KM_LACTATING_COW = 0.7;
/** Non-lactating cow: NEm 75 kcal/kg EBW^0.75, km 0.67 (Marcondes et al. meta-analysis; docs/product/nutrition-science.md#cows-and-calves). */
const NEM_DRY_COW = 0.075;
const KM_DRY_COW = 0.67;
const KG_COW = 0.44;
/** EBW gain / BW gain of cows: 0.936 (UFV lactating primiparous Nellore; docs/product/nutrition-science.md#cows-and-calves). */
const COW_EBG_PER_ADG = 0.936;
/** Lactation NE 0.75 Mcal per kg (4 % FCM) milk (BR-CORTE 2016; docs/product/nutrition-science.md#cows-and-calves); kl taken equal to km 0.70. */
const NEL_PER_KG_FCM = 0.75;
const KL_COW = 0.7;
/** Pregnancy energy (docs/product/calculation.md#constants): ME = conceptus NE / 0.12; NE-equivalent = ME × 0.66. */
const PREGNANCY_ME_DIVISOR = 0.12;
const PREGNANCY_NE_FACTOR = 0.66;
/**
 * Energy retained by a Nellore conceptus relative to NRC (2000)'s Hereford equation: 3/4 (Gionbelli et al.,
 * "Energy requirements for pregnant and nonpregnant Nellore cows", ASAS-ADSA Joint Annual Meeting abstract 454: "NEp ... about 3/4 of those estimated by NRC"; the basis of BR-CORTE 2016 ch. 10). With the
 * product's 0.12 and 0.66 this gives 0.75 × 5.5 = 4.125 × the NRC retained energy as NE-equivalent, 6.9 % below
 * NRC (2000) Table 4-2 (÷ 0.13 × 0.576 = 4.431), where the NRC retained energy alone gave +24 %.
 */
const ZEBU_CONCEPTUS_ENERGY_FACTOR = 0.75;
/** NRC (2000) cow: MPm 3.8 g/kg SBW^0.75; MP efficiency for milk and conceptus 0.65. */
const MPM_COW = 3.8;
const MP_EFFICIENCY_MILK = 0.65;
const MP_EFFICIENCY_CONCEPTUS = 0.65;
/** NRC (2000) conceptus Ca 13.7 g and P 7.6 g per kg calf birth weight over the last 90 days. */
const CONCEPTUS_CA_PER_KG_CBW = 13.7;
const CONCEPTUS_P_PER_KG_CBW = 7.6;
const LAST_PREGNANCY_DAYS = 90;
const GESTATION_LENGTH_DAYS = 283;
/** NRC 2001 DMI: lactating (0.372·FCM + 0.0968·BW^0.75)·(1 − e^(−0.192·(WOL + 3.67))); dry 1.97 % of BW. */
const DMI_LACT_FCM = 0.372;
const DMI_LACT_BW = 0.0968;
const DMI_LACT_WEEK_RATE = 0.192;
const DMI_LACT_WEEK_SHIFT = 3.67;
const DMI_DRY_BASE = 1.97;
/**
 * Pre-calving fall of a beef cow's intake: 14.37 % from day −30 to day −15 before calving, grazing Nellore
 * cows (David et al. 2024, "Periparturient changes in voluntary intake, digestibility, and performance of
 * grazing Zebu beef cows with or without protein supplementation", Animals 14(11):1710, UFV). Applied linearly
 * over that interval and held from day −15 to calving (the study has no point in between). It replaces the
 * dairy NRC (2001) term −0.75·e^(0.16·(DOP − 280)), which fell to 1.22 % of BW at day 280 and 0.76 % at 283.
 */
const PREPARTUM_DMI_DROP = 0.1437;
const PREPARTUM_DROP_START_DAYS = 30;
const PREPARTUM_DROP_END_DAYS = 15;
/** Energy of retained protein, Mcal per g (5.64 kcal/g; NRC 2000). */
const PROTEIN_ENERGY_MCAL_PER_G = 0.00564;

/**
 * Dry-cow intake, % of BW: 1.97 (NRC 2001 dry cow), less the pre-calving fall of beef cows (David et al. 2024)
 * over the last 30 days of a 283-day gestation. `daysPregnant` 0 for an open cow.
 */
export function calculateDryCowDmiPercentOfBw(daysPregnant: number): number {
  const daysToCalving = GESTATION_LENGTH_DAYS - daysPregnant;
  const share =
    daysPregnant <= 0 || daysToCalving >= PREPARTUM_DROP_START_DAYS
      ? 0
      : Math.min(
          1,
          (PREPARTUM_DROP_START_DAYS - daysToCalving) / (PREPARTUM_DROP_START_DAYS - PREPARTUM_DROP_END_DAYS),
        );
  return DMI_DRY_BASE * (1 - PREPARTUM_DMI_DROP * share);
}

/** Conceptus NE retained, Mcal/day (NRC 2000, as coded; verified against NRC Table 4-2). */
export function calculateConceptusEnergyMcal(calfBirthWeightKg: number, daysPregnant: number): number {
  const t = daysPregnant;
  return pos(
    (calfBirthWeightKg * (0.05855 - 0.0000996 * t) * Math.exp(0.03233 * t - 0.0000275 * t * t)) / 1000,
  );
}

/** Conceptus protein retained, g/day (NRC 2000, as coded). */
export function calculateConceptusProteinG(calfBirthWeightKg: number, daysPregnant: number): number {
  const t = daysPregnant;
  return pos(
    calfBirthWeightKg * (0.001669 - 0.00000211 * t) * Math.exp(0.0278 * t - 0.0000176 * t * t) * 6.25,
  );
}

function buildCowModel(animal: Animal, bw: number): RequirementModel {
  const pregnant = isPregnant(animal);
  const lactating = isLactating(animal);
  const bcs = animal.escore_corporal ?? RESET_DEFAULTS.escore_corporal;
  const dop = pregnant ? pos(animal.dias_gestacao ?? RESET_DEFAULTS.dias_gestacao) : 0;
  const cbw = animal.peso_bezerro_nascimento ?? RESET_DEFAULTS.peso_bezerro_nascimento;
  const adjusted = adjustPregnantCowWeight({
    bodyWeightKg: bw,
    bodyScore: bcs,
    daysPregnant: pregnant ? dop : 0,
    calfBirthWeightKg: pregnant ? cbw : 0,
  });
  const sbw = adjusted.shrunkNonPregnantKg;
  const ebw = adjusted.emptyNonPregnantKg;
  const week = animal.semana_lactacao ?? 1;
  const enteredMilk = animal.producao_de_leite;
  const milk = lactating
    ? enteredMilk !== null && enteredMilk > 0
      ? enteredMilk
      : calculateDefaultMilkYieldKg(week, animal.estado_parides)
    : 0;
  const fat = animal.gordura_do_leite ?? RESET_DEFAULTS.gordura_do_leite;
  const protein = animal.proteina_do_leite ?? RESET_DEFAULTS.proteina_do_leite;
  const fcm = calculateFatCorrectedMilkKg(milk, fat);
  const nel = NEL_PER_KG_FCM * fcm;
  const mel = nel / KL_COW;
  const conceptusNe = pregnant ? ZEBU_CONCEPTUS_ENERGY_FACTOR * calculateConceptusEnergyMcal(cbw, dop) : 0;
  const mep = conceptusNe / PREGNANCY_ME_DIVISOR;
  const nep = mep * PREGNANCY_NE_FACTOR;
  const ebw075 = ebw ** 0.75;
  const nem = (lactating ? NEM_LACTATING_COW : NEM_DRY_COW) * ebw075;
  const km = lactating ? KM_LACTATING_COW : KM_DRY_COW;
  const mem = nem / km;
  // A lactating beef cow eats at least what she would dry: the NRC (2001) dairy term for early lactation
  // (× 0.59 in week 1) put a suckling cow below a dry one (6.2 vs 9.3 kg), while grazing Nellore cows
  // ate 72.66 % more DM 20 days after calving than 15 days before (David et al. 2024, Animals 14:1710).
  const dmi = lactating
    ? Math.max(
        (DMI_LACT_FCM * fcm + DMI_LACT_BW * bw ** 0.75) *
          (1 - Math.exp(-DMI_LACT_WEEK_RATE * (Math.max(week, 1) + DMI_LACT_WEEK_SHIFT))),
        (DMI_DRY_BASE / 100) * bw,
      )
    : (calculateDryCowDmiPercentOfBw(dop) / 100) * bw;
  const mpm = MPM_COW * sbw ** 0.75;
  const milkProtein = milk * protein * 10;
  const mpl = milkProtein / MP_EFFICIENCY_MILK;
  const conceptusProtein = pregnant ? calculateConceptusProteinG(cbw, dop) : 0;
  const mpp = conceptusProtein / MP_EFFICIENCY_CONCEPTUS;
  const lastDays = pregnant && dop > GESTATION_LENGTH_DAYS - LAST_PREGNANCY_DAYS;
  const pregnancyNet = lastDays
    ? {
        Ca: (cbw * CONCEPTUS_CA_PER_KG_CBW) / LAST_PREGNANCY_DAYS,
        P: (cbw * CONCEPTUS_P_PER_KG_CBW) / LAST_PREGNANCY_DAYS,
      }
    : {};
  const minerals = mineralCalculator({
    liveWeightKg: bw,
    emptyWeightKg: ebw,
    breed: animal.raca,
    milkKg: milk,
    pregnancyNet,
    calf: false,
  });

  const k = mpEfficiencyPercent(sbw, ebw, MP_THRESHOLD_COW_CALF_KG);

  /** The gain-dependent chain, shared by `at` and `searchAt`. */
  const chain = (gain: number) => {
    const dailyGainKg = pos(gain);
    const ebg = COW_EBG_PER_ADG * dailyGainKg;
    const re = RE_FEEDLOT[0] * ebw075 * ebg ** RE_FEEDLOT[1];
    const meg = re / KG_COW;
    const me = mem + meg + mel + mep;
    const de = digestibleEnergyMcal(me, pos(dmi));
    const rp = pos(RP_GAIN * ebg - RP_RE * ebw075 * ebg ** RP_EXP);
    const mpg = rp / (k / 100);
    return {
      dailyGainKg,
      ebg,
      re,
      meg,
      me,
      de,
      rp,
      mpg,
      nelTotalMcal: nem + re + nel + nep,
      tdnKg: de / MCAL_DE_PER_KG_TDN,
      mpG: mpm + mpg + mpl + mpp,
    };
  };

  const at = (gain: number): RequirementNumbers => {
    const { dailyGainKg, ebg, re, meg, me, de, rp, mpg, nelTotalMcal, tdnKg, mpG } = chain(gain);
    const ebgRatio = Math.max(ebg, MIN_EBG_FOR_RATIO);
    const pRE = PRE_COEF[0] * (RE_FEEDLOT[0] * ebw075 * ebgRatio ** (RE_FEEDLOT[1] - 1)) ** PRE_COEF[1];
    return {
      kind: 'cow',
      dailyGainKg,
      liveWeightKg: bw,
      shrunkWeightKg: sbw,
      emptyWeightKg: ebw,
      equivalentEmptyWeightKg: ebw,
      emptyGainKgPerDay: ebg,
      pregnantShrunkWeightKg: pregnant ? adjusted.shrunkPregnantKg : null,
      pregnantEmptyWeightKg: pregnant ? adjusted.emptyPregnantKg : null,
      gravidUterusKg: pregnant ? adjusted.gravidUterusKg : null,
      pregnancyCompoundsKg: pregnant ? adjusted.pregnancyCompoundsKg : null,
      dmiKg: pos(dmi),
      dmiMaxFactor: lactating ? DMI_MAX_OTHER : DMI_MAX_DRY_COW,
      nemMcal: nem,
      reMcal: re,
      nelMcal: nel,
      nepMcal: nep,
      retainedProteinEnergyMcal: rp * PROTEIN_ENERGY_MCAL_PER_G,
      pRE,
      km,
      kg: KG_COW,
      memMcal: mem,
      megMcal: meg,
      melMcal: mel,
      mepMcal: mep,
      meMcal: me,
      nelTotalMcal,
      deMcal: de,
      tdnKg,
      milkKg: milk,
      fcmKg: fcm,
      mpmG: mpm,
      rpG: rp,
      mpEfficiencyPercent: k,
      mpgG: mpg,
      mplG: mpl,
      mppG: mpp,
      mpG,
      netProteinG: rp + milkProtein + conceptusProtein,
      minerals: minerals.all(ebg, pos(dmi)),
      sources: {
        weights: 'GIONBELLI_2015',
        dmi: !lactating && pregnant ? 'BEEF_COW_PREPARTUM_DMI' : 'NRC_2001_DMI',
        energy: lactating ? 'UFV_LACTATING_NELLORE' : 'MARCONDES_NEM',
        protein: 'NRC_2000_COW',
        minerals: 'BRCORTE_2016_MINERALS',
      },
    };
  };
  const searchAt = (gain: number): GainSearchNumbers => {
    const c = chain(gain);
    return {
      tdnKg: c.tdnKg,
      meMcal: c.me,
      nelTotalMcal: c.nelTotalMcal,
      mpG: c.mpG,
      caG: minerals.total('Ca', c.ebg),
      pG: minerals.total('P', c.ebg),
    };
  };
  return { at, searchAt, milkKg: milk };
}

// ---------------------------------------------------------------------------------------------------
// Calves

/** Suckling Nellore calves: EBW/BW 0.9622, EBWG/BWG 0.958 (R. Bras. Zootec. 41(5), 2012). */
const CALF_EBW_PER_BW = 0.9622;
const CALF_EBG_PER_ADG = 0.958;
/** Body energy 1.1798·EBW^1.1805 Mcal and protein 0.135·EBW^1.0351 kg (same source). */
const CALF_ENERGY = [1.1798, 1.1805] as const;
const CALF_PROTEIN = [0.135, 1.0351] as const;
/** NRC (2001) calf: NEm 0.086·BW^0.75, km 0.825, kg 0.652 (milk plus starter; docs/product/nutrition-science.md#cows-and-calves). */
const CALF_NEM = 0.086;
const CALF_KM = 0.825;
const CALF_KG = 0.652;
/** NRC (2000) growing-calf DMI coefficients and the NRC cubic NEma(ME) (docs/product/nutrition-science.md#feed-energy, docs/product/nutrition-science.md#cows-and-calves). */
const CALF_DMI = [0.2435, 0.0466, 0.1128] as const;
/** TDN → DE 4.409 Mcal/kg, ME = 0.82·DE (NRC 2000). */
const NRC_DE_PER_KG_TDN = 4.409;
const NRC_ME_PER_DE = 0.82;

function nemaFromMe(me: number): number {
  // NEma = 1.37·ME − 0.138·ME² + 0.0105·ME³ − 1.12 (NRC 2000; docs/product/nutrition-science.md#feed-energy).
  return 1.37 * me - 0.138 * me * me + 0.0105 * me ** 3 - 1.12;
}

function buildCalfModel(animal: Animal, bw: number, options: RequirementModelOptions): RequirementModel {
  const ebw = CALF_EBW_PER_BW * bw;
  const ebwBase = Math.max(ebw, MIN_ALLOMETRIC_BASE_KG);
  const sbw = bw;
  const nem = CALF_NEM * bw ** 0.75;
  const mem = nem / CALF_KM;
  const tdnPercent = options.calfDietTdnPercent ?? 70;
  const nema = Math.max(nemaFromMe((tdnPercent / 100) * NRC_DE_PER_KG_TDN * NRC_ME_PER_DE), 0.5);
  const dmi = pos((sbw ** 0.75 * (CALF_DMI[0] * nema - CALF_DMI[1] * nema * nema - CALF_DMI[2])) / nema);
  const mpm = MPM_FEEDLOT * sbw ** 0.75;
  const reracPerKg = CALF_ENERGY[0] * CALF_ENERGY[1] * ebwBase ** (CALF_ENERGY[1] - 1);
  const rpPerKg = CALF_PROTEIN[0] * CALF_PROTEIN[1] * ebwBase ** (CALF_PROTEIN[1] - 1) * 1000;
  const k = mpEfficiencyPercent(sbw, ebw, MP_THRESHOLD_COW_CALF_KG);
  const minerals = mineralCalculator({
    liveWeightKg: bw,
    emptyWeightKg: ebw,
    breed: animal.raca,
    milkKg: 0,
    pregnancyNet: {},
    calf: true,
  });

  /** The gain-dependent chain, shared by `at` and `searchAt`. */
  const chain = (gain: number) => {
    const dailyGainKg = pos(gain);
    const ebg = CALF_EBG_PER_ADG * dailyGainKg;
    const re = reracPerKg * ebg;
    const rp = rpPerKg * ebg;
    const meg = re / CALF_KG;
    const me = mem + meg;
    const de = digestibleEnergyMcal(me, dmi);
    const mpg = rp / (k / 100);
    return {
      dailyGainKg,
      ebg,
      re,
      rp,
      meg,
      me,
      de,
      mpg,
      nelTotalMcal: nem + re,
      tdnKg: de / MCAL_DE_PER_KG_TDN,
      mpG: mpm + mpg,
    };
  };

  const at = (gain: number): RequirementNumbers => {
    const { dailyGainKg, ebg, re, rp, meg, me, de, mpg, nelTotalMcal, tdnKg, mpG } = chain(gain);
    return {
      kind: 'calf',
      dailyGainKg,
      liveWeightKg: bw,
      shrunkWeightKg: sbw,
      emptyWeightKg: ebw,
      equivalentEmptyWeightKg: ebw,
      emptyGainKgPerDay: ebg,
      pregnantShrunkWeightKg: null,
      pregnantEmptyWeightKg: null,
      gravidUterusKg: null,
      pregnancyCompoundsKg: null,
      dmiKg: dmi,
      dmiMaxFactor: DMI_MAX_OTHER,
      nemMcal: nem,
      reMcal: re,
      nelMcal: 0,
      nepMcal: 0,
      retainedProteinEnergyMcal: rp * PROTEIN_ENERGY_MCAL_PER_G,
      pRE: re > 0 ? (rp * PROTEIN_ENERGY_MCAL_PER_G) / re : 0,
      km: CALF_KM,
      kg: CALF_KG,
      memMcal: mem,
      megMcal: meg,
      melMcal: 0,
      mepMcal: 0,
      meMcal: me,
      nelTotalMcal,
      deMcal: de,
      tdnKg,
      milkKg: 0,
      fcmKg: 0,
      mpmG: mpm,
      rpG: rp,
      mpEfficiencyPercent: k,
      mpgG: mpg,
      mplG: 0,
      mppG: 0,
      mpG,
      netProteinG: rp,
      minerals: minerals.all(ebg, dmi),
      sources: {
        weights: 'CALF_NELLORE_2012',
        dmi: 'NRC_2000_CALF_DMI',
        energy: 'NRC_2001_CALF',
        protein: 'CALF_NELLORE_2012',
        minerals: 'CALF_NELLORE_2012',
      },
    };
  };
  const searchAt = (gain: number): GainSearchNumbers => {
    const c = chain(gain);
    return {
      tdnKg: c.tdnKg,
      meMcal: c.me,
      nelTotalMcal: c.nelTotalMcal,
      mpG: c.mpG,
      caG: minerals.total('Ca', c.ebg),
      pG: minerals.total('P', c.ebg),
    };
  };
  return { at, searchAt, milkKg: 0 };
}

/**
 * Builds the requirement model of a (valid) animal. Growing and finishing cattle follow the BR-CORTE 2016
 * chain (docs/product/nutrition-science.md#requirement-chain); cows and calves the models named in
 * {@link SOURCE_IDS}. The live weight is `calculateLiveWeightKg`'s: for growing cattle the mean of
 * initial and final weight, or the mean weight (docs/product/calculation.md#constants); for cows and calves their mean weight.
 * Weights below 0 are treated as 0.
 */
export function buildRequirementModel(
  animal: Animal,
  options: RequirementModelOptions = {},
): RequirementModel {
  const bw = pos(calculateLiveWeightKg(animal) ?? 0);
  if (animal.tipo === 'vaca') return buildCowModel(animal, bw);
  if (animal.tipo === 'bezerro') return buildCalfModel(animal, bw, options);
  return buildGrowingModel(animal, bw, options);
}

/** Growing and finishing DMI at a gain (exported for tests and the prediction's intake). */
export { growingDmi as calculateGrowingDmiKg };
