/**
 * Display formats per interface language (docs/product/shell.md#audience), built on Intl with an explicit locale. Portuguese:
 * R$, decimal comma, thousands dot, DD/MM/YYYY with 24-hour time; English: $, decimal point, thousands
 * comma, MM/DD/YYYY with 12-hour time; Spanish follows the Portuguese number convention with the $ sign
 * (docs/product/calculation.md#constants). Parsing typed
 * numbers lives in @cocho/engine (`parseLocaleNumber`, `parseMoney`, `parsePercent`, `parseFormNumber`).
 */
import { chooseDisplayUnit, CURRENCY_MINOR_DIGITS, fromKg } from '@cocho/engine';
import type { Currency, Language } from '@cocho/engine';

/**
 * Intl locale for numbers and money. Spanish uses pt-BR because the product gives Spanish the Portuguese number
 * convention, and Intl's es-ES leaves four-digit numbers ungrouped (1234,5 instead of 1.234,5).
 */
const NUMBER_LOCALE: Readonly<Record<Language, string>> = { pt: 'pt-BR', en: 'en-US', es: 'pt-BR' };
/** Intl locale for dates: all three give the day-month order the product uses with the options below. */
const DATE_LOCALE: Readonly<Record<Language, string>> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
/**
 * Currency sign per language (docs/product/calculation.md#constants "Currency R$ for Portuguese, $ otherwise"): R$ for pt, $ for en
 * and es. Spanish keeps the Portuguese number style (docs/product/shell.md#audience), so it reads `$ 1.234,50`. Only the sign:
 * amounts are in whatever currency the user types them.
 */
const CURRENCY_SIGN: Readonly<Record<Language, string>> = { pt: 'R$', en: '$', es: '$' };
/** The ISO code Intl formats with; its sign is then replaced by CURRENCY_SIGN (pt-BR writes US$). */
const CURRENCY: Readonly<Record<Language, string>> = { pt: 'BRL', en: 'USD', es: 'USD' };

/**
 * The sign of a chosen currency (docs/decisions/currencies-and-purchase-units.md): R$ real, Gs. guaraní (as
 * Paraguay writes it; the ₲ glyph is missing from the PDF font), $ the Argentine peso, $U the Uruguayan peso,
 * Bs boliviano, US$ dollar (never read as a peso). Fixed per currency, so a report reads the same in every
 * language.
 */
const CURRENCY_SIGN_OF: Readonly<Record<Currency, string>> = {
  BRL: 'R$',
  PYG: 'Gs.',
  ARS: '$',
  UYU: '$U',
  BOB: 'Bs',
  USD: 'US$',
};

/**
 * Decimals of an amount of `currency` asked with `decimals` for a two-decimal currency: the guaraní, with no
 * minor unit, shows two fewer (a diet cost 2, a price per kg 4 → 0 and 2).
 */
export function moneyDecimalsOf(decimals: number, currency: Currency | null | undefined): number {
  if (currency === null || currency === undefined) return decimals;
  return Math.max(0, decimals - 2 + CURRENCY_MINOR_DIGITS[currency]);
}

/** Intl locale tag used for numbers in `language`. */
export function numberLocaleOf(language: Language): string {
  return NUMBER_LOCALE[language];
}

/**
 * Number formatters by locale and options, made once: building an Intl.NumberFormat costs far more than
 * formatting with it, and a screen formats hundreds of numbers as it first draws
 * (docs/decisions/first-screen-budget.md).
 */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
function numberFormatOf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = NUMBER_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    NUMBER_FORMATS.set(key, format);
  }
  return format;
}

/** A number with exactly `decimals` decimals (default 2), grouped by thousands. */
export function formatNumber(value: number, language: Language, decimals = 2): string {
  return numberFormatOf(NUMBER_LOCALE[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * A mass per animal and day with its unit (docs/product/calculation.md#constants): kg from 1 kg up (exactly `decimals` decimals), g
 * under 1 kg and mg under 1 g (up to `decimals` decimals, trailing zeros dropped), so micro-ingredients
 * can be weighed: 0.03 kg → `30 g`, 0.0005 kg → `500 mg`, 12.5 kg → `12,50 kg` (pt).
 */
export function formatMass(
  kg: number,
  language: Language,
  decimals = 2,
  options: { readonly fixedDecimals?: boolean } = {},
): string {
  const unit = chooseDisplayUnit(kg);
  if (unit === 'kg') return `${formatNumber(kg, language, decimals)} kg`;
  const value = numberFormatOf(NUMBER_LOCALE[language], {
    // `fixedDecimals`: g and mg keep exactly `decimals` too (a table column that lines up: 835,20 g).
    minimumFractionDigits: options.fixedDecimals ? decimals : 0,
    maximumFractionDigits: decimals,
  }).format(fromKg(kg, unit));
  return `${value} ${unit}`;
}

/**
 * An amount in a column headed in kg: from 1 kg (and 0) the bare number with `decimals` decimals; under
 * 1 kg the amount in g or mg with its unit (`formatMass`), so a micro-ingredient reads `30 g`, not `0,03`.
 */
export function formatKgAmount(kg: number, language: Language, decimals = 2): string {
  return chooseDisplayUnit(kg) === 'kg'
    ? formatNumber(kg, language, decimals)
    : formatMass(kg, language, Math.max(decimals, 1));
}

/**
 * Money in the language's number format: with no `currency`, the language's sign (`R$ 1.234,50` pt,
 * `$1,234.50` en, `$ 1.234,50` es); with a diet's `currency`, that currency's sign and decimals
 * (`₲ 1.234.568` in pt and es, `US$1,234.50` in en).
 */
export function formatMoney(
  value: number,
  language: Language,
  decimals = 2,
  currency?: Currency | null,
): string {
  const digits = moneyDecimalsOf(decimals, currency);
  const sign = currency ? CURRENCY_SIGN_OF[currency] : CURRENCY_SIGN[language];
  return numberFormatOf(NUMBER_LOCALE[language], {
    style: 'currency',
    currency: CURRENCY[language],
    currencyDisplay: 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? sign : part.value))
    .join('');
}

/** The sign money is shown with: the currency's when given, else the language's (`R$` pt, `$` en, es). */
export function currencySymbolOf(language: Language, currency?: Currency | null): string {
  return currency ? CURRENCY_SIGN_OF[currency] : CURRENCY_SIGN[language];
}

/** A percentage given in percent units (12.5 → `12,5%` in pt, `12.5%` in en). */
export function formatPercent(percent: number, language: Language, decimals = 1): string {
  return numberFormatOf(NUMBER_LOCALE[language], {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(percent / 100);
}

type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A CNPJ as it is written (00.000.000/0000-00); anything but 14 digits is returned as given. */
export function formatCnpj(cnpj: string): string {
  const digits = cnpj.replace(/\D/g, '');
  if (digits.length !== 14) return cnpj;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/**
 * A calendar month given as YYYY-MM ("2026-11"), as the language names it: "nov. de 2026" (pt),
 * "Nov 2026" (en), "nov 2026" (es). Anything else is returned as given.
 */
export function formatMonth(month: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)));
}

/** A date: DD/MM/YYYY in pt and es, MM/DD/YYYY in en. `timeZone` defaults to the browser's. */
export function formatDate(value: DateInput, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(toDate(value));
}

/** A time: 24-hour HH:mm in pt and es, 12-hour h:mm AM/PM in en. */
export function formatTime(value: DateInput, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    hour: language === 'en' ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: language === 'en' ? 'h12' : 'h23',
    timeZone,
  }).format(toDate(value));
}

/** Date and time: `22/11/2026 15:04` (pt, es) or `11/22/2026 3:04 PM` (en). */
export function formatDateTime(value: DateInput, language: Language, timeZone?: string): string {
  return `${formatDate(value, language, timeZone)} ${formatTime(value, language, timeZone)}`;
}
