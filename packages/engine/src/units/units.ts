/**
 * Units and conversions. Every conversion in the engine lives here (docs/conventions.md#units).
 * Sources: docs/product/calculation.md#units-and-parsing and docs/product/shell.md#constants "Business constants".
 */

/** Kilograms. */
export type Kg = number & { readonly __brand: 'Kg' };
/** Mass unit a user may price or dose a feed in. */
export type MassUnit = 'kg' | 'g' | 'mg';

/** Factor that converts one unit of `MassUnit` to kg (docs/product/calculation.md#constants: kg 1, g 0.001, mg 0.000001). */
export const KG_PER_UNIT: Readonly<Record<MassUnit, number>> = { kg: 1, g: 0.001, mg: 0.000001 };

/** One arroba, the Brazilian carcass-price unit, in kg (docs/product/shell.md#constants). */
export const KG_PER_ARROBA = 15;
/** Days per month used for monthly costs and interest (docs/product/shell.md#constants). */
export const DAYS_PER_MONTH = 30.42;
/** Days per year (docs/product/shell.md#constants). */
export const DAYS_PER_YEAR = 365;

/** Converts an amount in `unit` to kg. */
export function toKg(amount: number, unit: MassUnit): Kg {
  return (amount * KG_PER_UNIT[unit]) as Kg;
}

/** Converts kg to an amount in `unit` (a saved prediction stores the inverse factor: 1, 1000, 1 000 000). */
export function fromKg(amountKg: number, unit: MassUnit): number {
  return amountKg / KG_PER_UNIT[unit];
}

/** Converts a price per `unit` to a price per kg. */
export function pricePerKg(price: number, unit: MassUnit): number {
  return price / KG_PER_UNIT[unit];
}

/** Converts a concentration in % of dry matter to g/kg of dry matter (docs/product/calculation.md#validation: g/kg = %DM × 10). */
export function percentDmToGPerKg(percentDm: number): number {
  return percentDm * 10;
}

/** Converts g/kg of dry matter to % of dry matter. */
export function gPerKgToPercentDm(gPerKg: number): number {
  return gPerKg / 10;
}

/** Converts kg to arrobas. */
export function kgToArroba(kg: number): number {
  return kg / KG_PER_ARROBA;
}

/** Converts arrobas to kg. */
export function arrobaToKg(arroba: number): number {
  return arroba * KG_PER_ARROBA;
}

/**
 * Picks the display unit for a mass: values under 1 kg are shown in g, and under 1 g in mg (docs/product/calculation.md#constants).
 */
export function chooseDisplayUnit(amountKg: number): MassUnit {
  const magnitude = Math.abs(amountKg);
  if (magnitude === 0 || magnitude >= 1) return 'kg';
  if (magnitude >= 0.001) return 'g';
  return 'mg';
}
