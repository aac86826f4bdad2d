/**
 * The one view of a formulated diet that the result screen, the comparison and every report (full, field
 * and formula PDF, Excel, CSV) read: the feeds in the diet with their amounts, shares and costs, the feeds
 * left out, the totals, each bounded requirement with its status, the misses, conflicts and warnings, the
 * feed names (one fallback, format/feed-name.ts), the financial report and the batch sheet. Pure: no
 * clock, no i18n; the caller passes the financial report it computed, so it is computed once.
 */
import { REQUIREMENT_KEYS, buildBatchSheet } from '@cocho/engine';
import type {
  Animal,
  BatchSheet,
  ConstraintRef,
  FinancialReport,
  FormulationRequirements,
  FormulationResult,
  FormulationStatus,
  FormulationWarning,
  Language,
  Prediction,
  RequirementKey,
  RequirementMiss,
  TraceMineralPremix,
} from '@cocho/engine';
import { feedNameIn } from '../format/feed-name';
import type { FeedNames } from '../format/feed-name';

/** A feed as the screens hold it: an id and its names (engine `Feed`, saved `TSavedFeed` and catalogue rows fit). */
export type NamedFeed = FeedNames & {
  readonly id: string;
  readonly volumoso?: boolean | null;
  /** Price per kg as fed; null or absent when none. */
  readonly custo?: number | null;
  /** Composition; only MS (dry matter, % as fed) is read here. */
  readonly nutrientes?: Readonly<Record<string, number | null | undefined>>;
};

/** One feed line of a diet. Amounts per animal per day unless named otherwise. */
export type ReportFeedRow = {
  readonly id: string;
  readonly name: string;
  readonly isRoughage: boolean;
  readonly pricePerKgAsFed: number | null;
  /** Dry matter of the feed, % as fed. */
  readonly feedDryMatterPercent: number | null;
  readonly asFedKg: number;
  readonly dryMatterKg: number;
  /** Share of the as-fed total, %. */
  readonly asFedPercent: number;
  /** Share of dry-matter intake, %. */
  readonly dryMatterPercent: number;
  readonly costPerDay: number;
  /** kg as fed in the ration to produce. */
  readonly rationKg: number;
};

/** Whether a supplied amount meets its bounds: `below` the minimum, `above` the maximum, or `ok`. */
export type NutrientStatus = 'ok' | 'below' | 'above';

/** Supplied versus required for one requirement, in the unit of the engine's REQUIREMENT_UNITS. */
export type ReportNutrientRow = {
  readonly key: RequirementKey;
  /** The bounds; null where the requirement has none (a zero bound is no bound). */
  readonly minimum: number | null;
  readonly maximum: number | null;
  readonly supplied: number;
  readonly status: NutrientStatus;
};

export type DietReportTotals = {
  readonly dryMatterIntakeKg: number;
  readonly asFedIntakeKg: number;
  /** Cost per animal per day. */
  readonly costPerDay: number;
  readonly costPerKgDm: number | null;
  readonly costPerKgAsFed: number | null;
  readonly roughagePercent: number;
  readonly concentratePercent: number;
  /** kg gain per kg DM intake; null without a gain. */
  readonly feedEfficiency: number | null;
  /** Ration to produce, kg as fed, and its cost. */
  readonly rationKg: number;
  readonly rationCost: number | null;
  /** Number of animals (numero_animais); null when not given. */
  readonly headCount: number | null;
};

export type DietView = {
  /** A formulated diet, or a performance prediction of a diet the user gave (no formulation status). */
  readonly mode: 'formulation' | 'prediction';
  readonly status: FormulationStatus | null;
  /** Feeds in the diet (amount above zero), in the screen's order. */
  readonly feeds: readonly ReportFeedRow[];
  /** Selected feeds the solver left out. */
  readonly leftOutFeeds: readonly string[];
  readonly totals: DietReportTotals;
  readonly nutrients: readonly ReportNutrientRow[];
  /** Every requirement key's supplied amount per day (engine REQUIREMENT_UNITS), bounded or not. */
  readonly suppliedPerDay: Readonly<Record<RequirementKey, number>>;
  readonly misses: readonly RequirementMiss[];
  readonly conflicts: readonly ConstraintRef[];
  readonly warnings: readonly FormulationWarning[];
  /** Names of every feed id, for misses, conflicts and warnings. */
  readonly feedNames: Readonly<Record<string, string>>;
  readonly finance: FinancialReport | null;
  /** Expected performance of the diet (prediction screen), when known. */
  readonly prediction: Prediction | null;
  /** Mixer batches of the ration to produce (field report), when a mixer capacity was given. */
  readonly batches: BatchSheet | null;
  /**
   * The formulated diet's guards (docs/decisions/ratio-constraints.md, effective-fibre-floor.md,
   * trace-mineral-premix.md): its Ca:P, its effective fibre (% of DM, when that floor applied) and the
   * trace-mineral premix it needs. Absent for a prediction.
   */
  readonly guards?: {
    readonly caPRatio: number | null;
    readonly effectiveFibrePercent: number | null;
    readonly premix: TraceMineralPremix | null;
  };
};

export type DietViewInput = {
  readonly language: Language;
  readonly animal: Animal;
  /** The feeds given to `formulateDiet`, same order. */
  readonly feeds: readonly NamedFeed[];
  /** The requirements given to `formulateDiet` (the selected ones). */
  readonly requirements: FormulationRequirements;
  readonly result: FormulationResult;
  /** The financial report of the diet, computed once by the caller. */
  readonly finance?: FinancialReport | null;
  readonly prediction?: Prediction | null;
  /** Mixer (wagon) capacity, kg as fed per batch, for the field report's batch sheet. */
  readonly mixerCapacityKg?: number | null;
};

/** Below this, kg as fed per day, a feed counts as left out: LP round-off, not an amount to weigh. */
export const LEFT_OUT_BELOW_KG = 1e-6;

/**
 * The one tolerance of a bound: a supplied amount within 1e-6 of it, relative (absolute under 1), meets it,
 * as the engine's own miss check in formulation/formulate-diet.ts (LP round-off, not a shortfall).
 */
export function boundSlack(bound: number): number {
  return 1e-6 * Math.max(1, Math.abs(bound));
}

/** The status of a supplied amount against its bounds (null: no bound), with the one tolerance. */
export function nutrientStatus(
  supplied: number,
  minimum: number | null,
  maximum: number | null,
): NutrientStatus {
  if (minimum !== null && supplied < minimum - boundSlack(minimum)) return 'below';
  if (maximum !== null && supplied > maximum + boundSlack(maximum)) return 'above';
  return 'ok';
}

/** Each feed id's name in the language. */
export function feedNamesIn(feeds: readonly NamedFeed[], language: Language): Record<string, string> {
  const names: Record<string, string> = {};
  for (const feed of feeds) names[feed.id] = feedNameIn(feed, language);
  return names;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Every bounded requirement, supplied versus its bounds; a zero bound is no bound, and so is the NDF maximum
 * the formulation did not apply on pasture (`result.grazing.ndfMaximumNotAppliedKg`; its warning says so).
 */
function nutrientRows(requirements: FormulationRequirements, result: FormulationResult) {
  const supplied = result.nutrients;
  const rows: ReportNutrientRow[] = [];
  for (const key of REQUIREMENT_KEYS) {
    const bounds = requirements[key];
    if (!bounds) continue;
    const notApplied = key === 'FDN' && result.grazing?.ndfMaximumNotAppliedKg !== undefined;
    const minimum = bounds.min !== null && bounds.min > 0 ? bounds.min : null;
    const maximum = bounds.max !== null && bounds.max > 0 && !notApplied ? bounds.max : null;
    if (minimum === null && maximum === null) continue;
    const amount = supplied[key] ?? 0;
    rows.push({ key, minimum, maximum, supplied: amount, status: nutrientStatus(amount, minimum, maximum) });
  }
  return rows;
}

/** The view of a formulated diet (see the module comment). */
export function buildDietView(input: DietViewInput): DietView {
  const { result } = input;
  const feedNames = feedNamesIn(input.feeds, input.language);
  const rows: ReportFeedRow[] = [];
  const leftOut: string[] = [];
  result.feeds.forEach((row, index) => {
    const feed = input.feeds[index] ?? input.feeds.find((candidate) => candidate.id === row.id);
    if (!(row.asFedKg > LEFT_OUT_BELOW_KG)) {
      leftOut.push(feedNames[row.id] ?? row.id);
      return;
    }
    const dryMatter = feed?.nutrientes?.MS;
    rows.push({
      id: row.id,
      name: feedNames[row.id] ?? row.id,
      isRoughage: feed?.volumoso === true,
      pricePerKgAsFed: typeof feed?.custo === 'number' ? feed.custo : null,
      feedDryMatterPercent: typeof dryMatter === 'number' ? dryMatter : null,
      asFedKg: row.asFedKg,
      dryMatterKg: row.dryMatterKg,
      asFedPercent: row.asFedPercent,
      dryMatterPercent: row.dryMatterPercent,
      costPerDay: row.costPerDay,
      rationKg: row.batchKg,
    });
  });
  const rationKg = rows.reduce((sum, row) => sum + row.rationKg, 0);
  const costPerKgAsFed = result.asFedIntakeKg > 0 ? result.costPerDay / result.asFedIntakeKg : null;
  const mixer = input.mixerCapacityKg;
  const batches =
    positive(mixer) && rationKg > 0
      ? buildBatchSheet(
          rows.map((row) => ({
            id: row.id,
            asFedKg: row.asFedKg,
            dmKg: row.dryMatterKg,
            asFedPercent: row.asFedPercent,
            dmPercent: row.dryMatterPercent,
            rationAsFedKg: row.rationKg,
            rationDmKg: row.asFedKg > 0 ? (row.rationKg * row.dryMatterKg) / row.asFedKg : 0,
          })),
          rationKg,
          mixer,
        )
      : null;
  return {
    mode: 'formulation',
    status: result.status,
    feeds: rows,
    leftOutFeeds: leftOut,
    totals: {
      dryMatterIntakeKg: result.dryMatterIntakeKg,
      asFedIntakeKg: result.asFedIntakeKg,
      costPerDay: result.costPerDay,
      costPerKgDm: result.dryMatterIntakeKg > 0 ? result.costPerDay / result.dryMatterIntakeKg : null,
      costPerKgAsFed,
      roughagePercent: result.roughagePercent,
      concentratePercent: result.concentratePercent,
      feedEfficiency: result.feedEfficiency,
      rationKg,
      rationCost: costPerKgAsFed === null ? null : costPerKgAsFed * rationKg,
      headCount: positive(input.animal.numero_animais) ? input.animal.numero_animais : null,
    },
    nutrients: nutrientRows(input.requirements, result),
    suppliedPerDay: result.nutrients,
    misses: result.violations,
    conflicts: result.conflicts,
    warnings: result.warnings,
    feedNames,
    finance: input.finance ?? null,
    prediction: input.prediction ?? null,
    batches,
    guards: {
      caPRatio: result.caPRatio?.value ?? null,
      effectiveFibrePercent:
        result.fibre?.rule === 'effective' && result.fibre.applied ? result.fibre.suppliedPercentOfDm : null,
      premix: result.status === 'inviavel' ? null : (result.premix ?? null),
    },
  };
}
