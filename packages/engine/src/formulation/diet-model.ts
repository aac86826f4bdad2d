/**
 * The least-cost diet LP of docs/product/calculation.md#constants (mode FD), built as labelled rows so that the relaxation search,
 * the elastic LP and the conflict finder can switch individual constraints on and off.
 *
 * Columns: kg of dry matter (DM) of each usable feed per animal per day. Objective: cost per day =
 * Σ x_j × cost per kg DM, where cost per kg DM = cost per kg as fed ÷ (MS / 100).
 */
import { resolveCompanyFeedRestriction } from '../feeds/feed';
import type { Feed } from '../feeds/feed';
import { REQUIREMENT_KEYS, isMineralRequirement, supplyPerKgDm } from './requirement-supply';
import type { RequirementKey, Requirements } from './requirement-supply';
import type { LpProblem, LpRow } from './lp-solver';
import { effectiveFibreOf, isFillerFeed } from './diet-guards';
import type { RatioBounds } from './diet-guards';

/** Which bound of a requirement or feed restriction a row enforces. */
export type BoundSide = 'min' | 'max';

/** Identity of one constraint of the diet LP (used in conflicts and relaxation). */
export type ConstraintRef =
  | {
      readonly kind: 'requirement';
      readonly key: RequirementKey;
      readonly bound: BoundSide;
      /** Bound in the requirement's unit per day. */
      readonly value: number;
    }
  | {
      readonly kind: 'feed';
      readonly id: string;
      readonly bound: BoundSide;
      /** Bound in % of dry-matter intake. */
      readonly value: number;
    }
  | {
      readonly kind: 'roughageShare';
      /** Roughage share of dry-matter intake, %. */
      readonly value: number;
    }
  | {
      /** The diet's Ca:P ratio (docs/decisions/ratio-constraints.md). */
      readonly kind: 'caPRatio';
      readonly bound: BoundSide;
      /** The ratio's bound, g Ca per g P. */
      readonly value: number;
    }
  | {
      /** The diet's crude protein, % of DM, at least this (docs/decisions/crude-protein-floor.md). */
      readonly kind: 'crudeProteinFloor';
      /** The floor, % of DM. */
      readonly value: number;
    }
  | {
      readonly kind: 'mineralShare';
      /** Mineral feeds' DM, kg/day, at least this (4 % of the maximum CMS). */
      readonly value: number;
    };

/** A labelled LP row. */
export type ModelRow = { readonly ref: ConstraintRef; readonly row: LpRow };

/** A feed prepared for the LP: DM cost and supply per requirement per kg DM. */
export type PreparedFeed = {
  readonly feed: Feed;
  /** Index of the feed in the caller's list. */
  readonly index: number;
  /** Dry matter, fraction of as fed (MS / 100). */
  readonly dryMatterFraction: number;
  /** Cost per kg of dry matter. */
  readonly costPerKgDm: number;
  readonly minPercent: number;
  readonly maxPercent: number | null;
  readonly supply: Readonly<Record<RequirementKey, number>>;
  /** A mineral or NPN source (docs/decisions/no-filler-pass.md). */
  readonly filler: boolean;
  /** Smallest amount when used, kg DM per day (0: none; docs/decisions/minimum-inclusion.md). */
  readonly minimumKgDm: number;
};

/** Share of the maximum CMS that mineral feeds must reach when the roughage share is fixed (docs/product/calculation.md#constants). */
export const MINERAL_SHARE_OF_MAX_CMS = 0.04;

/** The prepared, solver-independent problem. */
export type DietModel = {
  /** Feeds that can enter the diet (excluded feeds are left out). */
  readonly feeds: readonly PreparedFeed[];
  /** Ids of feeds excluded by their restrictions (both bounds zero). */
  readonly excludedIds: readonly string[];
  readonly requirements: Requirements;
  /** Roughage share of DM intake, %, or null when free. */
  readonly roughagePercent: number | null;
  /** Ids of feeds counted by the mineral-share rule. */
  readonly mineralFeedIds: readonly string[];
  /** Ca:P bounds as rows of the LP, or null. */
  readonly caPRatio: RatioBounds | null;
  /** Crude-protein floor, % of DM, as a row of the LP, or null (absent in models built before it). */
  readonly crudeProteinMinPercent?: number | null;
  /** The intake minimum counts food only: mineral and NPN sources count 0 in it. */
  readonly noFillerIntake?: boolean;
  /**
   * The most dry matter the animal eats whatever is relaxed (kg/day; grazing intake, docs/decisions/
   * prediction-intake-and-pasture.md choice 6): the relaxed and elastic models keep intake at most this
   * instead of 1.5 × the CMS maximum. Absent or null: none.
   */
  readonly dmCeilingKg?: number | null;
};

/** Options of `prepareDietModel` beyond the product's problem. */
export type DietModelGuards = {
  /** Ca:P bounds (rows `Ca − r·P ≥ 0`, `≤ 0`). */
  readonly caPRatio?: RatioBounds | null;
  /** Crude-protein floor, % of DM (row `Σ (PB_j − floor) x_j ≥ 0`); null or absent: none. */
  readonly crudeProteinMinPercent?: number | null;
  /** Mineral and NPN sources do not count towards the intake minimum (default false here). */
  readonly noFillerIntake?: boolean;
  /** Smallest amount when used of each feed by id, g as fed per head per day. */
  readonly minimumGramsAsFed?: Readonly<Record<string, number>>;
  /** The most dry matter the animal eats whatever is relaxed (`DietModel.dmCeilingKg`). */
  readonly dmCeilingKg?: number | null;
};

/** Prepares the feeds: excludes feeds whose restrictions exclude them; computes DM costs and supplies. */
export function prepareDietModel(
  feeds: readonly Feed[],
  requirements: Requirements,
  roughagePercent: number | null,
  mineralFeedIds: readonly string[] = [],
  guards: DietModelGuards = {},
): DietModel {
  const prepared: PreparedFeed[] = [];
  const excludedIds: string[] = [];
  feeds.forEach((feed, index) => {
    const restriction = resolveCompanyFeedRestriction(feed);
    if (restriction.kind === 'excluded') {
      excludedIds.push(feed.id);
      return;
    }
    const dryMatterFraction = (feed.nutrients.MS ?? 0) / 100;
    const supply = {} as Record<RequirementKey, number>;
    for (const key of REQUIREMENT_KEYS) supply[key] = supplyPerKgDm(feed.nutrients, key);
    // Effective fibre: the feed's FDNfe, or a roughage's NDF (docs/decisions/effective-fibre-floor.md).
    supply.FDNfe = effectiveFibreOf(feed) / 100;
    const filler = isFillerFeed(feed);
    const grams = guards.minimumGramsAsFed?.[feed.id] ?? 0;
    prepared.push({
      feed,
      index,
      dryMatterFraction,
      costPerKgDm: dryMatterFraction > 0 ? (feed.costPerKg ?? 0) / dryMatterFraction : 0,
      minPercent: restriction.minPercent,
      maxPercent: restriction.maxPercent,
      supply,
      filler,
      minimumKgDm: grams > 0 ? (grams / 1000) * dryMatterFraction : 0,
    });
  });
  return {
    feeds: prepared,
    excludedIds,
    requirements,
    roughagePercent,
    mineralFeedIds,
    caPRatio: guards.caPRatio ?? null,
    crudeProteinMinPercent: guards.crudeProteinMinPercent ?? null,
    noFillerIntake: guards.noFillerIntake === true,
    ...(guards.dmCeilingKg != null ? { dmCeilingKg: guards.dmCeilingKg } : {}),
  };
}

/** The relaxed CMS maximum: 1.5 × the maximum (docs/product/calculation.md#constants), never above the model's dry-matter ceiling. */
export function relaxedCmsMax(model: DietModel, max: number, factor: number): number {
  return Math.min(max * factor, model.dmCeilingKg ?? Infinity);
}

/** Requirement bounds actually used for one LP (relaxed, removed or as given). */
export type EffectiveBounds = Readonly<
  Partial<Record<RequirementKey, { min: number | null; max: number | null }>>
>;

/** The requirement bounds as given (null and non-finite values mean no bound). */
export function givenBounds(requirements: Requirements): EffectiveBounds {
  const out: Partial<Record<RequirementKey, { min: number | null; max: number | null }>> = {};
  for (const key of REQUIREMENT_KEYS) {
    const bounds = requirements[key];
    if (!bounds) continue;
    const min = bounds.min !== null && Number.isFinite(bounds.min) ? bounds.min : null;
    const max = bounds.max !== null && Number.isFinite(bounds.max) ? bounds.max : null;
    if (min === null && max === null) continue;
    out[key] = { min, max };
  }
  return out;
}

/** Keys with at least one bound, in spec order. */
export function activeKeys(bounds: EffectiveBounds): RequirementKey[] {
  return REQUIREMENT_KEYS.filter((key) => bounds[key] !== undefined);
}

/** Non-mineral keys with at least one bound: the candidates for relaxation (docs/product/calculation.md#diet-solver steps 2–3). */
export function relaxableKeys(bounds: EffectiveBounds): RequirementKey[] {
  return activeKeys(bounds).filter((key) => !isMineralRequirement(key));
}

/** Rows of one requirement's bounds. */
export function requirementRows(
  model: DietModel,
  key: RequirementKey,
  min: number | null,
  max: number | null,
): ModelRow[] {
  const coefficients = model.feeds.map((f) => f.supply[key]);
  const rows: ModelRow[] = [];
  if (min !== null) {
    // The intake minimum is met by food: mineral and NPN sources count 0 in it (no filler).
    const minCoefficients =
      key === 'CMS' && model.noFillerIntake
        ? model.feeds.map((f) => (f.filler ? 0 : f.supply[key]))
        : coefficients;
    rows.push({
      ref: { kind: 'requirement', key, bound: 'min', value: min },
      row: { coefficients: minCoefficients, lower: min, upper: Infinity },
    });
  }
  if (max !== null) {
    rows.push({
      ref: { kind: 'requirement', key, bound: 'max', value: max },
      row: { coefficients, lower: -Infinity, upper: max },
    });
  }
  return rows;
}

/** Per-feed inclusion rows: x_j ≥ min% × Σx and x_j ≤ max% × Σx (docs/product/calculation.md#validation, docs/product/calculation.md#constants). */
export function feedRows(model: DietModel): ModelRow[] {
  const rows: ModelRow[] = [];
  const n = model.feeds.length;
  model.feeds.forEach((feed, j) => {
    if (feed.minPercent > 0) {
      const share = feed.minPercent / 100;
      rows.push({
        ref: { kind: 'feed', id: feed.feed.id, bound: 'min', value: feed.minPercent },
        row: {
          coefficients: Array.from({ length: n }, (_, k) => (k === j ? 1 : 0) - share),
          lower: 0,
          upper: Infinity,
        },
      });
    }
    if (feed.maxPercent !== null) {
      const share = feed.maxPercent / 100;
      // With the no-filler rule a maximum is a share of the food's dry matter (at most the same share of
      // the whole diet), so that a mineral's kilogram never makes room for more of a capped feed.
      const counts = (k: number): number =>
        model.noFillerIntake && model.feeds[k]?.filler && k !== j ? 0 : 1;
      rows.push({
        ref: { kind: 'feed', id: feed.feed.id, bound: 'max', value: feed.maxPercent },
        row: {
          coefficients: Array.from({ length: n }, (_, k) => (k === j ? 1 : 0) - share * counts(k)),
          lower: -Infinity,
          upper: 0,
        },
      });
    }
  });
  return rows;
}

/** Roughage-share row: Σ roughage x = share × Σ x (docs/product/calculation.md#diet-solver "Roughage:concentrate ratio"). */
export function roughageRow(model: DietModel): ModelRow[] {
  if (model.roughagePercent === null) return [];
  const share = model.roughagePercent / 100;
  return [
    {
      ref: { kind: 'roughageShare', value: model.roughagePercent },
      row: {
        coefficients: model.feeds.map((f) => (f.feed.roughage ? 1 : 0) - share),
        lower: 0,
        upper: 0,
      },
    },
  ];
}

/**
 * Mineral-share row (docs/product/calculation.md#constants): with the roughage share fixed, the DM of the mineral feeds must be at
 * least 4 % of the maximum CMS. Applies only when mineral feeds are named and a CMS maximum exists.
 */
export function mineralShareRow(model: DietModel, bounds: EffectiveBounds): ModelRow[] {
  const maxCms = bounds.CMS?.max ?? null;
  if (model.roughagePercent === null || maxCms === null || model.mineralFeedIds.length === 0) return [];
  const value = MINERAL_SHARE_OF_MAX_CMS * maxCms;
  return [
    {
      ref: { kind: 'mineralShare', value },
      row: {
        coefficients: model.feeds.map((f) => (model.mineralFeedIds.includes(f.feed.id) ? 1 : 0)),
        lower: value,
        upper: Infinity,
      },
    },
  ];
}

/**
 * Ca:P rows (docs/decisions/ratio-constraints.md): Σ (Ca_j − r_min·P_j) x_j ≥ 0 and Σ (Ca_j − r_max·P_j) x_j
 * ≤ 0, Ca and P in g per kg DM: linear in the feed amounts.
 */
export function ratioRows(model: DietModel): ModelRow[] {
  const ratio = model.caPRatio;
  if (ratio === null) return [];
  const rows: ModelRow[] = [];
  const coefficients = (r: number): number[] => model.feeds.map((f) => f.supply.Ca - r * f.supply.P);
  if (ratio.min !== null && ratio.min > 0)
    rows.push({
      ref: { kind: 'caPRatio', bound: 'min', value: ratio.min },
      row: { coefficients: coefficients(ratio.min), lower: 0, upper: Infinity },
    });
  if (ratio.max !== null && ratio.max > 0)
    rows.push({
      ref: { kind: 'caPRatio', bound: 'max', value: ratio.max },
      row: { coefficients: coefficients(ratio.max), lower: -Infinity, upper: 0 },
    });
  return rows;
}

/**
 * Crude-protein floor row (docs/decisions/crude-protein-floor.md): Σ PB_j x_j ≥ floor × Σ x_j on DM, written
 * Σ (PB_j − floor) x_j ≥ 0 with PB_j in % of DM: linear in the feed amounts.
 */
export function crudeProteinFloorRows(model: DietModel): ModelRow[] {
  const floor = model.crudeProteinMinPercent ?? null;
  if (floor === null || !(floor > 0)) return [];
  return [
    {
      ref: { kind: 'crudeProteinFloor', value: floor },
      row: {
        coefficients: model.feeds.map((f) => (f.feed.nutrients.PB ?? 0) - floor),
        lower: 0,
        upper: Infinity,
      },
    },
  ];
}

/** The guards' rows: the Ca:P ratio and the crude-protein floor. */
export function guardRows(model: DietModel): ModelRow[] {
  return [...ratioRows(model), ...crudeProteinFloorRows(model)];
}

/** All rows for the given requirement bounds. */
export function buildRows(model: DietModel, bounds: EffectiveBounds, withMineralShare: boolean): ModelRow[] {
  const rows: ModelRow[] = [];
  for (const key of activeKeys(bounds)) {
    const b = bounds[key];
    if (b) rows.push(...requirementRows(model, key, b.min, b.max));
  }
  rows.push(...feedRows(model), ...roughageRow(model), ...guardRows(model));
  if (withMineralShare) rows.push(...mineralShareRow(model, bounds));
  return rows;
}

/** The least-cost LP for a set of rows. */
export function costProblem(
  model: DietModel,
  rows: readonly ModelRow[],
  costs?: readonly number[],
): LpProblem {
  const n = model.feeds.length;
  return {
    sense: 'minimize',
    cost: costs ?? model.feeds.map((f) => f.costPerKgDm),
    columnLower: new Array<number>(n).fill(0),
    columnUpper: new Array<number>(n).fill(Infinity),
    rows: rows.map((r) => r.row),
  };
}

/** Supplied amount of every requirement key for DM amounts `x` (kg DM/day per prepared feed). */
export function suppliedNutrients(model: DietModel, x: readonly number[]): Record<RequirementKey, number> {
  const out = {} as Record<RequirementKey, number>;
  for (const key of REQUIREMENT_KEYS) {
    let total = 0;
    model.feeds.forEach((feed, j) => {
      total += feed.supply[key] * (x[j] ?? 0);
    });
    out[key] = total;
  }
  return out;
}
