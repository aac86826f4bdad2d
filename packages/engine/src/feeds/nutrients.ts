/**
 * Feed nutrient keys and units (docs/product/calculation.md#feed; apps/server/src/feeds/seed-data/README.md). Every value is on a dry-matter
 * basis except MS, which is % as fed.
 */

/** Nutrient keys of a feed, in the product's names. */
export const NUTRIENT_KEYS = [
  'MS',
  'PB',
  'PDR',
  'PNDR',
  'PM',
  'EL',
  'EM',
  'ED',
  'NDT',
  'FDN',
  'FDNfe',
  'AMIDO',
  'EE',
  'CNF',
  'MM',
  'MO',
  'lignina',
  'FDA',
  'PBA',
  'PBB',
  'PBKD',
  'Ca',
  'P',
  'Mg',
  'K',
  'Na',
  'S',
  'Co',
  'Cu',
  'I',
  'Mn',
  'Se',
  'Zn',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Unit of each nutrient key as stored in a feed. */
export const NUTRIENT_UNITS: Readonly<Record<NutrientKey, string>> = {
  MS: '% as fed',
  PB: '% DM',
  PDR: '% DM',
  PNDR: '% DM',
  PM: '% DM',
  EL: 'Mcal/kg DM',
  EM: 'Mcal/kg DM',
  ED: 'Mcal/kg DM',
  NDT: '% DM',
  FDN: '% DM',
  FDNfe: '% DM',
  AMIDO: '% DM',
  EE: '% DM',
  CNF: '% DM',
  MM: '% DM',
  MO: '% DM',
  lignina: '% DM',
  FDA: '% DM',
  PBA: '% DM',
  PBB: '% DM',
  PBKD: '%/h',
  Ca: '% DM',
  P: '% DM',
  Mg: '% DM',
  K: '% DM',
  Na: '% DM',
  S: '% DM',
  Co: 'mg/kg DM',
  Cu: 'mg/kg DM',
  I: 'mg/kg DM',
  Mn: 'mg/kg DM',
  Se: 'mg/kg DM',
  Zn: 'mg/kg DM',
};

/**
 * The product writes the BR-CORTE 2016 energy keys as `NDT_{product}2016`, `EM_{product}2016` and
 * `ED_{product}2016` (docs/product/nutrition-science.md#nutrient-keys). Returns the plain key for such a name, or the name itself.
 */
export function canonicalNutrientKey(key: string): string {
  const match = /^(NDT|EM|ED)_.*2016$/.exec(key);
  return match ? (match[1] as string) : key;
}

/** A feed's composition: any subset of the nutrient keys; a missing key means unknown. */
export type Nutrients = Readonly<Partial<Record<NutrientKey, number>>>;

/** Macro minerals, % of DM in feeds, g/day in requirements (docs/product/calculation.md#records). */
export const MACRO_MINERALS = ['Ca', 'P', 'Mg', 'K', 'Na', 'S'] as const;
/** Micro minerals, mg/kg DM in feeds, mg/day in requirements (docs/product/calculation.md#records). */
export const MICRO_MINERALS = ['Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'] as const;

/** Feed categories (tipo) whose feeds are roughage (volumoso): 0, 1, 6 and 7 (docs/product/calculation.md#records). */
export const ROUGHAGE_CATEGORIES: readonly number[] = [0, 1, 6, 7];
/** Display order of feed categories; 9 and 5 are skipped (docs/product/calculation.md#constants). */
export const CATEGORY_DISPLAY_ORDER: readonly number[] = [6, 1, 7, 3, 2, 4, 8];
/** Special categories (docs/product/calculation.md#visibility): user feeds, company products, hidden user and company feeds. */
export const CATEGORY_USER_FEEDS = 999;
export const CATEGORY_COMPANY_PRODUCTS = 998;
export const CATEGORY_HIDDEN_USER_FEEDS = 10000;
export const CATEGORY_HIDDEN_COMPANY_FEEDS = 10001;
