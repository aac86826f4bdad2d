/**
 * Limits for feed composition values ("implausible values flagged"; bad input "a percentage
 * above 100, a negative value ... is rejected").
 *
 * Two levels:
 * - hard limits: physically impossible values; the row is rejected with its row and column named;
 * - plausibility ranges per composition group: unusual values; the row is kept and the value flagged,
 *   so an administrator (and the short table) can see it.
 */
import { BR_CORTE_ME_FROM_DE, calculateDeFromTdn, calculateMeFromDe, NUTRIENT_KEYS } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import { NUTRIENT_MAXIMUM } from '@cocho/contracts';
import type { FeedGroup } from './feed-categories';

type Range = { readonly min: number; readonly max: number; readonly reason: string };

/** Crude-protein-equivalent keys: non-protein nitrogen exceeds 100 % CP (urea: 46.6 % N × 6.25 ≈ 291). */
const PROTEIN_KEYS: readonly NutrientKey[] = ['PB', 'PDR', 'PNDR', 'PM', 'PBA', 'PBB'];
const ENERGY_KEYS: readonly NutrientKey[] = ['EL', 'EM', 'ED'];
const MICRO_KEYS: readonly NutrientKey[] = ['Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'];

/** Upper hard limit per key (every key's lower hard limit is 0: no negative composition). */
export const HARD_MAXIMUM: Readonly<Record<NutrientKey, { readonly max: number; readonly reason: string }>> =
  Object.fromEntries(
    NUTRIENT_KEYS.map((key) => {
      if (PROTEIN_KEYS.includes(key)) {
        return [
          key,
          {
            max: NUTRIENT_MAXIMUM[key],
            reason: 'CP equivalent: urea, the richest N source, is 46.6 % N × 6.25 ≈ 291 % CP',
          },
        ];
      }
      if (ENERGY_KEYS.includes(key)) {
        return [
          key,
          {
            max: NUTRIENT_MAXIMUM[key],
            reason: 'Mcal/kg DM: no feed exceeds the gross energy of pure fat (about 9.4 Mcal/kg)',
          },
        ];
      }
      if (key === 'NDT') {
        return [
          key,
          {
            max: NUTRIENT_MAXIMUM[key],
            reason: 'TDN of pure fat by the summative model is 2.25 × 99 − 7 ≈ 216 % DM',
          },
        ];
      }
      if (MICRO_KEYS.includes(key)) {
        return [
          key,
          { max: NUTRIENT_MAXIMUM[key], reason: 'mg/kg DM: 1 000 000 mg/kg is the whole kilogram' },
        ];
      }
      if (key === 'PBKD') {
        return [
          key,
          { max: NUTRIENT_MAXIMUM[key], reason: '%/h: a degradation rate above 100 %/h is not a rate' },
        ];
      }
      return [key, { max: NUTRIENT_MAXIMUM[key], reason: 'a percentage cannot exceed 100' }];
    }),
  ) as Record<NutrientKey, { max: number; reason: string }>;

/** Maximum tolerable dietary concentrations for beef cattle, mg/kg DM (NRC 2000, Table 5-1): a plant
 * feed holding more than the whole diet may tolerate is almost certainly a data error. */
const MICRO_MINERAL_TOLERABLE: Readonly<Record<string, Range>> = {
  Co: { min: 0, max: 10, reason: 'NRC (2000) maximum tolerable dietary Co 10 mg/kg; plants hold < 1 mg/kg' },
  Cu: { min: 0, max: 100, reason: 'NRC (2000) maximum tolerable dietary Cu 100 mg/kg' },
  I: { min: 0, max: 50, reason: 'NRC (2000) maximum tolerable dietary I 50 mg/kg' },
  Mn: { min: 0, max: 1000, reason: 'NRC (2000) maximum tolerable dietary Mn 1000 mg/kg' },
  Se: { min: 0, max: 2, reason: 'NRC (2000) maximum tolerable dietary Se 2 mg/kg' },
  Zn: { min: 0, max: 500, reason: 'NRC (2000) maximum tolerable dietary Zn 500 mg/kg' },
};

/**
 * Plausibility ranges of plant and by-product feeds. Bounds enclose the NASEM (2021) feed library and the
 * BR-CORTE/CQBAL ranges for the same feed classes with a margin; reasons say what a value outside means.
 */
const ROUGHAGE_RANGES: Readonly<Partial<Record<NutrientKey, Range>>> = {
  MS: { min: 8, max: 96, reason: 'fresh forage is rarely below 10 % DM, hay rarely above 93 %' },
  PB: { min: 1, max: 35, reason: 'young legume forage reaches about 30 % CP' },
  FDN: { min: 20, max: 92, reason: 'roughage is fibrous: below 20 % NDF is a concentrate' },
  FDA: { min: 8, max: 75, reason: 'hulls and straws reach about 65 % ADF' },
  lignina: { min: 0.5, max: 25, reason: 'peanut hulls, the most lignified common roughage, have about 24 %' },
  EE: { min: 0, max: 10, reason: 'forage ether extract is 1–6 %' },
  MM: { min: 1, max: 22, reason: 'ash above about 20 % means soil contamination' },
  NDT: {
    min: 25,
    max: 80,
    reason: 'roughage TDN lies between straw (about 40 %) and young pasture (about 70 %)',
  },
  ED: { min: 1, max: 3.5, reason: 'roughage DE lies between about 1.2 and 3.2 Mcal/kg DM' },
  EM: { min: 0.8, max: 3, reason: 'roughage ME lies between about 1 and 2.8 Mcal/kg DM' },
  Ca: { min: 0.02, max: 3, reason: 'legume forage reaches about 2 % Ca' },
  P: { min: 0.01, max: 1, reason: 'forage P is 0.05–0.5 %' },
  Mg: { min: 0.02, max: 1, reason: 'forage Mg is 0.1–0.5 %' },
  K: { min: 0.1, max: 6, reason: 'lush forage reaches about 4 % K' },
  Na: { min: 0, max: 1.5, reason: 'tropical grasses hold little Na' },
  S: { min: 0.02, max: 1, reason: 'forage S is 0.1–0.4 %' },
  PBKD: { min: 0, max: 30, reason: 'NASEM kd values lie between 1 and 30 %/h' },
  ...MICRO_MINERAL_TOLERABLE,
};

const CONCENTRATE_RANGES: Readonly<Partial<Record<NutrientKey, Range>>> = {
  MS: { min: 15, max: 100, reason: 'wet by-products (citrus pulp, brewers grains) have 18–35 % DM' },
  PB: { min: 0, max: 95, reason: 'corn gluten meal and blood meal are the richest at 65–95 % CP' },
  FDN: { min: 0, max: 75, reason: 'fibrous by-products (soybean hulls) reach about 70 % NDF' },
  FDA: { min: 0, max: 55, reason: 'fibrous by-products reach about 50 % ADF' },
  lignina: { min: 0, max: 15, reason: 'whole cottonseed, among the most lignified, has about 11 %' },
  EE: { min: 0, max: 45, reason: 'oilseeds (sunflower seed) reach about 40 % EE' },
  MM: { min: 0, max: 20, reason: 'molasses and bran reach about 16 % ash' },
  NDT: { min: 40, max: 160, reason: 'concentrate TDN lies between fibrous by-products and full-fat seeds' },
  ED: {
    min: 1.5,
    max: 7,
    reason: 'concentrate DE lies between about 2.5 and 4.5 Mcal/kg DM, fats up to 6.5',
  },
  EM: { min: 1.2, max: 6, reason: 'concentrate ME lies between about 2 and 3.8 Mcal/kg DM' },
  Ca: { min: 0, max: 12, reason: 'meat-and-bone meal, the richest, has about 10 % Ca' },
  P: { min: 0, max: 6, reason: 'rice bran and meat meals reach 2–5 % P' },
  Mg: { min: 0, max: 1.5, reason: 'concentrate Mg is below 1 %' },
  K: { min: 0, max: 6, reason: 'molasses reaches about 5 % K' },
  Na: { min: 0, max: 3, reason: 'concentrate Na is below 1 % except by-products' },
  S: { min: 0, max: 1.5, reason: 'distillers grains reach about 1 % S' },
  PBKD: { min: 0, max: 35, reason: 'NASEM kd values lie between 1 and 30 %/h' },
  ...MICRO_MINERAL_TOLERABLE,
};

const FAT_RANGES: Readonly<Partial<Record<NutrientKey, Range>>> = {
  EE: { min: 50, max: 100, reason: 'fat supplements are mostly ether extract' },
  NDT: { min: 90, max: 230, reason: 'fat TDN (NRC 2001) lies between 110 and 215 %' },
  ED: { min: 3.5, max: 9.5, reason: 'fat DE lies between about 4.5 and 7 Mcal/kg DM' },
};

/** Per-nutrient plausibility ranges by group; minerals, buffers and additives only get hard limits. */
export const PLAUSIBILITY_RANGES: Readonly<Record<FeedGroup, Readonly<Partial<Record<NutrientKey, Range>>>>> =
  {
    roughage: ROUGHAGE_RANGES,
    concentrate: CONCENTRATE_RANGES,
    fat: { ...CONCENTRATE_RANGES, ...FAT_RANGES },
    supplement: {},
    mineral: {},
    npn: {
      NDT: { min: 0, max: 5, reason: 'urea and ammonium salts supply nitrogen, not energy' },
      ED: { min: 0, max: 0.3, reason: 'urea and ammonium salts supply nitrogen, not energy' },
      EM: { min: 0, max: 0.3, reason: 'urea and ammonium salts supply nitrogen, not energy' },
    },
    buffer: {},
    additive: {},
  };

/** Whether the group holds organic feeds (energy from composition, fibre checks apply). */
export function isOrganicGroup(group: FeedGroup): boolean {
  return group === 'roughage' || group === 'concentrate' || group === 'fat';
}

/** A flag on a kept value: a code the UI translates, the key, the value and the limits it broke. */
export type PlausibilityFlag = {
  readonly code:
    | 'OUT_OF_RANGE'
    | 'LOOKS_LIKE_FRACTION'
    | 'COMPOSITION_SUM_ABOVE_100'
    | 'FDA_ABOVE_FDN'
    | 'LIGNIN_ABOVE_FDA'
    | 'PNDR_ABOVE_PB'
    | 'PROTEIN_FRACTIONS_ABOVE_PB'
    | 'MO_MM_NOT_100'
    | 'ENERGY_INCONSISTENT_WITH_FDA'
    | 'ZERO_READ_AS_UNKNOWN'
    | 'CNF_NEGATIVE_SET_TO_0'
    | 'ENERGY_NOT_COMPUTED'
    /** A value the source left blank, added by a cited seed amendment (catalogue-amendments.ts). */
    | 'ASSUMED_VALUE'
    /** A value the row's source leaves blank, taken from the same feed's row in another table (catalogue-library.ts). */
    | 'ESTIMATED_FROM_SAME_FEED'
    /**
     * A value a tropical pasture row's source leaves blank, the mean of the same value measured in named cited
     * rows of the same species and season or class (catalogue-library.ts).
     */
    | 'ESTIMATED_FROM_CLASS_MEAN'
    /** Blank protein, fibre, energy, Ca or P of a pure inorganic source read as 0 (its formula holds none). */
    | 'ZERO_BY_FORMULA'
    /** Non-protein nitrogen: TDN, DE and ME 0, a valid value (no energy), not a missing one. */
    | 'NON_ENERGY_SOURCE'
    /** A mix whose whole composition is computed from its recipe of catalogue ingredients. */
    | 'MIXTURE_OF_INGREDIENTS';
  readonly key: NutrientKey | null;
  readonly value?: number;
  readonly min?: number;
  readonly max?: number;
  /** English note for logs and administrators; the UI shows the translated code. */
  readonly reason: string;
};

/** Tolerance of the energy-vs-fibre check, TDN points (≈ 0.42 Mcal ME/kg DM). */
const ENERGY_FDA_TOLERANCE_TDN = 10;

/**
 * TDN (% DM) of a forage predicted from ADF: TDN = 88.9 − 0.779 × ADF, the equation used by US forage
 * testing laboratories (Undersander, Mertens and Thiex 1993, NFTA Forage Analyses Procedures). Used only
 * to flag roughage energy values that contradict their fibre, never to fill values.
 */
export function tdnFromAdf(adfPercentDm: number): number {
  return 88.9 - 0.779 * adfPercentDm;
}

/**
 * Flags the unusual values of a converted composition. `given` lists the keys present in the source (not
 * derived), so the energy check is made only on reported values.
 */
export function findPlausibilityFlags(
  nutrients: Readonly<Partial<Record<NutrientKey, number>>>,
  group: FeedGroup,
  given: ReadonlySet<NutrientKey>,
): PlausibilityFlag[] {
  const flags: PlausibilityFlag[] = [];
  const ranges = PLAUSIBILITY_RANGES[group];
  for (const key of NUTRIENT_KEYS) {
    const value = nutrients[key];
    const range = ranges[key];
    if (value === undefined || range === undefined) continue;
    if (value < range.min || value > range.max) {
      flags.push({ code: 'OUT_OF_RANGE', key, value, min: range.min, max: range.max, reason: range.reason });
    }
  }
  const { MS, NDT, PB, FDN, EE, MM, FDA, lignina, PNDR, PBA, PBB, MO, EM } = nutrients;
  if (MS !== undefined && MS > 0 && MS <= 1) {
    flags.push({
      code: 'LOOKS_LIKE_FRACTION',
      key: 'MS',
      value: MS,
      reason: 'dry matter given as a fraction?',
    });
  }
  if (NDT !== undefined && NDT > 0 && NDT < 1) {
    // docs/product/calculation.md#validation: a TDN below 1 is multiplied by 100 on load; the catalogue keeps it and says so.
    flags.push({ code: 'LOOKS_LIKE_FRACTION', key: 'NDT', value: NDT, reason: 'TDN given as a fraction?' });
  }
  if (!isOrganicGroup(group)) {
    return flags;
  }
  if (PB !== undefined && FDN !== undefined && EE !== undefined && MM !== undefined) {
    const sum = PB + FDN + EE + MM;
    if (sum > 105) {
      flags.push({
        code: 'COMPOSITION_SUM_ABOVE_100',
        key: null,
        value: sum,
        max: 105,
        reason: 'PB + FDN + EE + MM',
      });
    }
  }
  if (FDA !== undefined && FDN !== undefined && FDA > FDN + 1) {
    flags.push({ code: 'FDA_ABOVE_FDN', key: 'FDA', value: FDA, max: FDN, reason: 'ADF is part of NDF' });
  }
  if (lignina !== undefined && FDA !== undefined && lignina > FDA + 0.5) {
    flags.push({
      code: 'LIGNIN_ABOVE_FDA',
      key: 'lignina',
      value: lignina,
      max: FDA,
      reason: 'lignin is part of ADF',
    });
  }
  if (PNDR !== undefined && PB !== undefined && PNDR > PB + 0.01) {
    flags.push({ code: 'PNDR_ABOVE_PB', key: 'PNDR', value: PNDR, max: PB, reason: 'RUP is part of CP' });
  }
  if (PBA !== undefined && PBB !== undefined && PB !== undefined && PBA + PBB > PB + 0.01) {
    flags.push({
      code: 'PROTEIN_FRACTIONS_ABOVE_PB',
      key: 'PBA',
      value: PBA + PBB,
      max: PB,
      reason: 'fractions A and B are parts of CP',
    });
  }
  if (MO !== undefined && MM !== undefined && Math.abs(MO + MM - 100) > 1) {
    flags.push({
      code: 'MO_MM_NOT_100',
      key: 'MO',
      value: MO + MM,
      reason: 'organic matter + ash = 100 % DM',
    });
  }
  if (group === 'roughage' && FDA !== undefined) {
    const expectedTdn = tdnFromAdf(FDA);
    if (NDT !== undefined && given.has('NDT') && Math.abs(NDT - expectedTdn) > ENERGY_FDA_TOLERANCE_TDN) {
      flags.push({
        code: 'ENERGY_INCONSISTENT_WITH_FDA',
        key: 'NDT',
        value: NDT,
        min: expectedTdn - ENERGY_FDA_TOLERANCE_TDN,
        max: expectedTdn + ENERGY_FDA_TOLERANCE_TDN,
        reason: 'TDN far from 88.9 − 0.779 × ADF (NFTA)',
      });
    }
    if (EM !== undefined && given.has('EM')) {
      const expectedMe = calculateMeFromDe(calculateDeFromTdn(expectedTdn));
      // The same tolerance in ME: slope of the DE→ME relation × DE of 10 TDN points (≈ 0.42 Mcal/kg DM).
      const meTolerance = BR_CORTE_ME_FROM_DE.slope * calculateDeFromTdn(ENERGY_FDA_TOLERANCE_TDN);
      if (Math.abs(EM - expectedMe) > meTolerance) {
        flags.push({
          code: 'ENERGY_INCONSISTENT_WITH_FDA',
          key: 'EM',
          value: EM,
          min: round3(expectedMe - meTolerance),
          max: round3(expectedMe + meTolerance),
          reason: 'ME far from the ME of 88.9 − 0.779 × ADF TDN (NFTA)',
        });
      }
    }
  }
  return flags;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
