/**
 * Feed categories (tipos) and the mapping of the data files' free-text `category_hint` to them.
 *
 * The product fixes only the numbers: roughage categories 0, 1, 6 and 7 (docs/product/calculation.md#records), display order
 * 6, 1, 7, 3, 2, 4, 8 with 9 and 5 skipped (docs/product/calculation.md#constants), and the special categories 999 user feeds,
 * 998 company products, 10000 / 10001 hidden user / company feeds (docs/product/calculation.md#visibility). The names of 0–9 are our
 * choice, recorded in docs/decisions/feed-categories.md.
 */
import {
  CATEGORY_COMPANY_PRODUCTS,
  CATEGORY_DISPLAY_ORDER,
  CATEGORY_HIDDEN_COMPANY_FEEDS,
  CATEGORY_HIDDEN_USER_FEEDS,
  CATEGORY_USER_FEEDS,
  ROUGHAGE_CATEGORIES,
} from '@cocho/engine';

export type FeedCategory = {
  readonly id: number;
  readonly namePt: string;
  readonly nameEn: string;
  readonly nameEs: string;
  /** Position in lists; null for categories that lists skip (5, 9 and the hidden ones). */
  readonly displayOrder: number | null;
};

const CATEGORY_NAMES: readonly Omit<FeedCategory, 'displayOrder'>[] = [
  {
    id: 6,
    namePt: 'Pastagens e forragens verdes',
    nameEn: 'Pasture and fresh forage',
    nameEs: 'Pasturas y forrajes verdes',
  },
  { id: 1, namePt: 'Silagens e pré-secados', nameEn: 'Silage and haylage', nameEs: 'Ensilajes y henolajes' },
  {
    id: 7,
    namePt: 'Fenos, palhas e resíduos fibrosos',
    nameEn: 'Hay, straw and fibrous residues',
    nameEs: 'Henos, pajas y residuos fibrosos',
  },
  { id: 0, namePt: 'Outros volumosos', nameEn: 'Other roughage', nameEs: 'Otros forrajes' },
  {
    id: 3,
    namePt: 'Concentrados energéticos',
    nameEn: 'Energy concentrates',
    nameEs: 'Concentrados energéticos',
  },
  {
    id: 2,
    namePt: 'Concentrados proteicos',
    nameEn: 'Protein concentrates',
    nameEs: 'Concentrados proteicos',
  },
  { id: 4, namePt: 'Minerais', nameEn: 'Minerals', nameEs: 'Minerales' },
  {
    id: 8,
    namePt: 'Suplementos prontos, NNP e tamponantes',
    nameEn: 'Ready supplements, NPN and buffers',
    nameEs: 'Suplementos listos, NNP y tampones',
  },
  { id: 5, namePt: 'Aditivos', nameEn: 'Additives', nameEs: 'Aditivos' },
  { id: 9, namePt: 'Leite', nameEn: 'Milk', nameEs: 'Leche' },
  { id: CATEGORY_USER_FEEDS, namePt: 'Meus alimentos', nameEn: 'My feeds', nameEs: 'Mis alimentos' },
  {
    id: CATEGORY_COMPANY_PRODUCTS,
    namePt: 'Produtos de empresas',
    nameEn: 'Company products',
    nameEs: 'Productos de empresas',
  },
  {
    id: CATEGORY_HIDDEN_USER_FEEDS,
    namePt: 'Meus alimentos ocultos',
    nameEn: 'My hidden feeds',
    nameEs: 'Mis alimentos ocultos',
  },
  {
    id: CATEGORY_HIDDEN_COMPANY_FEEDS,
    namePt: 'Alimentos de empresa ocultos',
    nameEn: 'Hidden company feeds',
    nameEs: 'Alimentos de empresa ocultos',
  },
];

/** Categories skipped by lists (docs/product/calculation.md#constants: 9 and 5) plus the hidden special ones (docs/product/calculation.md#visibility). */
const SKIPPED = new Set([5, 9, CATEGORY_HIDDEN_USER_FEEDS, CATEGORY_HIDDEN_COMPANY_FEEDS]);

/**
 * Display order: the product's 6, 1, 7, 3, 2, 4, 8, then other listed categories (0), then user feeds and
 * company products.
 */
const LIST_ORDER: readonly number[] = [
  ...CATEGORY_DISPLAY_ORDER,
  0,
  CATEGORY_USER_FEEDS,
  CATEGORY_COMPANY_PRODUCTS,
];

export const FEED_CATEGORIES: readonly FeedCategory[] = CATEGORY_NAMES.map((category) => ({
  ...category,
  displayOrder: SKIPPED.has(category.id) ? null : LIST_ORDER.indexOf(category.id),
}));

/** Whether a category is roughage (volumoso): 0, 1, 6, 7 (docs/product/calculation.md#records). */
export function isRoughageCategory(category: number): boolean {
  return ROUGHAGE_CATEGORIES.includes(category);
}

/** Composition group used by the plausibility ranges (see plausibility.ts). */
export type FeedGroup =
  'roughage' | 'concentrate' | 'fat' | 'mineral' | 'supplement' | 'npn' | 'buffer' | 'additive';

/**
 * `category_hint` → product category and composition group. Hints are `family:subtype`; an unknown
 * subtype falls back to its family's entry (the `family` key). This is the mapping the seed uses.
 */
export const CATEGORY_HINT_MAP: Readonly<
  Record<string, { readonly category: number; readonly group: FeedGroup }>
> = {
  'volumoso:pasto_fresco': { category: 6, group: 'roughage' },
  'volumoso:silagem': { category: 1, group: 'roughage' },
  'volumoso:feno': { category: 7, group: 'roughage' },
  'volumoso:palha_residuo': { category: 7, group: 'roughage' },
  volumoso: { category: 0, group: 'roughage' },
  'concentrado:energetico': { category: 3, group: 'concentrate' },
  'concentrado:gordura': { category: 3, group: 'fat' },
  'concentrado:proteico': { category: 2, group: 'concentrate' },
  concentrado: { category: 3, group: 'concentrate' },
  'subproduto:energetico': { category: 3, group: 'concentrate' },
  'subproduto:proteico': { category: 2, group: 'concentrate' },
  subproduto: { category: 3, group: 'concentrate' },
  mineral: { category: 4, group: 'mineral' },
  'mineral:sal_mineral': { category: 4, group: 'mineral' },
  'mineral:microelemento': { category: 4, group: 'mineral' },
  'mineral:premix': { category: 4, group: 'mineral' },
  'mineral:proteinado': { category: 8, group: 'supplement' },
  'aditivo:NNP': { category: 8, group: 'npn' },
  'aditivo:tamponante': { category: 8, group: 'buffer' },
  aditivo: { category: 5, group: 'additive' },
  'aditivo:ionoforo': { category: 5, group: 'additive' },
};

/** Group of a category number when no hint is known (imports with a `tipo` column). */
const GROUP_OF_CATEGORY: Readonly<Record<number, FeedGroup>> = {
  0: 'roughage',
  1: 'roughage',
  6: 'roughage',
  7: 'roughage',
  2: 'concentrate',
  3: 'concentrate',
  4: 'mineral',
  5: 'additive',
  8: 'supplement',
};

/** Hint written by the export for a category without a stored hint. */
const HINT_OF_CATEGORY: Readonly<Record<number, string>> = {
  0: 'volumoso',
  1: 'volumoso:silagem',
  6: 'volumoso:pasto_fresco',
  7: 'volumoso:feno',
  2: 'concentrado:proteico',
  3: 'concentrado:energetico',
  4: 'mineral',
  5: 'aditivo',
  8: 'mineral:proteinado',
};

/** Maps a hint (case and spaces ignored) to its category and group, or null when unknown. */
export function categoryFromHint(hint: string): { category: number; group: FeedGroup } | null {
  const normalised = hint.trim();
  const exact = CATEGORY_HINT_MAP[normalised] ?? CATEGORY_HINT_MAP[normalised.toLowerCase()];
  if (exact) return exact;
  const family = normalised.split(':', 1)[0]?.toLowerCase() ?? '';
  return CATEGORY_HINT_MAP[family] ?? null;
}

/** Composition group of a category number (used when an import gives `tipo` without a hint). */
export function groupOfCategory(category: number): FeedGroup | null {
  return GROUP_OF_CATEGORY[category] ?? null;
}

/** The hint the export writes for a category (the stored hint wins when there is one). */
export function hintOfCategory(category: number): string {
  return HINT_OF_CATEGORY[category] ?? 'concentrado';
}

/** Catalogue categories a feed may be filed under (0–9). */
export function isCatalogueCategory(category: number): boolean {
  return Number.isInteger(category) && category >= 0 && category <= 9;
}
