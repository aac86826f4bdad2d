/**
 * The short feed composition table (route /tabela-resumida): search, category filter in
 * the product's order, column choice, sort, and the CSV rows (docs/product/shell.md#constants: CSV export uses a semicolon).
 */
import type { TFeedType } from '@cocho/contracts';
import { NUTRIENT_KEYS, NUTRIENT_UNITS } from '@cocho/engine';
import type { Language, NutrientKey } from '@cocho/engine';
import { nutrientAbbreviation, nutrientUnit } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import { buildCsv as buildCsvText } from '../../export/csv';
import { numberLocaleOf } from '../../format/format';
import { feedNameIn, feedTypeNameIn } from '../../format/feed-name';
import { matchesFeedSearch } from '../../catalogue/feed-search';
import type { TableFeed } from '../../catalogue/feed-search';

/** Columns shown before the user chooses (the composition a nutritionist reads first). */
export const DEFAULT_COLUMNS: readonly NutrientKey[] = [
  'MS',
  'PB',
  'NDT',
  'EM',
  'FDN',
  'EE',
  'CNF',
  'MM',
  'Ca',
  'P',
];

export type TableFilter = { readonly search: string; readonly category: number | null };

/** Feeds matching the search (see matchesFeedSearch) in the chosen category. */
export function filterFeeds(feeds: readonly TableFeed[], filter: TableFilter): TableFeed[] {
  return feeds.filter(
    ({ feed, category }) =>
      (filter.category === null || category === filter.category) && matchesFeedSearch(feed, filter.search),
  );
}

export type SortKey = 'name' | 'category' | NutrientKey;
export type TableSort = { readonly key: SortKey; readonly direction: 'asc' | 'desc' };

/**
 * Sorts a copy: by name (locale collation), by category display order, or by a nutrient; feeds without
 * the value always go last.
 */
export function sortFeeds(
  feeds: readonly TableFeed[],
  sort: TableSort,
  language: Language,
  categoryOrder: ReadonlyMap<number, number>,
): TableFeed[] {
  const collator = new Intl.Collator(numberLocaleOf(language), { sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: TableFeed, b: TableFeed) =>
    collator.compare(feedNameIn(a.feed, language), feedNameIn(b.feed, language));
  return [...feeds].sort((a, b) => {
    if (sort.key === 'name') return sign * byName(a, b);
    if (sort.key === 'category') {
      const order = (item: TableFeed) => categoryOrder.get(item.category) ?? Number.MAX_SAFE_INTEGER;
      return sign * (order(a) - order(b)) || byName(a, b);
    }
    const key = sort.key;
    const left = a.feed.nutrientes[key];
    const right = b.feed.nutrientes[key];
    if (left === undefined && right === undefined) return byName(a, b);
    if (left === undefined) return 1;
    if (right === undefined) return -1;
    return sign * (left - right) || byName(a, b);
  });
}

/** Decimals shown per unit: Mcal and % with 2, mg/kg with 1. */
export function decimalsOf(key: NutrientKey): number {
  return NUTRIENT_UNITS[key] === 'mg/kg DM' ? 1 : 2;
}

export type ExportLabels = {
  readonly name: string;
  readonly category: string;
  readonly source: string;
  /** Column title of a nutrient, e.g. "PB (% MS)". */
  readonly nutrient: (key: NutrientKey) => string;
  readonly categoryName: (category: number) => string;
};

/** The export labels in the language of `t` (feeds namespace), as the table shows them. */
export function createExportLabels(
  t: Translate,
  types: readonly TFeedType[],
  language: Language,
): ExportLabels {
  return {
    name: t('table.name'),
    category: t('table.category'),
    source: t('table.source'),
    nutrient: (key) => `${nutrientAbbreviation(key, t)} (${nutrientUnit(key, t)})`,
    categoryName: (category) =>
      feedTypeNameIn(
        types.find((type) => type.id === category),
        language,
      ),
  };
}

/** Header and rows of an export: name, category, the chosen nutrients, source. Numbers stay numbers. */
export function buildExportRows(
  feeds: readonly TableFeed[],
  columns: readonly NutrientKey[],
  language: Language,
  labels: ExportLabels,
): { header: string[]; rows: (string | number | null)[][] } {
  const header = [labels.name, labels.category, ...columns.map((key) => labels.nutrient(key)), labels.source];
  const rows = feeds.map(({ feed, category }) => [
    feedNameIn(feed, language),
    labels.categoryName(category),
    ...columns.map((key) => feed.nutrientes[key] ?? null),
    feed.fonte ?? '',
  ]);
  return { header, rows };
}

/** The CSV text (export/csv.ts): each nutrient with at most its decimals (decimalsOf), trailing zeros dropped. */
export function buildCsv(
  feeds: readonly TableFeed[],
  columns: readonly NutrientKey[],
  language: Language,
  labels: ExportLabels,
): string {
  const { header, rows } = buildExportRows(feeds, columns, language, labels);
  const decimalsAt = (index: number) => {
    const key = columns[index - 2];
    return key ? decimalsOf(key) : 2;
  };
  const cells = rows.map((row) =>
    row.map((cell, index) =>
      typeof cell === 'number' ? { value: cell, decimals: decimalsAt(index), isUpTo: true } : cell,
    ),
  );
  return buildCsvText([header, ...cells], language);
}

/** Every nutrient key, for the column chooser. */
export const ALL_COLUMNS: readonly NutrientKey[] = NUTRIENT_KEYS;
