/**
 * The plain data every diet report is built from (full, field and formula PDF, Excel, CSV), and the one
 * function that assembles it from the engine's results. Screens call `buildDietReportData` and hand the
 * value to the export functions; the builders never see the engine's internals or a clock.
 */
import { REQUIREMENT_KEYS, buildBatchSheet, DEFAULT_TOTAL_RACAO_KG } from '@cocho/engine';
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
  MixtureResult,
  Prediction,
  RequirementKey,
  RequirementMiss,
} from '@cocho/engine';

/** A feed as the screens hold it: an id and its names (engine `Feed`, saved `TSavedFeed` and catalogue rows fit). */
export type NamedFeed = {
  readonly id: string;
  readonly name: string;
  readonly name_en?: string | null;
  readonly name_es?: string | null;
  readonly volumoso?: boolean | null;
  /** Price per kg as fed; null or absent when none. */
  readonly custo?: number | null;
  /** Composition; only MS (dry matter, % as fed) is read here. */
  readonly nutrientes?: Readonly<Record<string, number | null | undefined>>;
};

/** One feed line of a diet report. Amounts per animal per day unless named otherwise. */
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

/** Supplied versus required for one requirement, in the unit of the engine's REQUIREMENT_UNITS. */
export type ReportNutrientRow = {
  readonly key: RequirementKey;
  readonly minimum: number | null;
  readonly maximum: number | null;
  readonly supplied: number;
  readonly status: 'ok' | 'below' | 'above';
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

export type DietReportData = {
  readonly language: Language;
  /** The moment printed on the report (passed in by the caller). */
  readonly generatedAt: Date;
  /** IANA time zone for the printed time; absent: the runtime's. */
  readonly timeZone?: string;
  readonly dietName: string | null;
  /** Whose diet it is (the consultant's client) and who made it; printed when given. */
  readonly clientName: string | null;
  readonly authorName: string | null;
  readonly animal: Animal;
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
};

export type DietReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly animal: Animal;
  /** The feeds given to `formulateDiet`, same order. */
  readonly feeds: readonly NamedFeed[];
  readonly requirements: FormulationRequirements;
  readonly result: FormulationResult;
  readonly dietName?: string | null;
  readonly clientName?: string | null;
  readonly authorName?: string | null;
  readonly finance?: FinancialReport | null;
  readonly prediction?: Prediction | null;
  /** Mixer (wagon) capacity, kg as fed per batch, for the field report's batch sheet. */
  readonly mixerCapacityKg?: number | null;
};

/** Below this, kg as fed per day, a feed counts as left out: LP round-off, not an amount to weigh. */
const LEFT_OUT_BELOW_KG = 1e-6;
/** Supplied amounts this close to a bound (relative) count as meeting it: LP round-off. */
const RELATIVE_TOLERANCE = 1e-6;

/** The feed's name in the language, falling back to the Portuguese name. */
export function feedNameIn(feed: NamedFeed, language: Language): string {
  const translated = language === 'en' ? feed.name_en : language === 'es' ? feed.name_es : null;
  return translated && translated.trim() !== '' ? translated : feed.name;
}

function statusOf(
  supplied: number,
  minimum: number | null,
  maximum: number | null,
): ReportNutrientRow['status'] {
  const slack = (bound: number) => Math.max(Math.abs(bound) * RELATIVE_TOLERANCE, 1e-9);
  if (minimum !== null && supplied < minimum - slack(minimum)) return 'below';
  if (maximum !== null && supplied > maximum + slack(maximum)) return 'above';
  return 'ok';
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Assembles the report data from a formulation and what the screen knows. Pure: no clock, no i18n. */
export function buildDietReportData(input: DietReportInput): DietReportData {
  const { language, result } = input;
  const feedNames: Record<string, string> = {};
  for (const feed of input.feeds) feedNames[feed.id] = feedNameIn(feed, language);
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
  const nutrients: ReportNutrientRow[] = [];
  for (const key of REQUIREMENT_KEYS) {
    const bounds = input.requirements[key];
    if (!bounds) continue;
    const minimum = bounds.minimo !== null && bounds.minimo > 0 ? bounds.minimo : null;
    const maximum = bounds.maximo !== null && bounds.maximo > 0 ? bounds.maximo : null;
    if (minimum === null && maximum === null) continue;
    const supplied = result.nutrients[key] ?? 0;
    nutrients.push({ key, minimum, maximum, supplied, status: statusOf(supplied, minimum, maximum) });
  }
  const rationKg = rows.reduce((sum, row) => sum + row.rationKg, 0);
  const costPerKgAsFed = result.asFedIntakeKg > 0 ? result.costPerDay / result.asFedIntakeKg : null;
  const headCount = positive(input.animal.numero_animais) ? input.animal.numero_animais : null;
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
    language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    dietName: input.dietName?.trim() || null,
    clientName: input.clientName?.trim() || null,
    authorName: input.authorName?.trim() || null,
    animal: input.animal,
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
      headCount,
    },
    nutrients,
    suppliedPerDay: result.nutrients,
    misses: result.violations,
    conflicts: result.conflicts,
    warnings: result.warnings,
    feedNames,
    finance: input.finance ?? null,
    prediction: input.prediction ?? null,
    batches,
  };
}

/** A fed feed of a prediction: its names, price and amount. */
export type PredictedFeed = NamedFeed & {
  /** kg as fed per animal per day (the prediction's quantity converted to kg as fed). */
  readonly asFedKg: number;
};

export type PredictionReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly animal: Animal;
  readonly feeds: readonly PredictedFeed[];
  readonly prediction: Prediction;
  readonly dietName?: string | null;
  readonly clientName?: string | null;
  readonly authorName?: string | null;
};

/**
 * The report data of a performance prediction (/predicao-desempenho): the diet the user gave, its cost, and
 * the expected performance. Supplied amounts come from the prediction's diet supply.
 */
export function buildPredictionReportData(input: PredictionReportInput): DietReportData {
  const { language, prediction } = input;
  const feedNames: Record<string, string> = {};
  for (const feed of input.feeds) feedNames[feed.id] = feedNameIn(feed, language);
  const fed = input.feeds.filter((feed) => feed.asFedKg > LEFT_OUT_BELOW_KG);
  const dryMatterOf = (feed: PredictedFeed) => {
    const dm = feed.nutrientes?.MS;
    return typeof dm === 'number' && dm > 0 ? (feed.asFedKg * dm) / 100 : 0;
  };
  const asFedTotal = fed.reduce((sum, feed) => sum + feed.asFedKg, 0);
  const dmTotal = fed.reduce((sum, feed) => sum + dryMatterOf(feed), 0);
  const roughageDm = fed
    .filter((feed) => feed.volumoso === true)
    .reduce((sum, feed) => sum + dryMatterOf(feed), 0);
  const rationTotal = positive(input.animal.total_racao_a_produzir)
    ? input.animal.total_racao_a_produzir
    : DEFAULT_TOTAL_RACAO_KG;
  const rows: ReportFeedRow[] = fed.map((feed) => ({
    id: feed.id,
    name: feedNames[feed.id] ?? feed.id,
    isRoughage: feed.volumoso === true,
    pricePerKgAsFed: typeof feed.custo === 'number' ? feed.custo : null,
    feedDryMatterPercent: typeof feed.nutrientes?.MS === 'number' ? feed.nutrientes.MS : null,
    asFedKg: feed.asFedKg,
    dryMatterKg: dryMatterOf(feed),
    asFedPercent: asFedTotal > 0 ? (feed.asFedKg / asFedTotal) * 100 : 0,
    dryMatterPercent: dmTotal > 0 ? (dryMatterOf(feed) / dmTotal) * 100 : 0,
    costPerDay: feed.asFedKg * (typeof feed.custo === 'number' ? feed.custo : 0),
    rationKg: asFedTotal > 0 ? (feed.asFedKg / asFedTotal) * rationTotal : 0,
  }));
  const costPerDay = rows.reduce((sum, row) => sum + row.costPerDay, 0);
  const supply = prediction.supply;
  const suppliedPerDay = Object.fromEntries(REQUIREMENT_KEYS.map((key) => [key, 0])) as Record<
    RequirementKey,
    number
  >;
  // The prediction's diet supply, in the requirement units (kg/day, Mcal/day, g/day).
  Object.assign(suppliedPerDay, {
    CMS: supply.dmKg,
    NDT: supply.tdnKg,
    EM: supply.meMcal,
    EL: supply.nelMcal,
    PB: supply.cpG,
    PDR: supply.rdpG,
    PNDR: supply.rupG,
    PM: supply.mpG,
    Ca: supply.caG,
    P: supply.pG,
  });
  const costPerKgAsFed = asFedTotal > 0 ? costPerDay / asFedTotal : null;
  const rationKg = asFedTotal > 0 ? rationTotal : 0;
  return {
    language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    dietName: input.dietName?.trim() || null,
    clientName: input.clientName?.trim() || null,
    authorName: input.authorName?.trim() || null,
    animal: input.animal,
    mode: 'prediction',
    status: null,
    feeds: rows,
    leftOutFeeds: [],
    totals: {
      dryMatterIntakeKg: dmTotal,
      asFedIntakeKg: asFedTotal,
      costPerDay,
      costPerKgDm: dmTotal > 0 ? costPerDay / dmTotal : null,
      costPerKgAsFed,
      roughagePercent: dmTotal > 0 ? (roughageDm / dmTotal) * 100 : 0,
      concentratePercent: dmTotal > 0 ? 100 - (roughageDm / dmTotal) * 100 : 0,
      feedEfficiency: dmTotal > 0 ? prediction.GMDEsperado / dmTotal : null,
      rationKg,
      rationCost: costPerKgAsFed === null ? null : costPerKgAsFed * rationKg,
      headCount: positive(input.animal.numero_animais) ? input.animal.numero_animais : null,
    },
    nutrients: [],
    suppliedPerDay,
    misses: [],
    conflicts: [],
    warnings: [],
    feedNames,
    finance: null,
    prediction,
    batches: null,
  };
}

/** Why a report cannot be made (spec 02 §5: a report needs at least one feed and the quantity to produce). */
export type ReportProblem = 'NO_FEEDS' | 'NO_RATION_TO_PRODUCE';

/** Checks the diet report's preconditions; an empty list means the report can be made. */
export function findDietReportProblems(data: DietReportData): ReportProblem[] {
  const problems: ReportProblem[] = [];
  if (data.feeds.length === 0) problems.push('NO_FEEDS');
  if (!(data.totals.rationKg > 0)) problems.push('NO_RATION_TO_PRODUCE');
  return problems;
}

/** The mix report's data (the /calcular-racao screen). */
export type MixReportData = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly mixName: string | null;
  readonly authorName: string | null;
  readonly mixture: MixtureResult;
  readonly feedNames: Readonly<Record<string, string>>;
};

export type MixReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly feeds: readonly NamedFeed[];
  readonly mixture: MixtureResult;
  readonly mixName?: string | null;
  readonly authorName?: string | null;
};

export function buildMixReportData(input: MixReportInput): MixReportData {
  const feedNames: Record<string, string> = {};
  for (const feed of input.feeds) feedNames[feed.id] = feedNameIn(feed, input.language);
  return {
    language: input.language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    mixName: input.mixName?.trim() || null,
    authorName: input.authorName?.trim() || null,
    mixture: input.mixture,
    feedNames,
  };
}

/** Checks the mix report's preconditions (at least one feed with an amount, a ration to produce). */
export function findMixReportProblems(data: MixReportData): ReportProblem[] {
  const problems: ReportProblem[] = [];
  if (!data.mixture.rows.some((row) => row.asFedKg > 0)) problems.push('NO_FEEDS');
  if (!(data.mixture.totalRationKg > 0)) problems.push('NO_RATION_TO_PRODUCE');
  return problems;
}
