/**
 * Mixture (ration) calculator (docs/product/calculation.md#records "Diet composition rows": MN, MNprop, MS, MSprop,
 * totalRacao; docs/product/calculation.md#animal total_racao_a_produzir, default 1000 kg). From the amounts or shares of each feed
 * and the feeds' nutrients (product keys and units, packages/engine/src/feeds/nutrients.ts), it gives the
 * composition of the mix on dry-matter and as-fed bases, the amounts for the ration to produce, and a
 * batch (mixer) sheet.
 *
 * Mixing rule: a mix's concentration of any additive nutrient is the dry-matter-weighted mean of the
 * feeds' concentrations (mass balance: the nutrient mass of the mix is the sum of the feeds' nutrient
 * masses, Σ kg DM_i × c_i, spread over the mix's Σ kg DM_i).
 * Dry matter of the mix = Σ kg DM / Σ kg as fed × 100.
 */
import { NUTRIENT_KEYS, NUTRIENT_UNITS, canonicalNutrientKey } from '../feeds/nutrients';
import type { NutrientKey } from '../feeds/nutrients';

/** Ration to produce when none is given, kg as fed (docs/product/calculation.md#records defaults: total_racao_a_produzir 1000). */
export const DEFAULT_TOTAL_RATION_KG = 1000;

/**
 * Nutrients mixed by DM-weighted mean: every feed key except MS (the mix's own DM follows from the masses)
 * and PBKD (a degradation rate in %/h, not a concentration, so a mass-weighted mean has no meaning).
 */
export const MIXED_NUTRIENT_KEYS: readonly NutrientKey[] = NUTRIENT_KEYS.filter(
  (key) => key !== 'MS' && key !== 'PBKD',
);

/** One feed of the mix, in the wire names. */
export type MixtureFeed = {
  readonly id: string;
  /** Spec nutrient keys: MS % as fed; others % DM, EL/EM/ED Mcal/kg DM, Co…Zn mg/kg DM. */
  readonly nutrientes: Readonly<Record<string, number | null>>;
  /** Amount in kg on the `base` (as fed by default). Give this or `proporcao` for every feed. */
  readonly quantidade?: number | null;
  /** Share of the mix on the `base`, percent (normalised if the shares do not sum to 100). */
  readonly proporcao?: number | null;
  /** Price, R$ per kg as fed (optional; the mix cost needs it on every feed with an amount). */
  readonly custo?: number | null;
};

/** Input of `calculateMixture`. */
export type MixtureInput = {
  readonly alimentos: readonly MixtureFeed[];
  /** Basis of `quantidade` and `proporcao`: MN as fed (default) or MS dry matter. */
  readonly base?: 'MN' | 'MS' | null;
  /** Ration to produce, kg as fed; zero or empty means the default 1000 (docs/product/calculation.md#validation). */
  readonly total_racao_a_produzir?: number | null;
  /** Mixer (wagon) capacity, kg as fed per batch; absent: no batch sheet. */
  readonly capacidade_misturador?: number | null;
};

/** One feed's line of the mix. */
export type MixtureRow = {
  readonly id: string;
  /** Amount in the recipe as given, kg as fed (with shares: kg per 100 kg of the basis). Spec MN. */
  readonly asFedKg: number;
  /** Amount in the recipe, kg DM. Spec MS. */
  readonly dmKg: number;
  /** Share of the mix as fed, percent. Spec MNprop. */
  readonly asFedPercent: number;
  /** Share of the mix's dry matter, percent. Spec MSprop. */
  readonly dmPercent: number;
  /** Amount for the ration to produce, kg as fed. Spec totalRacao. */
  readonly rationAsFedKg: number;
  /** Amount for the ration to produce, kg DM. */
  readonly rationDmKg: number;
};

/** One feed's line of the batch sheet, kg as fed. */
export type BatchRow = {
  readonly id: string;
  readonly kgPerFullBatch: number;
  /** In the last batch (equal to kgPerFullBatch when the total divides evenly). */
  readonly kgInLastBatch: number;
};

/** The mixer sheet: full batches of the mixer's capacity and, if the total does not divide, a last partial one. */
export type BatchSheet = {
  /** kg as fed per full batch. */
  readonly mixerCapacityKg: number;
  /** Number of batches, the partial one included. */
  readonly batchCount: number;
  readonly fullBatchCount: number;
  readonly hasPartialBatch: boolean;
  /** kg as fed in the last batch. */
  readonly lastBatchKg: number;
  readonly rows: readonly BatchRow[];
};

export type MixtureWarning =
  | { readonly code: 'SHARES_NORMALISED'; readonly sumPercent: number }
  | { readonly code: 'UNKNOWN_NUTRIENT_IGNORED'; readonly feedId: string; readonly key: string };

/** Result of `calculateMixture`. */
export type MixtureResult = {
  readonly rows: readonly MixtureRow[];
  /** Dry matter of the mix, % as fed. */
  readonly dryMatterPercent: number;
  /** Composition of the mix on a DM basis, in the units of NUTRIENT_UNITS. */
  readonly compositionDm: Readonly<Partial<Record<NutrientKey, number>>>;
  /** Composition of the mix as fed: the DM value × DM fraction (%, Mcal/kg, mg/kg of fresh mix); MS is DM %. */
  readonly compositionAsFed: Readonly<Partial<Record<NutrientKey, number>>>;
  /** Units of each composition key (DM basis; as fed replaces "DM" by "as fed"). */
  readonly units: Readonly<Partial<Record<NutrientKey, string>>>;
  /** Keys that some feed with an amount lacks (taken as 0, docs/product/calculation.md#validation: empty nutrients become 0). */
  readonly incompleteNutrients: readonly NutrientKey[];
  /** Ration to produce, kg as fed and kg DM. */
  readonly totalRationKg: number;
  readonly totalRationDmKg: number;
  /** Cost of the mix, R$; null when a feed with an amount has no price. */
  readonly cost: {
    readonly perKgAsFed: number;
    readonly perKgDm: number;
    readonly totalRation: number;
  } | null;
  readonly batches: BatchSheet | null;
  readonly warnings: readonly MixtureWarning[];
};

export type MixtureFieldError = {
  readonly field: string;
  readonly code:
    | 'REQUIRED'
    | 'NOT_A_NUMBER'
    | 'NOT_AN_OBJECT'
    | 'MUST_BE_POSITIVE'
    | 'MUST_BE_NON_NEGATIVE'
    | 'MAX_100_PERCENT'
    | 'DUPLICATE_ID'
    | 'AMOUNTS_AND_SHARES_MIXED'
    | 'NO_FEEDS'
    | 'TOTAL_NOT_POSITIVE'
    | 'INVALID_BASE';
};

export type MixtureOutcome =
  | { readonly ok: true; readonly value: MixtureResult }
  | { readonly ok: false; readonly errors: readonly MixtureFieldError[] };

/** A total or remainder this close to zero (relative to the ration) is zero: float noise of a division. */
const RELATIVE_EPSILON = 1e-9;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

type ParsedFeed = {
  id: string;
  dmFraction: number;
  nutrients: Partial<Record<NutrientKey, number>>;
  amount: number;
  price: number | null;
};

/**
 * Composition of a mix, the ration to produce and the mixer's batch sheet. Units: kg as fed unless named
 * DM; composition in the feed units of NUTRIENT_UNITS; cost in R$. Input errors are returned as values.
 */
export function calculateMixture(input: MixtureInput): MixtureOutcome {
  const errors: MixtureFieldError[] = [];
  const warnings: MixtureWarning[] = [];
  if (!isRecord(input)) return { ok: false, errors: [{ field: '', code: 'NOT_AN_OBJECT' }] };
  const feedsRaw: unknown = input.alimentos;
  if (!Array.isArray(feedsRaw) || feedsRaw.length === 0)
    return { ok: false, errors: [{ field: 'alimentos', code: 'NO_FEEDS' }] };

  const base: unknown = input.base ?? 'MN';
  if (base !== 'MN' && base !== 'MS') errors.push({ field: 'base', code: 'INVALID_BASE' });

  const readNumber = (value: unknown, field: string): number | null => {
    if (isEmpty(value)) return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      errors.push({ field, code: 'NOT_A_NUMBER' });
      return null;
    }
    return value;
  };

  const ids = new Set<string>();
  let usesShares: boolean | null = null;
  const feeds: ParsedFeed[] = [];
  feedsRaw.forEach((raw: unknown, index) => {
    const at = `alimentos.${index}`;
    if (!isRecord(raw)) {
      errors.push({ field: at, code: 'NOT_AN_OBJECT' });
      return;
    }
    const id = raw['id'];
    if (typeof id !== 'string' || id === '') errors.push({ field: `${at}.id`, code: 'REQUIRED' });
    else if (ids.has(id)) errors.push({ field: `${at}.id`, code: 'DUPLICATE_ID' });
    else ids.add(id);

    const nutrientsRaw = raw['nutrientes'];
    const nutrients: Partial<Record<NutrientKey, number>> = {};
    if (!isRecord(nutrientsRaw)) errors.push({ field: `${at}.nutrientes`, code: 'NOT_AN_OBJECT' });
    else
      for (const [rawKey, value] of Object.entries(nutrientsRaw)) {
        const key = canonicalNutrientKey(rawKey);
        if (!(NUTRIENT_KEYS as readonly string[]).includes(key)) {
          warnings.push({ code: 'UNKNOWN_NUTRIENT_IGNORED', feedId: String(id), key: rawKey });
          continue;
        }
        const parsed = readNumber(value, `${at}.nutrientes.${rawKey}`);
        if (parsed !== null) nutrients[key as NutrientKey] = parsed;
      }
    const dm = nutrients.MS;
    if (isRecord(nutrientsRaw)) {
      if (dm === undefined) {
        if (isEmpty(nutrientsRaw['MS'])) errors.push({ field: `${at}.nutrientes.MS`, code: 'REQUIRED' });
      } else if (dm <= 0) errors.push({ field: `${at}.nutrientes.MS`, code: 'MUST_BE_POSITIVE' });
      else if (dm > 100) errors.push({ field: `${at}.nutrientes.MS`, code: 'MAX_100_PERCENT' });
    }

    const quantity = readNumber(raw['quantidade'], `${at}.quantidade`);
    const share = readNumber(raw['proporcao'], `${at}.proporcao`);
    const hasQuantity = !isEmpty(raw['quantidade']);
    const hasShare = !isEmpty(raw['proporcao']);
    if (hasQuantity === hasShare) {
      errors.push({ field: `${at}.quantidade`, code: hasQuantity ? 'AMOUNTS_AND_SHARES_MIXED' : 'REQUIRED' });
    } else {
      if (usesShares === null) usesShares = hasShare;
      else if (usesShares !== hasShare)
        errors.push({
          field: `${at}.${hasShare ? 'proporcao' : 'quantidade'}`,
          code: 'AMOUNTS_AND_SHARES_MIXED',
        });
    }
    const amount = (hasShare ? share : quantity) ?? 0;
    if (amount < 0)
      errors.push({ field: `${at}.${hasShare ? 'proporcao' : 'quantidade'}`, code: 'MUST_BE_NON_NEGATIVE' });
    const price = readNumber(raw['custo'], `${at}.custo`);
    if (price !== null && price < 0) errors.push({ field: `${at}.custo`, code: 'MUST_BE_NON_NEGATIVE' });
    feeds.push({ id: String(id), dmFraction: (dm ?? 0) / 100, nutrients, amount, price });
  });

  const totalGiven = readNumber(input.total_racao_a_produzir, 'total_racao_a_produzir');
  if (totalGiven !== null && totalGiven < 0)
    errors.push({ field: 'total_racao_a_produzir', code: 'MUST_BE_NON_NEGATIVE' });
  const capacity = readNumber(input.capacidade_misturador, 'capacidade_misturador');
  if (capacity !== null && capacity <= 0)
    errors.push({ field: 'capacidade_misturador', code: 'MUST_BE_POSITIVE' });
  if (errors.length > 0) return { ok: false, errors };

  // Amounts on the as-fed basis: DM amounts are divided by the feed's DM fraction.
  const asFedAmounts = feeds.map((feed) => (base === 'MS' ? feed.amount / feed.dmFraction : feed.amount));
  const givenSum = feeds.reduce((sum, feed) => sum + feed.amount, 0);
  if (!(givenSum > 0)) return { ok: false, errors: [{ field: 'alimentos', code: 'TOTAL_NOT_POSITIVE' }] };
  if (usesShares && Math.abs(givenSum - 100) > 1e-6)
    warnings.push({ code: 'SHARES_NORMALISED', sumPercent: givenSum });
  // With shares the recipe is per 100 kg of the basis.
  const scale = usesShares ? 100 / givenSum : 1;
  const asFed = asFedAmounts.map((kg) => kg * scale);
  const dm = feeds.map((feed, index) => (asFed[index] ?? 0) * feed.dmFraction);
  const asFedTotal = asFed.reduce((sum, kg) => sum + kg, 0);
  const dmTotal = dm.reduce((sum, kg) => sum + kg, 0);
  const dryMatterFraction = dmTotal / asFedTotal;

  // docs/product/calculation.md#validation: a zero or empty ration to produce is ignored (default 1000 kg).
  const totalRationKg = totalGiven !== null && totalGiven > 0 ? totalGiven : DEFAULT_TOTAL_RATION_KG;

  const rows: MixtureRow[] = feeds.map((feed, index) => {
    const asFedKg = asFed[index] ?? 0;
    const dmKg = dm[index] ?? 0;
    const rationAsFedKg = (asFedKg / asFedTotal) * totalRationKg;
    return {
      id: feed.id,
      asFedKg,
      dmKg,
      asFedPercent: (asFedKg / asFedTotal) * 100,
      dmPercent: (dmKg / dmTotal) * 100,
      rationAsFedKg,
      rationDmKg: rationAsFedKg * feed.dmFraction,
    };
  });

  // Mass balance: concentration of the mix = Σ(kg DM_i × c_i) / Σ kg DM_i (DM basis).
  const compositionDm: Partial<Record<NutrientKey, number>> = {};
  const compositionAsFed: Partial<Record<NutrientKey, number>> = { MS: dryMatterFraction * 100 };
  const units: Partial<Record<NutrientKey, string>> = { MS: NUTRIENT_UNITS.MS };
  const incomplete: NutrientKey[] = [];
  for (const key of MIXED_NUTRIENT_KEYS) {
    let weighted = 0;
    let isPresent = false;
    let isMissing = false;
    feeds.forEach((feed, index) => {
      const value = feed.nutrients[key];
      const dmKg = dm[index] ?? 0;
      if (value === undefined) {
        if (dmKg > 0) isMissing = true;
        return;
      }
      isPresent = true;
      weighted += dmKg * value;
    });
    if (!isPresent) continue;
    if (isMissing) incomplete.push(key);
    const onDm = weighted / dmTotal;
    compositionDm[key] = onDm;
    compositionAsFed[key] = onDm * dryMatterFraction; // per kg as fed = per kg DM × DM fraction
    units[key] = NUTRIENT_UNITS[key];
  }

  const hasAllPrices = feeds.every((feed, index) => feed.price !== null || (asFed[index] ?? 0) === 0);
  const recipeCost = feeds.reduce((sum, feed, index) => sum + (feed.price ?? 0) * (asFed[index] ?? 0), 0);
  const cost = hasAllPrices
    ? {
        perKgAsFed: recipeCost / asFedTotal,
        perKgDm: recipeCost / dmTotal,
        totalRation: (recipeCost / asFedTotal) * totalRationKg,
      }
    : null;

  return {
    ok: true,
    value: {
      rows,
      dryMatterPercent: dryMatterFraction * 100,
      compositionDm,
      compositionAsFed,
      units,
      incompleteNutrients: incomplete,
      totalRationKg,
      totalRationDmKg: totalRationKg * dryMatterFraction,
      cost,
      batches: capacity === null ? null : buildBatchSheet(rows, totalRationKg, capacity),
      warnings,
    },
  };
}

/**
 * Splits the ration to produce into batches of the mixer's capacity (kg as fed): as many full batches as
 * fit, then one partial batch for the rest; each feed keeps its as-fed share in every batch.
 */
export function buildBatchSheet(
  rows: readonly MixtureRow[],
  totalRationKg: number,
  mixerCapacityKg: number,
): BatchSheet {
  let fullBatchCount = Math.floor(totalRationKg / mixerCapacityKg + RELATIVE_EPSILON);
  let remainder = totalRationKg - fullBatchCount * mixerCapacityKg;
  if (Math.abs(remainder) <= RELATIVE_EPSILON * totalRationKg) remainder = 0;
  if (remainder < 0) {
    // The epsilon rounded up a count that does not quite fit: keep the last one partial.
    fullBatchCount -= 1;
    remainder += mixerCapacityKg;
  }
  const hasPartialBatch = remainder > 0;
  const batchCount = fullBatchCount + (hasPartialBatch ? 1 : 0);
  const lastBatchKg = hasPartialBatch ? remainder : mixerCapacityKg;
  return {
    mixerCapacityKg,
    batchCount,
    fullBatchCount,
    hasPartialBatch,
    lastBatchKg,
    rows: rows.map((row) => ({
      id: row.id,
      kgPerFullBatch: (row.asFedPercent / 100) * mixerCapacityKg,
      kgInLastBatch: (row.asFedPercent / 100) * lastBatchKg,
    })),
  };
}
