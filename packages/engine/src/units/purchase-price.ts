/**
 * Purchase units of a feed price: feeds are bought per kg, per tonne, per 60 kg sack or
 * per arroba (15 kg), and priced on an as-fed or a dry-matter basis. The least-cost LP uses one price, per
 * kg as fed; a purchase price is converted to it once, here. Wire keys keep the Portuguese names of the
 * saved diet and the `cocho` CLI (`preco_compra`: `valor`, `unidade`, `base`).
 */
import { KG_PER_ARROBA } from './units';

/** Units a feed is bought in: kg, tonne (`t`), 60 kg sack (`saca60`), arroba (`arroba`, 15 kg). */
export const PURCHASE_UNITS = ['kg', 't', 'saca60', 'arroba'] as const;
export type PurchaseUnit = (typeof PURCHASE_UNITS)[number];

/**
 * kg per purchase unit. Tonne: 1000 kg (SI). Sack: the 60 kg bag in which Brazilian grain (corn, soybean)
 * is traded and quoted (CEPEA/ESALQ corn indicator, "R$/saca de 60 kg"). Arroba: 15 kg (docs/product/shell.md#constants).
 */
export const KG_PER_PURCHASE_UNIT: Readonly<Record<PurchaseUnit, number>> = {
  kg: 1,
  t: 1000,
  saca60: 60,
  arroba: KG_PER_ARROBA,
};

/** Basis of a price: `MN` as fed (matéria natural), `MS` dry matter (matéria seca). */
export const PRICE_BASES = ['MN', 'MS'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** A price as bought: `valor` per `unidade` on a `base`, in the diet's currency. */
export type PurchasePrice = {
  readonly valor: number;
  readonly unidade: PurchaseUnit;
  readonly base: PriceBasis;
};

/** Whether `value` is a purchase unit. */
export function isPurchaseUnit(value: unknown): value is PurchaseUnit {
  return typeof value === 'string' && (PURCHASE_UNITS as readonly string[]).includes(value);
}

/** Whether `value` is a price basis. */
export function isPriceBasis(value: unknown): value is PriceBasis {
  return typeof value === 'string' && (PRICE_BASES as readonly string[]).includes(value);
}

/**
 * The price per kg as fed of a purchase price. Per kg of the unit: valor / kg per unit. A dry-matter price
 * is per kg of DM; a kg as fed holds MS/100 kg of DM, so per kg as fed = per kg DM × MS / 100.
 * `dryMatterPercent` is the feed's MS, % as fed (0–100]. Returns null when the price is not a finite number
 * or is negative, or when a dry-matter price meets a feed without a positive dry matter.
 */
export function toPricePerKgAsFed(price: PurchasePrice, dryMatterPercent: number | null): number | null {
  if (!Number.isFinite(price.valor) || price.valor < 0) return null;
  const perKg = price.valor / KG_PER_PURCHASE_UNIT[price.unidade];
  if (price.base === 'MN') return perKg;
  if (dryMatterPercent === null || !(dryMatterPercent > 0) || dryMatterPercent > 100) return null;
  return (perKg * dryMatterPercent) / 100;
}

/**
 * The inverse of {@link toPricePerKgAsFed}: the price per `unidade` on `base` of a price per kg as fed.
 * Null when a dry-matter basis meets a feed without a positive dry matter.
 */
export function fromPricePerKgAsFed(
  pricePerKgAsFed: number,
  unidade: PurchaseUnit,
  base: PriceBasis,
  dryMatterPercent: number | null,
): number | null {
  const perUnitAsFed = pricePerKgAsFed * KG_PER_PURCHASE_UNIT[unidade];
  if (base === 'MN') return perUnitAsFed;
  if (dryMatterPercent === null || !(dryMatterPercent > 0) || dryMatterPercent > 100) return null;
  return (perUnitAsFed * 100) / dryMatterPercent;
}
