/**
 * Least-cost supplement (docs/decisions/least-cost-supplement.md): beside the product's maximum-TDN supplement,
 * the cheapest mix of the offered feeds with at least the target crude protein, fed at a target intake
 * (% of body weight), with salt as the intake limiter and urea within a safe daily amount. Shares are as
 * fed (supplements are labelled and weighed as fed). Pure once the solver is loaded.
 */
import type { Feed } from '../feeds/feed';
import { classifyFeed } from '../feeds/feed-class';
import { NUTRIENT_KEYS } from '../feeds/nutrients';
import type { NutrientKey } from '../feeds/nutrients';
import type { LpRow, LpSolver } from '../formulation/lp-solver';
import { KG_PER_ARROBA } from '../units/units';

/**
 * Salt intake that limits a self-fed supplement, % of body weight per day: 0.025. Calibrated on Brazilian
 * practice: the catalogue's multiple mixture for the dry season (30 % salt, label intake 200–300 g/head/day,
 * apps/server/src/feeds/catalogue-mixtures.ts) means 60–90 g of salt, 0.02–0.03 % of a 300–400 kg animal.
 * US extension material gives about 0.1 % of BW for concentrate-based mixes (Rich, Armbruster & Gill,
 * "Limiting feed intake with salt", Oklahoma Cooperative Extension ANSI-3008); the salt share is editable.
 */
export const SALT_INTAKE_PERCENT_OF_BW = 0.025;
/** Salt share of a self-fed supplement, % as fed: 5 to 45 % (Kansas State University, D. Blasi, as quoted). */
export const SALT_SHARE_RANGE: readonly [number, number] = [5, 45];
/** Default urea ceiling, g per 100 kg of body weight per day (product default; docs/decisions). */
export const UREA_MAX_G_PER_100_KG_BW = 40;
/** Default carcass yield of the gain, % (product default; docs/decisions/least-cost-supplement.md). */
export const DEFAULT_GAIN_CARCASS_YIELD_PERCENT = 50;

/** Input of the least-cost supplement. */
export type LeastCostSupplementInput = {
  /** Offered feeds (concentrates, salt, urea, minerals); every feed needs a price and MS, PB. */
  readonly feeds: readonly Feed[];
  /** Crude protein of the supplement, at least this, % of its dry matter. */
  readonly proteinPercent: number;
  readonly bodyWeightKg: number;
  /** Supplement intake, % of body weight per day, as fed (0.1–0.3 for Brazilian proteinados). */
  readonly intakePercentOfBw: number;
  /** Salt share, % as fed; default from the intake (salt intake ÷ supplement intake, within 5–45 %). */
  readonly saltPercent?: number | null;
  /** Urea ceiling, g per 100 kg BW per day (default 40). */
  readonly ureaMaxGramsPer100KgBw?: number | null;
  /** Expected daily gain, kg/day, for the cost per arroba (none: no cost per arroba). */
  readonly dailyGainKg?: number | null;
  /** Carcass yield of the gain, % (default 50). */
  readonly carcassYieldPercent?: number | null;
};

export type LeastCostSupplementError =
  | { readonly code: 'SUPPLEMENT_NO_FEEDS' }
  | { readonly code: 'SUPPLEMENT_ROUGHAGE_FEED'; readonly id: string }
  | { readonly code: 'SUPPLEMENT_FEED_DRY_MATTER_REQUIRED'; readonly id: string }
  | { readonly code: 'SUPPLEMENT_FEED_PRICE_REQUIRED'; readonly id: string }
  | { readonly code: 'SUPPLEMENT_SALT_REQUIRED' }
  | { readonly code: 'SUPPLEMENT_TARGET_OUT_OF_RANGE'; readonly value: number }
  | { readonly code: 'SUPPLEMENT_INTAKE_OUT_OF_RANGE'; readonly value: number }
  | { readonly code: 'SUPPLEMENT_BODY_WEIGHT_OUT_OF_RANGE'; readonly value: number }
  | { readonly code: 'SUPPLEMENT_SALT_OUT_OF_RANGE'; readonly value: number }
  | { readonly code: 'SUPPLEMENT_INVALID' };

export type LeastCostSupplementResult = {
  /** Per feed: share of the supplement as fed and of its DM, %, and kg as fed per head per day. */
  readonly feeds: readonly {
    readonly id: string;
    readonly asFedPercent: number;
    readonly dryMatterPercent: number;
    readonly kgAsFedPerDay: number;
  }[];
  /** Composition of the supplement (feed units, % of DM …; MS % as fed). */
  readonly composition: Readonly<Partial<Record<NutrientKey, number>>>;
  readonly tdnPercent: number;
  readonly intakeKgAsFed: number;
  readonly saltPercent: number;
  readonly ureaGramsPerDay: number;
  readonly ureaMaxGramsPerDay: number;
  readonly costPerKgAsFed: number;
  readonly costPerKgDm: number;
  readonly costPerHeadPerDay: number;
  /** Supplement cost per arroba of carcass gained; null without a gain. */
  readonly costPerArroba: number | null;
};

/** Default salt share, % as fed, for an intake (% BW): salt intake ÷ supplement intake, within 5–45 %. */
export function findDefaultSaltPercent(intakePercentOfBw: number): number {
  const [lo, hi] = SALT_SHARE_RANGE;
  return Math.min(hi, Math.max(lo, (SALT_INTAKE_PERCENT_OF_BW / intakePercentOfBw) * 100));
}

/**
 * The cheapest supplement: minimise Σ a_j × price_j over as-fed shares a_j (Σ a = 1), with crude protein
 * Σ a_j·MS_j·(PB_j − target) ≥ 0 (DM basis, linear), salt-class feeds summing to the salt share, and urea
 * (NPN class) × intake at most the ceiling.
 */
export function formulateLeastCostSupplement(
  input: LeastCostSupplementInput,
  solver: LpSolver,
): { ok: true; value: LeastCostSupplementResult } | { ok: false; errors: LeastCostSupplementError[] } {
  const errors: LeastCostSupplementError[] = [];
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
  if (!(input.proteinPercent > 0 && Number.isFinite(input.proteinPercent)))
    errors.push({ code: 'SUPPLEMENT_TARGET_OUT_OF_RANGE', value: input.proteinPercent });
  if (!(input.intakePercentOfBw > 0 && input.intakePercentOfBw <= 3))
    errors.push({ code: 'SUPPLEMENT_INTAKE_OUT_OF_RANGE', value: input.intakePercentOfBw });
  if (!(input.bodyWeightKg > 0 && input.bodyWeightKg <= 1500))
    errors.push({ code: 'SUPPLEMENT_BODY_WEIGHT_OUT_OF_RANGE', value: input.bodyWeightKg });
  const salt = input.saltPercent ?? findDefaultSaltPercent(input.intakePercentOfBw);
  if (!(salt >= 0 && salt < 100)) errors.push({ code: 'SUPPLEMENT_SALT_OUT_OF_RANGE', value: salt });
  if (errors.length > 0) return { ok: false, errors };

  const n = feeds.length;
  const ms = feeds.map((f) => (f.nutrients.MS as number) / 100);
  const intakeKg = (input.bodyWeightKg * input.intakePercentOfBw) / 100;
  const ureaMaxGrams =
    ((input.ureaMaxGramsPer100KgBw ?? UREA_MAX_G_PER_100_KG_BW) * input.bodyWeightKg) / 100;
  const isUrea = feeds.map((f) => classifyFeed(f.nutrients) === 'npn');
  const rows: LpRow[] = [
    { coefficients: new Array<number>(n).fill(1), lower: 1, upper: 1 },
    {
      coefficients: feeds.map((f, j) => (ms[j] as number) * ((f.nutrients.PB ?? 0) - input.proteinPercent)),
      lower: 0,
      upper: Infinity,
    },
    // Salt limits intake: its share is set, not a floor (cheap salt would otherwise fill the mix).
    { coefficients: isSalt.map((s) => (s ? 1 : 0)), lower: salt / 100, upper: salt / 100 },
    {
      coefficients: isUrea.map((u) => (u ? intakeKg * 1000 : 0)),
      lower: -Infinity,
      upper: ureaMaxGrams,
    },
  ];
  const solution = solver.solve({
    sense: 'minimize',
    cost: feeds.map((f) => f.costPerKg as number),
    columnLower: new Array<number>(n).fill(0),
    columnUpper: new Array<number>(n).fill(1),
    rows,
  });
  if (solution.status !== 'optimal') return { ok: false, errors: [{ code: 'SUPPLEMENT_INVALID' }] };
  const asFed = solution.x.map((v) => Math.max(0, v));
  const dmShares = asFed.map((a, j) => a * (ms[j] as number));
  const dmTotal = dmShares.reduce((a, b) => a + b, 0);
  const composition: Partial<Record<NutrientKey, number>> = {};
  for (const key of NUTRIENT_KEYS) {
    if (key === 'MS' || !feeds.some((f) => f.nutrients[key] !== undefined)) continue;
    composition[key] = dmShares.reduce((sum, s, j) => sum + s * (feeds[j]?.nutrients[key] ?? 0), 0) / dmTotal;
  }
  composition.MS = dmTotal * 100;
  const costPerKgAsFed = asFed.reduce((sum, a, j) => sum + a * (feeds[j]?.costPerKg ?? 0), 0);
  const costPerHeadPerDay = costPerKgAsFed * intakeKg;
  const gain = input.dailyGainKg ?? null;
  const yieldShare = (input.carcassYieldPercent ?? DEFAULT_GAIN_CARCASS_YIELD_PERCENT) / 100;
  const arrobasPerDay = gain !== null && gain > 0 ? (gain * yieldShare) / KG_PER_ARROBA : null;
  return {
    ok: true,
    value: {
      feeds: feeds.map((f, j) => ({
        id: f.id,
        asFedPercent: (asFed[j] as number) * 100,
        dryMatterPercent: ((dmShares[j] as number) / dmTotal) * 100,
        kgAsFedPerDay: (asFed[j] as number) * intakeKg,
      })),
      composition,
      tdnPercent: composition.NDT ?? 0,
      intakeKgAsFed: intakeKg,
      saltPercent: salt,
      ureaGramsPerDay: asFed.reduce((sum, a, j) => sum + (isUrea[j] ? a * intakeKg * 1000 : 0), 0),
      ureaMaxGramsPerDay: ureaMaxGrams,
      costPerKgAsFed,
      costPerKgDm: costPerKgAsFed / dmTotal,
      costPerHeadPerDay,
      costPerArroba: arrobasPerDay === null ? null : costPerHeadPerDay / arrobasPerDay,
    },
  };
}
