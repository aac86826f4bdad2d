/**
 * Diet comparison (docs/product/shell.md#screens "diet comparison"): two or more diets side by side — cost,
 * intake, roughage share, feed efficiency, the main nutrients supplied, and each feed's amount. Pure: the
 * component only lays the rows out.
 */
import { DEFAULT_CURRENCY, REQUIREMENT_KEYS, REQUIREMENT_UNIT_KEYS } from '@cocho/engine';
import type { Currency, FormulationStatus, Language, RequirementKey } from '@cocho/engine';
import { requirementNameText, unitText } from '@cocho/contracts';
import type { TDietRecord } from '@cocho/contracts';
import type { DietReportData } from '../../export/report-data';
import { feedNameIn } from '../../format/feed-name';

/** One diet as the comparison needs it. Amounts per animal per day. */
export type ComparedDiet = {
  readonly id: string;
  readonly name: string;
  readonly status: FormulationStatus | null;
  readonly costPerDay: number | null;
  /** The diet's currency (its `moeda`; BRL when saved without one); absent: the language's sign. */
  readonly currency?: Currency;
  readonly dryMatterIntakeKg: number | null;
  readonly asFedIntakeKg: number | null;
  readonly roughagePercent: number | null;
  readonly feedEfficiency: number | null;
  /** Supplied amount per requirement key, in the engine's REQUIREMENT_UNITS. */
  readonly nutrients: Readonly<Partial<Record<RequirementKey, number>>>;
  readonly feeds: readonly {
    readonly id: string;
    readonly name: string;
    readonly asFedKg: number;
    readonly dryMatterPercent: number;
  }[];
};

/** The main nutrients compared (energy, protein, fibre, fat, macro minerals). */
export const COMPARED_NUTRIENTS: readonly RequirementKey[] = [
  'NDT',
  'EM',
  'PB',
  'PM',
  'FDN',
  'EE',
  'Ca',
  'P',
];

/** A diet of the report data (the wizard's current result). */
export function toComparedDiet(id: string, data: DietReportData): ComparedDiet {
  const nutrients: Partial<Record<RequirementKey, number>> = {};
  // Every nutrient the feeds supply, whether or not it was a requirement of the diet.
  for (const key of REQUIREMENT_KEYS)
    if (data.suppliedPerDay[key] > 0) nutrients[key] = data.suppliedPerDay[key];
  return {
    id,
    name: data.dietName ?? id,
    status: data.status,
    costPerDay: data.totals.costPerDay,
    ...(data.currency === undefined ? {} : { currency: data.currency }),
    dryMatterIntakeKg: data.totals.dryMatterIntakeKg,
    asFedIntakeKg: data.totals.asFedIntakeKg,
    roughagePercent: data.totals.roughagePercent,
    feedEfficiency: data.totals.feedEfficiency,
    nutrients,
    feeds: data.feeds.map((feed) => ({
      id: feed.id,
      name: feed.name,
      asFedKg: feed.asFedKg,
      dryMatterPercent: feed.dryMatterPercent,
    })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const STATUSES: readonly FormulationStatus[] = ['otima', 'aproximada', 'inviavel'];

/**
 * A saved diet (docs/product/shell.md#records record). Amounts come from `resultado`; intake, shares and supplied nutrients
 * from `resultado_simplex` when it holds the engine's result, otherwise they stay empty.
 */
export function comparedDietFromRecord(record: TDietRecord, language: Language): ComparedDiet {
  const simplex = isRecord(record.resultado_simplex) ? record.resultado_simplex : {};
  const nutrients: Partial<Record<RequirementKey, number>> = {};
  if (isRecord(simplex.nutrients))
    for (const key of REQUIREMENT_KEYS) {
      const value = numberOr(simplex.nutrients[key]);
      if (value !== null) nutrients[key] = value;
    }
  const feedsById = new Map(record.alimentos_selecionados.map((feed) => [feed.id, feed]));
  const rows = (record.resultado ?? []).filter((row) => row.MN > 0);
  const dryMatter = rows.reduce((sum, row) => sum + row.MS, 0);
  const asFed = rows.reduce((sum, row) => sum + row.MN, 0);
  const status = STATUSES.find((value) => value === simplex.status) ?? null;
  return {
    id: String(record.id ?? record.nome),
    name: record.nome,
    status,
    costPerDay: record.custo,
    currency: record.moeda ?? DEFAULT_CURRENCY,
    dryMatterIntakeKg: numberOr(simplex.dryMatterIntakeKg) ?? (rows.length > 0 ? dryMatter : null),
    asFedIntakeKg: numberOr(simplex.asFedIntakeKg) ?? (rows.length > 0 ? asFed : null),
    roughagePercent: numberOr(simplex.roughagePercent),
    feedEfficiency: numberOr(simplex.feedEfficiency),
    nutrients,
    feeds: rows.map((row) => {
      const feed = feedsById.get(row.id);
      return {
        id: row.id,
        name: feed ? feedNameIn(feed, language) : row.id,
        asFedKg: row.MN,
        dryMatterPercent: row.MSprop,
      };
    }),
  };
}

/** One row of the comparison: a label key (or a name) and one value per diet (null: not available). */
export type ComparisonRow = {
  readonly id: string;
  /** i18n key of the comparison namespace, or null when `label` is a name. */
  readonly labelKey: string | null;
  readonly label: string;
  readonly requirement: RequirementKey | null;
  readonly kind: 'money' | 'kg' | 'percent' | 'ratio' | 'nutrient';
  readonly values: readonly (number | null)[];
  /** Index of the best value (lowest cost), for highlighting; null when not applicable. */
  readonly best: number | null;
};

function lowestIndex(values: readonly (number | null)[]): number | null {
  let best: number | null = null;
  values.forEach((value, index) => {
    if (value !== null && (best === null || value < (values[best] as number))) best = index;
  });
  return best;
}

/**
 * Whether the diets' money is in more than one currency: amounts are never converted, so costs
 * in different currencies are not compared (no "best cost"). A diet without a currency is in the screen's.
 */
export function currenciesDiffer(diets: readonly ComparedDiet[]): boolean {
  return new Set(diets.map((diet) => diet.currency ?? null)).size > 1;
}

/** The comparison table: summary rows, then the main nutrients, then every feed of any diet. */
export function compareDiets(diets: readonly ComparedDiet[]): ComparisonRow[] {
  const costs = diets.map((diet) => diet.costPerDay);
  const comparableCosts = !currenciesDiffer(diets);
  /** A summary row: a value per diet, no requirement, no best value unless given. */
  const row = (
    id: string,
    labelKey: string,
    kind: ComparisonRow['kind'],
    valueOf: (diet: ComparedDiet) => number | null,
    best: number | null = null,
  ): ComparisonRow => ({
    id,
    labelKey,
    label: '',
    requirement: null,
    kind,
    values: diets.map(valueOf),
    best,
  });
  const summary: ComparisonRow[] = [
    row(
      'cost',
      'row.costPerDay',
      'money',
      (diet) => diet.costPerDay,
      comparableCosts ? lowestIndex(costs) : null,
    ),
    row('costPerKgDm', 'row.costPerKgDm', 'money', (diet) =>
      diet.costPerDay !== null && diet.dryMatterIntakeKg ? diet.costPerDay / diet.dryMatterIntakeKg : null,
    ),
    row('dmi', 'row.dryMatterIntake', 'kg', (diet) => diet.dryMatterIntakeKg),
    row('asFed', 'row.asFedIntake', 'kg', (diet) => diet.asFedIntakeKg),
    row('roughage', 'row.roughage', 'percent', (diet) => diet.roughagePercent),
    row('efficiency', 'row.feedEfficiency', 'ratio', (diet) => diet.feedEfficiency),
  ];
  const nutrients: ComparisonRow[] = COMPARED_NUTRIENTS.filter((key) =>
    diets.some((diet) => diet.nutrients[key] !== undefined),
  ).map((key) => ({
    id: `nutrient-${key}`,
    labelKey: null,
    label: key,
    requirement: key,
    kind: 'nutrient',
    values: diets.map((diet) => diet.nutrients[key] ?? null),
    best: null,
  }));
  const feedOrder: { id: string; name: string }[] = [];
  for (const diet of diets)
    for (const feed of diet.feeds)
      if (!feedOrder.some((known) => known.id === feed.id)) feedOrder.push({ id: feed.id, name: feed.name });
  const feeds: ComparisonRow[] = feedOrder.map((feed) => ({
    id: `feed-${feed.id}`,
    labelKey: null,
    label: feed.name,
    requirement: null,
    kind: 'kg',
    values: diets.map((diet) => diet.feeds.find((candidate) => candidate.id === feed.id)?.asFedKg ?? null),
    best: null,
  }));
  return [...summary, ...nutrients, ...feeds];
}

/** Index where the feed rows start in `compareDiets`' output. */
export function firstFeedRow(rows: readonly ComparisonRow[]): number {
  const index = rows.findIndex((row) => row.id.startsWith('feed-'));
  return index === -1 ? rows.length : index;
}

/**
 * How the screen and the report name a row and a diet's column: a row by its key's text (`text`, the
 * comparison namespace), a nutrient with its unit, or a feed's name; a diet by its name and, unless optimal,
 * its status.
 */
export function comparisonLabels(language: Language, text: (key: string) => string) {
  return {
    row: (row: ComparisonRow): string => {
      if (row.labelKey) return text(row.labelKey);
      if (!row.requirement) return row.label;
      const unit = unitText(REQUIREMENT_UNIT_KEYS[row.requirement], language);
      return `${requirementNameText(row.requirement, language)} (${unit})`;
    },
    diet: (diet: ComparedDiet): string =>
      diet.status && diet.status !== 'otima' ? `${diet.name} (${text(`status.${diet.status}`)})` : diet.name,
  };
}
