/**
 * The concentrate pre-mix (docs/decisions/concentrate-premix.md): a subset of a formulated diet's feeds (by
 * default its concentrates) mixed in advance, as a recipe for a batch, with the pre-mix's own composition so
 * that it can be saved as a feed and fed in place of its ingredients.
 *
 * - Shares: each ingredient keeps its kg DM per head of the diet, so its share of the pre-mix is its share
 *   of the ingredients' DM (and, through its DM, of their as-fed mass).
 * - Composition: the mixture calculator's mass balance (engine mixture/calculate-mixture.ts): every
 *   concentration on a DM basis is the DM-weighted mean of the ingredients', MS = Σ kg DM / Σ kg as fed.
 *   The degradation rate of fraction B (PBKD, %/h) is not a concentration: it is averaged weighted by each
 *   ingredient's mass of fraction B protein (kg DM × PBB), the pool it describes (Sniffen, C. J. et al.
 *   (1992). A net carbohydrate and protein system for evaluating cattle diets: II. J. Anim. Sci. 70,
 *   3562–3577: rates apply per fraction), and left out when no ingredient gives both.
 * - A nutrient some ingredient lacks is taken as 0 for it, as the formulation reads a missing value, and
 *   listed in `incompleteNutrients`; so the pre-mix supplies exactly what its ingredients supplied.
 * - Batch: the amounts of a batch of `batchKg` as fed, optionally in whole steps of the scale, split by
 *   largest remainders so that they add up to the batch.
 */
import { apportionSteps } from '../batch-sheet/calculate-feeding-sheet';
import type { FeedingSheetFeed } from '../batch-sheet/calculate-feeding-sheet';
import type { Feed, FeedNutrients } from '../feeds/feed';
import { CATEGORY_USER_FEEDS } from '../feeds/nutrients';
import type { NutrientKey } from '../feeds/nutrients';
import { calculateMixture } from '../mixture/calculate-mixture';

/** A feed of the formulated diet. */
export type PremixDietFeed = {
  readonly id: string;
  /** kg of dry matter per head per day in the diet (≥ 0). */
  readonly dryMatterKgPerHead: number;
  /** Composition in the feed units (MS % as fed, required; others on a DM basis). */
  readonly nutrients: Readonly<Partial<Record<NutrientKey, number>>>;
  /** Price per kg as fed; null or absent: unknown. */
  readonly costPerKg?: number | null;
  /** Roughage (volumoso): not a concentrate. */
  readonly isRoughage: boolean;
};

/** Input of `calculateConcentratePremix`. */
export type ConcentratePremixInput = {
  readonly feeds: readonly PremixDietFeed[];
  /** The ingredients; absent, null or empty: every concentrate (not roughage) of the diet in it. */
  readonly feedIds?: readonly string[] | null;
  /** Batch to mix, kg as fed (> 0). */
  readonly batchKg: number;
  /** Scale step for the batch's amounts, kg (> 0); absent or null: amounts unrounded. */
  readonly scaleStepKg?: number | null;
};

export type PremixIngredient = {
  readonly id: string;
  /** Share of the pre-mix as fed, percent. */
  readonly asFedPercent: number;
  /** Share of the pre-mix's dry matter, percent. */
  readonly dryMatterPercent: number;
  /** kg as fed in the batch (rounded to the step when one is given; the amounts add up to the batch). */
  readonly batchKg: number;
  /** kg as fed in the batch before rounding. */
  readonly exactBatchKg: number;
  readonly asFedKgPerHead: number;
  readonly dryMatterKgPerHead: number;
};

export type ConcentratePremix = {
  readonly feedIds: readonly string[];
  readonly ingredients: readonly PremixIngredient[];
  /** Dry matter of the pre-mix, % as fed. */
  readonly dryMatterPercent: number;
  /** The pre-mix as a feed's composition: MS % as fed, the rest on a DM basis. */
  readonly nutrients: Readonly<Partial<Record<NutrientKey, number>>>;
  /** Keys some ingredient lacks (taken as 0 for it). */
  readonly incompleteNutrients: readonly NutrientKey[];
  /** Price per kg as fed; null when an ingredient has no price. */
  readonly costPerKg: number | null;
  /** The pre-mix fed per head per day, kg as fed and kg DM. */
  readonly asFedKgPerHead: number;
  readonly dryMatterKgPerHead: number;
  /** The pre-mix's share of the diet as fed and of its DM, percent. */
  readonly dietAsFedPercent: number;
  readonly dietDryMatterPercent: number;
  /** The batch, kg as fed (a whole number of steps when a step is given). */
  readonly batchKg: number;
  /** Every ingredient is roughage. */
  readonly isRoughage: boolean;
};

export type ConcentratePremixError = {
  readonly field: string;
  readonly code:
    | 'NO_INGREDIENTS'
    | 'UNKNOWN_FEED'
    | 'NOT_IN_DIET'
    | 'MUST_BE_POSITIVE'
    | 'MAX_100_PERCENT'
    | 'REQUIRED'
    | 'DUPLICATE_ID';
};

export type ConcentratePremixOutcome =
  | { readonly ok: true; readonly value: ConcentratePremix }
  | { readonly ok: false; readonly errors: readonly ConcentratePremixError[] };

const isPositive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The pre-mix's recipe, composition and amounts per head. Input errors are values. */
export function calculateConcentratePremix(input: ConcentratePremixInput): ConcentratePremixOutcome {
  const errors: ConcentratePremixError[] = [];
  const byId = new Map(input.feeds.map((feed) => [feed.id, feed]));
  const chosen = input.feedIds && input.feedIds.length > 0 ? input.feedIds : null;
  const ids = chosen ?? input.feeds.filter((feed) => !feed.isRoughage).map((feed) => feed.id);
  const seen = new Set<string>();
  (chosen ?? []).forEach((id, index) => {
    if (seen.has(id)) errors.push({ field: `feedIds.${index}`, code: 'DUPLICATE_ID' });
    seen.add(id);
    if (!byId.has(id)) errors.push({ field: `feedIds.${index}`, code: 'UNKNOWN_FEED' });
    else if (!isPositive(byId.get(id)?.dryMatterKgPerHead))
      errors.push({ field: `feedIds.${index}`, code: 'NOT_IN_DIET' });
  });
  const ingredients = ids
    .filter((id, index) => ids.indexOf(id) === index)
    .map((id) => byId.get(id))
    .filter((feed): feed is PremixDietFeed => feed !== undefined && isPositive(feed.dryMatterKgPerHead));
  if (ingredients.length === 0 && errors.length === 0)
    errors.push({ field: 'feedIds', code: 'NO_INGREDIENTS' });
  ingredients.forEach((feed) => {
    const dm = feed.nutrients.MS;
    const field = `feeds.${input.feeds.indexOf(feed)}.nutrients.MS`;
    if (dm === undefined) errors.push({ field, code: 'REQUIRED' });
    else if (!isPositive(dm)) errors.push({ field, code: 'MUST_BE_POSITIVE' });
    else if (dm > 100) errors.push({ field, code: 'MAX_100_PERCENT' });
  });
  if (!isPositive(input.batchKg)) errors.push({ field: 'batchKg', code: 'MUST_BE_POSITIVE' });
  const step = input.scaleStepKg ?? null;
  if (step !== null && !isPositive(step)) errors.push({ field: 'scaleStepKg', code: 'MUST_BE_POSITIVE' });
  if (errors.length > 0) return { ok: false, errors };

  // The mixture calculator on the DM basis: each ingredient's kg DM per head of the diet.
  const mixture = calculateMixture({
    alimentos: ingredients.map((feed) => ({
      id: feed.id,
      nutrientes: feed.nutrients,
      quantidade: feed.dryMatterKgPerHead,
      custo: feed.costPerKg ?? null,
    })),
    base: 'MS',
    total_racao_a_produzir: input.batchKg,
  });
  if (!mixture.ok)
    return {
      ok: false,
      errors: mixture.errors.map((error) => ({ field: error.field, code: 'MUST_BE_POSITIVE' })),
    };
  const mix = mixture.value;

  // Batch amounts: whole steps by largest remainders (adding up to the batch), or exact.
  const batchSteps = step === null ? null : Math.round(input.batchKg / step);
  const toKg = (steps: number) => Number((steps * (step ?? 1)).toPrecision(12));
  const split =
    batchSteps === null
      ? null
      : apportionSteps(
          batchSteps,
          mix.rows.map((row) => row.asFedKg),
        );

  // PBKD: the rate of fraction B, weighted by each ingredient's fraction B protein (kg DM × PBB).
  const nutrients: Partial<Record<NutrientKey, number>> = { ...mix.compositionDm, MS: mix.dryMatterPercent };
  let kdWeight = 0;
  let kdSum = 0;
  ingredients.forEach((feed) => {
    const kd = feed.nutrients.PBKD;
    const pbb = feed.nutrients.PBB;
    if (kd === undefined || pbb === undefined) return;
    kdWeight += feed.dryMatterKgPerHead * pbb;
    kdSum += feed.dryMatterKgPerHead * pbb * kd;
  });
  if (kdWeight > 0) nutrients.PBKD = kdSum / kdWeight;

  const dietAsFed = input.feeds.reduce(
    (total, feed) => total + (feed.dryMatterKgPerHead / ((feed.nutrients.MS ?? 100) / 100) || 0),
    0,
  );
  const dietDm = input.feeds.reduce((total, feed) => total + (feed.dryMatterKgPerHead || 0), 0);
  const asFedKgPerHead = mix.rows.reduce((total, row) => total + row.asFedKg, 0);
  const dryMatterKgPerHead = mix.rows.reduce((total, row) => total + row.dmKg, 0);

  return {
    ok: true,
    value: {
      feedIds: mix.rows.map((row) => row.id),
      ingredients: mix.rows.map((row, index) => ({
        id: row.id,
        asFedPercent: row.asFedPercent,
        dryMatterPercent: row.dmPercent,
        batchKg: split === null ? row.rationAsFedKg : toKg(split[index] ?? 0),
        exactBatchKg: row.rationAsFedKg,
        asFedKgPerHead: row.asFedKg,
        dryMatterKgPerHead: row.dmKg,
      })),
      dryMatterPercent: mix.dryMatterPercent,
      nutrients,
      incompleteNutrients: mix.incompleteNutrients,
      costPerKg: mix.cost?.perKgAsFed ?? null,
      asFedKgPerHead,
      dryMatterKgPerHead,
      dietAsFedPercent: dietAsFed > 0 ? (asFedKgPerHead / dietAsFed) * 100 : 0,
      dietDryMatterPercent: dietDm > 0 ? (dryMatterKgPerHead / dietDm) * 100 : 0,
      batchKg: batchSteps === null ? input.batchKg : toKg(batchSteps),
      isRoughage: ingredients.every((feed) => feed.isRoughage),
    },
  };
}

/**
 * The pre-mix as a feed of the engine (a user feed), to formulate other diets with it or to feed it in
 * place of its ingredients.
 */
export function createPremixFeed(
  premix: ConcentratePremix,
  options: { readonly id: string; readonly name: string },
): Feed {
  return {
    id: options.id,
    category: CATEGORY_USER_FEEDS,
    name: options.name,
    nutrients: premix.nutrients as FeedNutrients,
    costPerKg: premix.costPerKg,
    unit: 'kg',
    minPercent: null,
    maxPercent: null,
    roughage: premix.isRoughage,
    edited: false,
    quantityKg: null,
  };
}

/**
 * A ration at the mixer with the pre-mix in place of its ingredients: one line, at the first ingredient's
 * place, with their as-fed share and the pre-mix's dry matter. The other feeds are unchanged.
 */
export function replaceIngredientsWithPremix(
  feeds: readonly FeedingSheetFeed[],
  premix: ConcentratePremix,
  premixId: string,
): FeedingSheetFeed[] {
  const inPremix = new Set(premix.feedIds);
  const share = feeds
    .filter((feed) => inPremix.has(feed.id))
    .reduce((total, feed) => total + feed.asFedPercent, 0);
  const out: FeedingSheetFeed[] = [];
  let isPlaced = false;
  for (const feed of feeds) {
    if (!inPremix.has(feed.id)) {
      out.push(feed);
      continue;
    }
    if (isPlaced) continue;
    isPlaced = true;
    out.push({ id: premixId, asFedPercent: share, dryMatterPercent: premix.dryMatterPercent });
  }
  return out;
}
