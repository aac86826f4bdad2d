import type { Animal } from '../animal/animal';
import type { AnimalProblem } from '../animal/validate-animal';
import { normalizeAnimal } from '../animal/normalize-animal';
import { findAnimalWarnings, validateAnimal } from '../animal/validate-animal';
import type { RequirementChildKey, RequirementKey, UnitKey } from './requirement-keys';
import { REQUIREMENT_KEYS, REQUIREMENT_UNIT_KEYS } from './requirement-keys';
import { solveMicrobialProtein } from './microbial-protein';
import type { MineralKey, RequirementModelOptions, RequirementNumbers } from './requirement-model';
import {
  buildRequirementModel,
  findGrowingDmiVertexGain,
  GROWING_MIN_DATA_WEIGHT_KG,
  MINERAL_KEYS,
} from './requirement-model';
import type { SulfurDietBasis } from './mineral-maxima';
import { findMaximumTolerableConcentration, findSulfurDietBasis } from './mineral-maxima';
import type { SourceId } from './sources';

/**
 * One sub-item of a requirement (docs/product/calculation.md#records "Sub-items"): value in `unit`, with its model. Its name in
 * pt/en/es is in the message catalogue of @cocho/contracts (`requirementNames.child.<key>`).
 */
export type RequirementChild = {
  readonly key: RequirementChildKey;
  readonly unit: UnitKey;
  readonly value: number;
  readonly source: SourceId;
};

/**
 * A requirement entry (docs/product/calculation.md#requirement-entry). Units by key: CMS, EE, CNF, FDN, FDNfe, AMIDO, NDT
 * kg/day; EL, EM Mcal/day; PB, PM, PDR, PNDR g/day; Ca, P, Mg, K, Na, S g/day; Co, Cu, I, Mn, Se, Zn
 * mg/day. `min`/`max` null means no bound. Invariant: min ≤ ideal ≤ max when set; every number is
 * finite. `factor` converts a feed's nutrient (per kg DM, in the feed's unit: % DM, Mcal/kg, mg/kg) times
 * kg DM into the requirement's unit: supply = Σ kgDM × nutrient × factor. `id` is the identifier sent for
 * the requirement (docs/product/calculation.md#records), null when the product gives none. `alternative` groups the mutually exclusive
 * entries (NDT/EL/EM energy; PB/PM protein); `selected` marks the chosen ones. Names, codes and units in
 * pt/en/es are in the message catalogue of @cocho/contracts, by `key`. The product's wire keys (exigencia,
 * minimo, maximo, modificadoEm...) are mapped in @cocho/contracts (`wire/requirements.ts`).
 */
export type RequirementEntry = {
  readonly key: RequirementKey;
  readonly id: string | null;
  readonly unit: UnitKey;
  readonly min: number | null;
  readonly ideal: number;
  readonly max: number | null;
  readonly factor: number | null;
  readonly selected: boolean;
  readonly changed: boolean;
  readonly idealEditable: boolean;
  readonly minEditable: boolean;
  readonly maxEditable: boolean;
  readonly alternative: 'energy' | 'protein' | null;
  readonly children: readonly RequirementChild[];
  readonly sources: readonly SourceId[];
  /** Modification time (ms since epoch) stamped by `editRequirement` when a time is passed in. */
  readonly modifiedAt: number | null;
};

/** Options of {@link calculateRequirements}; see docs/decisions/requirements-model-choices.md. */
export type RequirementOptions = RequirementModelOptions & {
  /** The energy alternative selected (docs/product/calculation.md#records: NDT, EL and EM are alternatives). Default NDT. */
  readonly energyAlternative?: 'NDT' | 'EL' | 'EM';
  /** The protein alternative selected (PB or PM). Default PB. */
  readonly proteinAlternative?: 'PB' | 'PM';
  /**
   * How a mineral's maximum is set (docs/decisions/mineral-maxima.md):
   * - `maximumTolerable` (default): the maximum tolerable dietary concentration (NASEM 2016; NRC 2005) times
   *   the maximum dry-matter intake (CMS max), never below the requirement;
   * - `toleranceMultiplier`: the seed's multipliers of docs/product/calculation.md#constants, shaped by `mineralUpperTolerance`.
   * Passing only `mineralUpperTolerance` selects `toleranceMultiplier` (its meaning before this option).
   */
  readonly mineralUpperBound?: 'maximumTolerable' | 'toleranceMultiplier';
  /**
   * With `mineralUpperBound: 'toleranceMultiplier'`: `onePlusMultiplier` (default) max = ideal × (1 + m);
   * `multiplier` max = ideal × m, with m = 1 Ca, P; 2 others; 5 Na; 19 Co, I, Se (docs/product/calculation.md#constants "Upper
   * tolerance multipliers"). The literal reading would pin Ca and P to their ideal (max = min).
   */
  readonly mineralUpperTolerance?: 'multiplier' | 'onePlusMultiplier';
  /**
   * Diet the sulfur tolerance assumes (0.30 % DM high-concentrate, 0.50 % ≥ 40 % forage; NASEM 2016).
   * Default: `calculateRequirements` takes it from the animal (growing cattle in feedlot high-concentrate,
   * the others forage); `buildRequirementEntries` without an animal takes `highConcentrate`.
   */
  readonly sulfurDietBasis?: SulfurDietBasis;
  /** Product name in the BR-CORTE 2016 identifiers `NDT_{product}2016`, `EM_{product}2016`. */
  readonly productName?: string;
};

/** A non-blocking remark about the animal or its requirements (see {@link RequirementsResult}). */
export type RequirementWarning = {
  readonly field: string;
  readonly code:
    | 'outsideCalfReference'
    | 'weightBelowEquationData'
    | 'gainAboveIntakeEquation'
    | 'intakeRaisedToMaintenance'
    | 'intakeLimited';
  readonly minKg?: number;
  readonly maxKg?: number;
  /** The bound reached, in the unit of the code (kg/day of gain, or kg DM/day of intake). */
  readonly limit?: number;
};

/** Warnings of growing cattle outside the data of the BR-CORTE intake equation. */
function findIntakeRangeWarnings(animal: Animal, n: RequirementNumbers): RequirementWarning[] {
  if (animal.tipo !== 'crescimento_terminacao') return [];
  const out: RequirementWarning[] = [];
  if (n.liveWeightKg < GROWING_MIN_DATA_WEIGHT_KG)
    out.push({
      field: 'peso_corporal_inicial',
      code: 'weightBelowEquationData',
      minKg: GROWING_MIN_DATA_WEIGHT_KG,
    });
  const vertex = findGrowingDmiVertexGain(animal.raca);
  if (n.dailyGainKg > vertex)
    out.push({ field: 'ganho_medio_diario', code: 'gainAboveIntakeEquation', limit: vertex });
  if (n.dmiLimit === 'floor')
    out.push({ field: 'ganho_medio_diario', code: 'intakeRaisedToMaintenance', limit: n.dmiKg });
  if (n.dmiLimit === 'ceiling')
    out.push({ field: 'ganho_medio_diario', code: 'intakeLimited', limit: n.dmiKg });
  return out;
}

/** Outcome of {@link calculateRequirements}. */
export type RequirementsResult = {
  /**
   * The animal the numbers are for: normalised (`normalizeAnimal`), so with the default milk yield written
   * back when none was entered (docs/product/calculation.md#constants).
   */
  readonly animal: Animal;
  readonly requirements: readonly RequirementEntry[];
  readonly numbers: RequirementNumbers;
  /**
   * Non-blocking remarks: `outsideCalfReference` (calf weight outside its week's band, minKg/maxKg);
   * growing cattle outside the intake equation's data (docs/decisions/growing-intake-range.md):
   * `weightBelowEquationData` (live weight below minKg 150 kg), `gainAboveIntakeEquation` (daily gain above
   * `limit` kg/day, the vertex of the breed's intake equation), `intakeRaisedToMaintenance` and
   * `intakeLimited` (intake held at `limit` kg DM/day).
   */
  readonly warnings: readonly RequirementWarning[];
};

/** Upper tolerance multipliers of the minerals (docs/product/calculation.md#constants). */
export const MINERAL_TOLERANCE: Readonly<Record<MineralKey, number>> = {
  Ca: 1,
  P: 1,
  Mg: 2,
  K: 2,
  Na: 5,
  S: 2,
  Co: 19,
  Cu: 2,
  I: 19,
  Mn: 2,
  Se: 19,
  Zn: 2,
};

/** Bounds as shares of CMS or live weight (docs/product/calculation.md#constants). */
const EE_MAX_SHARE = 0.07;
/** EE maximum for calves (the product's "third animal type"): 40 % of CMS, milk fat being ~34 % of milk DM. */
const EE_MAX_SHARE_CALF = 0.4;
const CNF_MAX_SHARE = 0.8;
const FDN_MIN_SHARE = 0.25;
const FDN_MAX_SHARE_OF_BW = 0.0132;
/** Ideals of EE, FDN and CNF (BR-CORTE 2016 sheet, docs/product/nutrition-science.md#growing-finishing): EE 0.05·DMI, NDF 0.25·DMI, NFC 0.90·DMI − (CP + NDF + EE). */
const EE_IDEAL_SHARE = 0.05;
const FDN_IDEAL_SHARE = 0.25;
const CNF_IDEAL_SHARE = 0.9;

/** Factor per key (docs/product/calculation.md#records): CMS 0.01, macro 10, micro 1, energy 1; kg/day entries 0.01; g/day 10. */
const FACTOR: Readonly<Record<RequirementKey, number>> = {
  CMS: 0.01,
  EE: 0.01,
  CNF: 0.01,
  FDN: 0.01,
  FDNfe: 0.01,
  AMIDO: 0.01,
  NDT: 0.01,
  EL: 1,
  EM: 1,
  PDR: 10,
  PNDR: 10,
  PB: 10,
  PM: 10,
  Ca: 10,
  P: 10,
  Mg: 10,
  K: 10,
  Na: 10,
  S: 10,
  Co: 1,
  Cu: 1,
  I: 1,
  Mn: 1,
  Se: 1,
  Zn: 1,
};

/** Identifier sent for each requirement (docs/product/calculation.md#records). */
function identifierOf(key: RequirementKey, product: string): string | null {
  switch (key) {
    case 'CMS':
      return 'MS';
    case 'NDT':
      return `NDT_${product}2016`;
    case 'EM':
      return `EM_${product}2016`;
    case 'FDNfe':
    case 'AMIDO':
      return null;
    case 'Ca':
    case 'Mg':
    case 'Na':
    case 'Co':
    case 'Cu':
    case 'Mn':
    case 'Se':
    case 'Zn':
      return key.toUpperCase();
    default:
      return key;
  }
}

const finite = (x: number): number => (Number.isFinite(x) ? x : 0);
const finiteOrNull = (x: number | null): number | null => (x === null ? null : finite(x));

/** Orders min ≤ ideal ≤ max by clamping the bounds to the ideal (docs/product/calculation.md#states clamping rule). */
function ordered(min: number | null, ideal: number, max: number | null) {
  const i = finite(ideal);
  const lo = finiteOrNull(min);
  const hi = finiteOrNull(max);
  return { min: lo !== null && lo > i ? i : lo, ideal: i, max: hi !== null && hi < i ? i : hi };
}

/**
 * Calculates every requirement entry of an animal: CMS, EE, CNF, FDN, FDNfe, AMIDO, NDT, EL, EM, PDR,
 * PNDR, PB, PM and the twelve minerals, each with min, ideal, max, unit, factor, sub-items, names
 * in three languages and the model that produced it. Growing and finishing cattle: BR-CORTE 2016
 * (docs/product/nutrition-science.md#requirement-chain); cows and calves: see SOURCE_IDS. The animal is
 * normalised first (`normalizeAnimal`: a cow's gain is dropped, a lactating cow's empty milk yield is
 * estimated...); an invalid animal (docs/product/calculation.md#validation, requirements variant) gives `{ ok: false, errors }` with
 * every field problem.
 * Pure; never returns NaN or Infinity.
 */
export function calculateRequirements(
  input: Animal,
  options: RequirementOptions = {},
): { ok: true; value: RequirementsResult } | { ok: false; errors: AnimalProblem[] } {
  // The domain rules first (no gain for a cow, the estimated milk yield...), so every entry point gives the
  // same numbers for one animal and the animal returned is the one the numbers are for.
  const animal = normalizeAnimal(input);
  const errors = validateAnimal(animal, 'requirements');
  if (errors.length > 0) return { ok: false, errors };
  const model = buildRequirementModel(animal, options);
  const n = model.at(animal.ganho_medio_diario ?? 0);
  return {
    ok: true,
    value: {
      animal,
      requirements: buildRequirementEntries(n, {
        ...options,
        sulfurDietBasis: options.sulfurDietBasis ?? findSulfurDietBasis(animal),
      }),
      numbers: n,
      warnings: [...findAnimalWarnings(animal), ...findIntakeRangeWarnings(animal, n)],
    },
  };
}

/**
 * Builds the requirement entries from the numbers of {@link RequirementModel.at}, including the microbial
 * protein loop (docs/product/calculation.md#constants). Exported for callers that already hold a model.
 */
export function buildRequirementEntries(
  n: RequirementNumbers,
  options: RequirementOptions = {},
): RequirementEntry[] {
  const product = options.productName ?? 'COCHO';
  const energy = options.energyAlternative ?? 'NDT';
  const protein = options.proteinAlternative ?? 'PB';
  const onePlus = options.mineralUpperTolerance !== 'multiplier';
  const byMultiplier =
    options.mineralUpperBound === 'toleranceMultiplier' ||
    (options.mineralUpperBound === undefined && options.mineralUpperTolerance !== undefined);
  const sulfurBasis = options.sulfurDietBasis ?? 'highConcentrate';
  const { mcpG, rupG, cpG } = solveMicrobialProtein(n.mpG, n.tdnKg);
  const dmi = n.dmiKg;
  const dmiMax = dmi * n.dmiMaxFactor;
  const src = n.sources;

  const child = (
    key: RequirementChildKey,
    unit: UnitKey,
    value: number,
    source: SourceId,
  ): RequirementChild => ({
    key,
    unit,
    value: finite(value),
    source,
  });

  const weightChildren: RequirementChild[] = [
    child('PCJ', 'kg', n.shrunkWeightKg, src.weights),
    child('PCVZ', 'kg', n.emptyWeightKg, src.weights),
    child('GPCVZ', 'kgPerDay', n.emptyGainKgPerDay, src.weights),
    child('PCVZeq', 'kg', n.equivalentEmptyWeightKg, src.weights),
  ];
  if (n.pregnantShrunkWeightKg !== null)
    weightChildren.push(
      child('PCJ_gestante', 'kg', n.pregnantShrunkWeightKg, 'GIONBELLI_2015'),
      child('PCVZ_gestante', 'kg', n.pregnantEmptyWeightKg ?? 0, 'GIONBELLI_2015'),
      child('utero_gravidico', 'kg', n.gravidUterusKg ?? 0, 'GIONBELLI_2015'),
      child('compostos_gestacao', 'kg', n.pregnancyCompoundsKg ?? 0, 'GIONBELLI_2015'),
    );
  const lactationSource: SourceId = 'BRCORTE_MILK_ENERGY';
  const elChildren = [
    child('mantenca', 'mcalPerDay', n.nemMcal, src.energy),
    child('ganho', 'mcalPerDay', n.reMcal, src.energy),
    child('lactacao', 'mcalPerDay', n.nelMcal, lactationSource),
    child('gestacao', 'mcalPerDay', n.nepMcal, 'GIONBELLI_PREGNANCY_ENERGY'),
    child('energia_proteina_retida', 'mcalPerDay', n.retainedProteinEnergyMcal, src.energy),
    child('km', 'ratio', n.km, src.energy),
    child('kg', 'ratio', n.kg, src.energy),
    child('PL', 'kgPerDay', n.milkKg, 'NRC_2000_LACTATION_CURVE'),
    child('PLCG', 'kgPerDay', n.fcmKg, 'NRC_2001_DMI'),
  ];
  const emChildren = [
    child('mantenca', 'mcalPerDay', n.memMcal, src.energy),
    child('ganho', 'mcalPerDay', n.megMcal, src.energy),
    child('lactacao', 'mcalPerDay', n.melMcal, lactationSource),
    child('gestacao', 'mcalPerDay', n.mepMcal, 'GIONBELLI_PREGNANCY_ENERGY'),
    child('ED', 'mcalPerDay', n.deMcal, 'BRCORTE_2016_GROWING'),
  ];
  const pbChildren = [
    child('proteina_liquida', 'gPerDay', n.netProteinG, src.protein),
    child('proteina_liquida_ganho', 'gPerDay', n.rpG, src.protein),
    child('eficiencia', 'percent', n.mpEfficiencyPercent, 'SPEC_RULES'),
  ];
  const pmChildren = [
    child('mantenca', 'gPerDay', n.mpmG, src.protein),
    child('ganho', 'gPerDay', n.mpgG, src.protein),
    child('lactacao', 'gPerDay', n.mplG, 'NRC_2000_COW'),
    child('gestacao', 'gPerDay', n.mppG, 'NRC_2000_COW'),
    child('proteina_bruta_microbiana', 'gPerDay', mcpG, 'BRCORTE_2016_MICROBIAL'),
  ];

  type Draft = {
    min: number | null;
    ideal: number;
    max: number | null;
    children?: RequirementChild[];
    sources: SourceId[];
    selected: boolean;
  };
  const eeIdeal = EE_IDEAL_SHARE * dmi;
  const fdnIdeal = FDN_IDEAL_SHARE * dmi;
  const drafts: Partial<Record<RequirementKey, Draft>> = {
    CMS: {
      min: dmi,
      ideal: dmi,
      max: dmi * n.dmiMaxFactor,
      sources: [src.dmi, 'SPEC_RULES'],
      selected: true,
    },
    EE: {
      min: null,
      ideal: eeIdeal,
      max: (n.kind === 'calf' ? EE_MAX_SHARE_CALF : EE_MAX_SHARE) * dmi,
      sources: ['BRCORTE_2016_GROWING', 'SPEC_RULES'],
      selected: true,
    },
    CNF: {
      min: null,
      ideal: Math.max(0, CNF_IDEAL_SHARE * dmi - (cpG / 1000 + fdnIdeal + eeIdeal)),
      max: CNF_MAX_SHARE * dmi,
      sources: ['BRCORTE_2016_GROWING', 'SPEC_RULES'],
      selected: true,
    },
    FDN: {
      min: FDN_MIN_SHARE * dmi,
      ideal: fdnIdeal,
      max: FDN_MAX_SHARE_OF_BW * n.liveWeightKg,
      sources: ['BRCORTE_2016_GROWING', 'SPEC_RULES'],
      selected: true,
    },
    FDNfe: { min: null, ideal: 0, max: null, sources: ['SPEC_RULES'], selected: false },
    AMIDO: { min: null, ideal: 0, max: null, sources: ['SPEC_RULES'], selected: false },
    NDT: {
      min: n.tdnKg,
      ideal: n.tdnKg,
      max: null,
      children: weightChildren,
      sources: [src.energy],
      selected: energy === 'NDT',
    },
    EL: {
      min: n.nelTotalMcal,
      ideal: n.nelTotalMcal,
      max: null,
      children: elChildren,
      sources: [src.energy],
      selected: energy === 'EL',
    },
    EM: {
      min: n.meMcal,
      ideal: n.meMcal,
      max: null,
      children: emChildren,
      sources: [src.energy],
      selected: energy === 'EM',
    },
    PDR: { min: mcpG, ideal: mcpG, max: null, sources: ['BRCORTE_2016_MICROBIAL'], selected: false },
    PNDR: { min: rupG, ideal: rupG, max: null, sources: ['BRCORTE_2016_MICROBIAL'], selected: false },
    PB: {
      min: cpG,
      ideal: cpG,
      max: null,
      children: pbChildren,
      sources: [src.protein, 'BRCORTE_2016_MICROBIAL'],
      selected: protein === 'PB',
    },
    PM: {
      min: n.mpG,
      ideal: n.mpG,
      max: null,
      children: pmChildren,
      sources: [src.protein],
      selected: protein === 'PM',
    },
  };
  for (const key of MINERAL_KEYS) {
    const m = n.minerals[key];
    const multiplier = MINERAL_TOLERANCE[key] + (onePlus ? 1 : 0);
    const children = [
      child('mantenca', REQUIREMENT_UNIT_KEYS[key], m.maintenance, src.minerals),
      child('ganho', REQUIREMENT_UNIT_KEYS[key], m.gain, src.minerals),
    ];
    // Lactation items apply only to lactating animals (docs/product/calculation.md#records); pregnancy items only to pregnant cows.
    if (n.milkKg > 0)
      children.push(child('lactacao', REQUIREMENT_UNIT_KEYS[key], m.lactation, 'MILK_MINERALS'));
    if (n.pregnantShrunkWeightKg !== null)
      children.push(child('gestacao', REQUIREMENT_UNIT_KEYS[key], m.pregnancy, 'NRC_2000_COW'));
    drafts[key] = {
      min: m.total,
      ideal: m.total,
      max: byMultiplier
        ? m.total * multiplier
        : Math.max(findMaximumTolerableConcentration(key, sulfurBasis) * FACTOR[key] * dmiMax, m.total),
      children,
      sources: [src.minerals, byMultiplier ? 'SPEC_RULES' : 'MINERAL_TOLERANCE_NASEM_2016'],
      selected: true,
    };
  }

  return REQUIREMENT_KEYS.map((key): RequirementEntry => {
    const draft = drafts[key] as Draft;
    const bounds = ordered(draft.min, draft.ideal, draft.max);
    return {
      key,
      id: identifierOf(key, product),
      unit: REQUIREMENT_UNIT_KEYS[key],
      ...bounds,
      factor: FACTOR[key],
      selected: draft.selected,
      changed: false,
      idealEditable: true,
      minEditable: true,
      maxEditable: true,
      alternative:
        key === 'NDT' || key === 'EL' || key === 'EM'
          ? 'energy'
          : key === 'PB' || key === 'PM'
            ? 'protein'
            : null,
      children: draft.children ?? [],
      sources: draft.sources,
      modifiedAt: null,
    };
  });
}
