/**
 * The plain data every diet report is built from (full, field and formula PDF, Excel, CSV), and the one
 * function that assembles it from the engine's results. Screens call `buildDietReportData` and hand the
 * value to the export functions; the builders never see the engine's internals or a clock.
 */
import { REQUIREMENT_KEYS, DEFAULT_BATCH_KG } from '@cocho/engine';
import type {
  Animal,
  Currency,
  FeedPriceRange,
  Language,
  MixtureResult,
  Prediction,
  RequirementKey,
} from '@cocho/engine';
import { LEFT_OUT_BELOW_KG, buildDietView, feedNamesIn } from '../diet-view/diet-view';
import type { DietView, DietViewInput, NamedFeed, ReportFeedRow } from '../diet-view/diet-view';

/** What a report prints besides the diet itself: its language, moment, names. */
export type DietReportHeading = {
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
  /** The diet's currency (its `moeda`); absent: money in the language's sign. */
  readonly currency?: Currency;
};

/** The data a diet report is built from: its heading and the diet's view (diet-view/diet-view.ts). */
export type DietReportData = DietReportHeading &
  DietView & {
    /** Each feed's price range, when the diet is optimal; absent in other reports. */
    readonly priceRanging?: readonly FeedPriceRange[] | null;
  };

export type DietReportInput = DietViewInput & {
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly dietName?: string | null;
  readonly clientName?: string | null;
  readonly authorName?: string | null;
  readonly priceRanging?: readonly FeedPriceRange[] | null;
  readonly currency?: Currency;
};

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Assembles the report data from a formulation and what the screen knows. Pure: no clock, no i18n. */
export function buildDietReportData(input: DietReportInput): DietReportData {
  return {
    language: input.language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    dietName: input.dietName?.trim() || null,
    clientName: input.clientName?.trim() || null,
    authorName: input.authorName?.trim() || null,
    animal: input.animal,
    ...(input.currency === undefined ? {} : { currency: input.currency }),
    ...buildDietView(input),
    ...(input.priceRanging ? { priceRanging: input.priceRanging } : {}),
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
  /** The prediction's currency (its `moeda`); absent: money in the language's sign. */
  readonly currency?: Currency;
};

/**
 * The report data of a performance prediction (/predicao-desempenho): the diet the user gave, its cost, and
 * the expected performance. Supplied amounts come from the prediction's diet supply.
 */
export function buildPredictionReportData(input: PredictionReportInput): DietReportData {
  const { language, prediction } = input;
  const feedNames = feedNamesIn(input.feeds, language);
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
    : DEFAULT_BATCH_KG;
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
    ...(input.currency === undefined ? {} : { currency: input.currency }),
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

/** Why a report cannot be made (docs/product/calculation.md#validation: a report needs at least one feed and the quantity to produce). */
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
  /** The mix's feeds with their composition and roughage flag (the feeding sheet's pre-mix); absent in old callers. */
  readonly feeds?: readonly NamedFeed[];
  /** The diet's currency when the mix is a diet's; absent: the language's sign. */
  readonly currency?: Currency;
};

export type MixReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly feeds: readonly NamedFeed[];
  readonly mixture: MixtureResult;
  readonly mixName?: string | null;
  readonly authorName?: string | null;
  readonly currency?: Currency;
};

export function buildMixReportData(input: MixReportInput): MixReportData {
  return {
    language: input.language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    mixName: input.mixName?.trim() || null,
    authorName: input.authorName?.trim() || null,
    mixture: input.mixture,
    feedNames: feedNamesIn(input.feeds, input.language),
    feeds: input.feeds,
    ...(input.currency === undefined ? {} : { currency: input.currency }),
  };
}

/** Checks the mix report's preconditions (at least one feed with an amount, a ration to produce). */
export function findMixReportProblems(data: MixReportData): ReportProblem[] {
  const problems: ReportProblem[] = [];
  if (!data.mixture.rows.some((row) => row.asFedKg > 0)) problems.push('NO_FEEDS');
  if (!(data.mixture.totalRationKg > 0)) problems.push('NO_RATION_TO_PRODUCE');
  return problems;
}
