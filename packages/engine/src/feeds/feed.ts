/**
 * The Feed entity (docs/product/calculation.md#feed) and its load-time normalisation rules (docs/product/calculation.md#validation "Feed and
 * restriction rules"). Pure: inputs are never mutated; a new, normalised feed is returned.
 */
import { KG_PER_UNIT } from '../units/units';
import type { MassUnit } from '../units/units';
import { isPriceBasis, isPurchaseUnit, toPricePerKgAsFed } from '../units/purchase-price';
import type { PurchasePrice } from '../units/purchase-price';
import { NUTRIENT_KEYS, ROUGHAGE_CATEGORIES, canonicalNutrientKey } from './nutrients';
import type { NutrientKey } from './nutrients';

/** A feed's composition after normalisation: every known nutrient key has a number (0 when empty). */
export type FeedNutrients = Readonly<Partial<Record<NutrientKey, number>>>;

/**
 * A feed ready for formulation (docs/product/calculation.md#feed). Composition keys and units: MS % as fed; PB, NDT, FDN,
 * EE, Ca, P … % of DM; EL, EM, ED Mcal/kg DM; Co, Cu, I, Mn, Se, Zn mg/kg DM.
 */
export type Feed = {
  readonly id: string;
  /** Feed category (the product's `tipo`); 0, 1, 6, 7 are roughage (docs/product/calculation.md#records). */
  readonly category: number | null;
  readonly name: string;
  readonly name_en?: string;
  readonly name_es?: string;
  readonly name_sci?: string;
  readonly nutrients: FeedNutrients;
  /** Cost per kg as fed (already converted from `unit`); null when the feed has no cost. */
  readonly costPerKg: number | null;
  /** Unit in which the user priced and dosed the feed (docs/product/calculation.md#constants: kg, g, mg). */
  readonly unit: MassUnit;
  /** Minimum inclusion, % of dry-matter intake; null when unset. */
  readonly minPercent: number | null;
  /** Maximum inclusion, % of dry-matter intake; null when unset. */
  readonly maxPercent: number | null;
  /**
   * A company feed's own inclusion bounds (docs/product/calculation.md#records `min_100`, `max_100`), % of dry-matter intake, set
   * by the company and binding on every diet that uses the feed; absent or null when none.
   */
  readonly companyMinPercent?: number | null;
  readonly companyMaxPercent?: number | null;
  /** Roughage (the product's `volumoso`). */
  readonly roughage: boolean;
  /** True when the user edited the catalogue composition (docs/product/calculation.md#validation warning "edited composition"). */
  readonly edited: boolean;
  /** Amount in kg as fed per day (prediction and mixtures); null when not given. */
  readonly quantityKg: number | null;
};

/**
 * A feed as it arrives from a form, a CSV or JSON, with the product's wire keys (tipo, nutrientes, custo,
 * unidade, minimo, maximo, volumoso, alterado, quantidade): numbers may be strings with comma decimals.
 * `normalizeFeed` reads it into a {@link Feed}.
 */
export type RawFeed = {
  readonly id: string;
  readonly tipo?: number | string | null;
  readonly name?: string;
  readonly name_en?: string;
  readonly name_es?: string;
  readonly name_sci?: string;
  readonly nutrientes?: Readonly<Record<string, number | string | null | undefined>>;
  /** Cost per `unidade` as fed; "R$0,00" and "U$0.00" mean no cost (docs/product/calculation.md#validation). */
  readonly custo?: number | string | null;
  readonly unidade?: MassUnit | string | null;
  /**
   * The price as bought (per kg, tonne, 60 kg sack or arroba; as fed or DM), optional: when given with a
   * number, it replaces `custo` (converted once by `toPricePerKgAsFed`); absent in older records.
   */
  readonly preco_compra?: (Omit<PurchasePrice, 'valor'> & { readonly valor: number | null }) | null;
  readonly minimo?: number | string | null;
  readonly maximo?: number | string | null;
  /** A company feed's bounds, % of dry-matter intake (docs/product/calculation.md#records); null or absent when none. */
  readonly min_100?: number | string | null;
  readonly max_100?: number | string | null;
  readonly volumoso?: boolean | null;
  readonly alterado?: boolean | null;
  readonly quantidade?: number | string | null;
};

/**
 * Parses a number that may use a comma decimal (docs/product/calculation.md#validation: "Comma decimals are normalised to points for
 * user-feed nutrients"). A string with both separators treats the last one as the decimal separator.
 * Returns null for empty or non-numeric input.
 */
export function parseDecimal(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  let text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    text = lastComma > lastDot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (lastComma >= 0) {
    text = text.replace(',', '.');
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Parses a feed cost: strips R$, U$ and $; a zero cost ("R$0,00", "U$0.00", 0) counts as none and gives
 * null (docs/product/calculation.md#validation).
 */
export function parseFeedCost(value: number | string | null | undefined): number | null {
  const parsed =
    typeof value === 'string' ? parseDecimal(value.replace(/R\$|U\$|\$/g, '')) : parseDecimal(value);
  if (parsed === null || parsed === 0) return null;
  return parsed;
}

/**
 * Normalises a composition (docs/product/calculation.md#validation): keys `NDT_{product}2016` style become plain keys; comma decimals
 * become points; empty values become 0; a TDN (NDT) below 1 is a fraction and is multiplied by 100; a
 * PBKD above 1 is a percentage and is divided by 100. Unknown keys are dropped.
 */
export function normalizeNutrients(
  raw: Readonly<Record<string, number | string | null | undefined>>,
): FeedNutrients {
  const known = new Set<string>(NUTRIENT_KEYS);
  const out: Partial<Record<NutrientKey, number>> = {};
  for (const [rawKey, rawValue] of Object.entries(raw)) {
    const key = canonicalNutrientKey(rawKey);
    if (!known.has(key)) continue;
    let value = parseDecimal(rawValue) ?? 0;
    // docs/product/calculation.md#validation: "A TDN value below 1 is multiplied by 100 on load" (a fraction written as 0.72).
    if (key === 'NDT' && value > 0 && value < 1) value *= 100;
    // docs/product/calculation.md#validation: "a PBKD above 1 is divided by 100".
    if (key === 'PBKD' && value > 1) value /= 100;
    out[key as NutrientKey] = value;
  }
  return out;
}

/** True when a feed category is a roughage category (0, 1, 6, 7; docs/product/calculation.md#records). */
export function isRoughageCategory(tipo: number | null): boolean {
  return tipo !== null && ROUGHAGE_CATEGORIES.includes(tipo);
}

function parseUnit(unit: string | null | undefined): MassUnit {
  return unit === 'g' || unit === 'mg' ? unit : 'kg';
}

/**
 * The cost per kg as fed of a purchase price; undefined when there is none to read (absent, malformed, or a
 * dry-matter price without dry matter), so `custo` applies. A price of 0 is no cost (docs/product/calculation.md#validation), as `custo`.
 */
function purchaseCostPerKg(
  price: RawFeed['preco_compra'],
  dryMatterPercent: number | null,
): number | null | undefined {
  if (price === null || price === undefined) return undefined;
  if (!isPurchaseUnit(price.unidade) || !isPriceBasis(price.base) || typeof price.valor !== 'number')
    return undefined;
  const perKg = toPricePerKgAsFed({ ...price, valor: price.valor }, dryMatterPercent);
  if (perKg === null) return undefined;
  return perKg === 0 ? null : perKg;
}

/**
 * Normalises a raw feed (docs/product/calculation.md#validation). The cost is converted to per kg as fed with the unit factors of
 * docs/product/calculation.md#constants (kg 1, g 0.001, mg 0.000001): a price per g is multiplied by 1000. A purchase price
 * (`preco_compra`) replaces `custo` when it can be read. `roughage` defaults to
 * the category rule (types 0, 1, 6, 7 are roughage). Minimum and maximum keep the user's percentages;
 * `resolveFeedRestriction` applies the bound rules.
 */
export function normalizeFeed(raw: RawFeed): Feed {
  const unidade = parseUnit(raw.unidade);
  const tipo = parseDecimal(raw.tipo ?? null);
  const cost = parseFeedCost(raw.custo);
  const quantity = parseDecimal(raw.quantidade);
  const nutrients = normalizeNutrients(raw.nutrientes ?? {});
  const purchaseCost = purchaseCostPerKg(raw.preco_compra, nutrients.MS ?? null);
  const feed: Feed = {
    id: raw.id,
    category: tipo,
    name: raw.name ?? raw.id,
    nutrients,
    costPerKg: purchaseCost !== undefined ? purchaseCost : cost === null ? null : cost / KG_PER_UNIT[unidade],
    unit: unidade,
    minPercent: parseDecimal(raw.minimo),
    maxPercent: parseDecimal(raw.maximo),
    roughage: raw.volumoso ?? isRoughageCategory(tipo),
    edited: raw.alterado ?? false,
    quantityKg: quantity === null ? null : quantity * KG_PER_UNIT[unidade],
  };
  const companyMin = parseDecimal(raw.min_100);
  const companyMax = parseDecimal(raw.max_100);
  return {
    ...feed,
    ...(companyMin === null ? {} : { companyMinPercent: companyMin }),
    ...(companyMax === null ? {} : { companyMaxPercent: companyMax }),
    ...(raw.name_en === undefined ? {} : { name_en: raw.name_en }),
    ...(raw.name_es === undefined ? {} : { name_es: raw.name_es }),
    ...(raw.name_sci === undefined ? {} : { name_sci: raw.name_sci }),
  };
}

/** Per-feed inclusion bounds in % of dry-matter intake after the product's rules. */
export type FeedRestriction =
  | { readonly kind: 'excluded' }
  | { readonly kind: 'bounded'; readonly minPercent: number; readonly maxPercent: number | null };

/** Default minimum as a share of the maximum when only a maximum is set (docs/product/calculation.md#constants: 30 %). */
export const DEFAULT_MINIMUM_SHARE_OF_MAXIMUM = 0.3;

/**
 * Resolves a feed's minimum and maximum inclusion (% of dry-matter intake) by the product's rules
 * (docs/product/calculation.md#validation and docs/product/calculation.md#constants):
 * - values that are not numeric, or negative, are unset;
 * - a maximum of 0 with a minimum of 0 (or unset) excludes the feed ("both zero");
 * - a maximum applies only if non-zero and at least the minimum;
 * - an unset minimum is 30 % of an applied maximum;
 * - nothing set: the feed is free (0 to unbounded).
 * An explicit minimum of 0 counts as set (no forced inclusion); see docs/decisions/feed-restriction-rules.md.
 */
export function resolveFeedRestriction(
  minimo: number | string | null | undefined,
  maximo: number | string | null | undefined,
): FeedRestriction {
  const rawMin = parseDecimal(minimo);
  const rawMax = parseDecimal(maximo);
  const min = rawMin !== null && rawMin >= 0 ? rawMin : null;
  const max = rawMax !== null && rawMax >= 0 ? rawMax : null;
  if (max === 0 && (min === null || min === 0)) return { kind: 'excluded' };
  const maxApplies = max !== null && max > 0 && (min === null || max >= min);
  if (!maxApplies) return { kind: 'bounded', minPercent: min ?? 0, maxPercent: null };
  return {
    kind: 'bounded',
    minPercent: min ?? DEFAULT_MINIMUM_SHARE_OF_MAXIMUM * max,
    maxPercent: max,
  };
}

/**
 * The restriction of a feed in a diet: the user's bounds by the rules of `resolveFeedRestriction`, then
 * kept inside the company's bounds (`min_100`, `max_100`, % of dry-matter intake; docs/product/calculation.md#records). The company
 * bounds are limits, not defaults: each user bound is clamped into [min_100, max_100], an unset user maximum
 * becomes max_100 and an unset user minimum stays at least min_100, so no diet uses a company feed outside
 * the range its company set (docs/decisions/company-feeds-and-reports.md). A feed the user excluded (both
 * bounds zero) stays excluded. Negative or inverted company bounds are ignored.
 */
export function resolveCompanyFeedRestriction(
  feed: Pick<Feed, 'minPercent' | 'maxPercent' | 'companyMinPercent' | 'companyMaxPercent'>,
): FeedRestriction {
  const restriction = resolveFeedRestriction(feed.minPercent, feed.maxPercent);
  if (restriction.kind === 'excluded') return restriction;
  const rawLow = feed.companyMinPercent ?? null;
  const rawHigh = feed.companyMaxPercent ?? null;
  const low = rawLow !== null && Number.isFinite(rawLow) && rawLow > 0 ? rawLow : 0;
  const high = rawHigh !== null && Number.isFinite(rawHigh) && rawHigh > 0 && rawHigh >= low ? rawHigh : null;
  const clamp = (value: number) => Math.max(low, high === null ? value : Math.min(high, value));
  return {
    kind: 'bounded',
    minPercent: clamp(restriction.minPercent),
    maxPercent: restriction.maxPercent === null ? high : clamp(restriction.maxPercent),
  };
}
