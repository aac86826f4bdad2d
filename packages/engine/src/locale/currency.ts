/**
 * Currencies of a diet's prices: Brazil and its neighbours plus the US dollar. Amounts are
 * never converted between currencies; the currency says how money is shown and which plausible price range
 * applies (docs/decisions/currencies-and-purchase-units.md).
 */

/** ISO 4217 codes: Brazilian real, Paraguayan guaraní, Argentine, Uruguayan peso, boliviano, US dollar. */
export const CURRENCIES = ['BRL', 'PYG', 'ARS', 'UYU', 'BOB', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A diet saved without a currency is in reais (the app's prices before currencies existed). */
export const DEFAULT_CURRENCY: Currency = 'BRL';

/** Decimals of each currency's minor unit (ISO 4217: the guaraní has none). */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<Currency, number>> = {
  BRL: 2,
  PYG: 0,
  ARS: 2,
  UYU: 2,
  BOB: 2,
  USD: 2,
};

/** Whether `value` is one of the currencies. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
