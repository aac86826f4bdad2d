import { localeNumberValue, readLocaleNumber } from './read-locale-number';

/**
 * Locale number parsing (docs/product/shell.md#validation, docs/product/calculation.md#validation and docs/product/calculation.md#constants): Portuguese and Spanish use a dot for thousands
 * and a comma for decimals; English the reverse. Money strips R$ or U$ (and $); percent strips %.
 * Pure: the language is always passed in.
 */

/** Interface language; index 0, 1, 2 in the product (docs/product/shell.md#audience). */
export type Language = 'pt' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];
/** Language index of the product: 0 Portuguese, 1 English, 2 Spanish. */
export const LANGUAGE_INDEX: Readonly<Record<Language, 0 | 1 | 2>> = { pt: 0, en: 1, es: 2 };

/** Decimal and thousands separators of a language. */
export function separatorsOf(language: Language): { decimal: string; thousands: string } {
  return language === 'en' ? { decimal: '.', thousands: ',' } : { decimal: ',', thousands: '.' };
}

/**
 * Parses a number typed in `language` through the one reader (`readLocaleNumber`): the number when the text
 * reads as exactly one number (in the language's convention, or in the other one where only it can read
 * the text: "2.5" in Portuguese is 2.5), null for empty, unreadable or ambiguous text ("1.800" in
 * Portuguese, which could be 1800 or 1.8: the screens ask; here it is never guessed). Negatives are read.
 */
export function parseLocaleNumber(
  text: string | number | null | undefined,
  language: Language,
): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  return localeNumberValue(readLocaleNumber(text, language, { allowNegative: true }));
}

/** Parses money: strips R$, U$ or $ (and spaces), then parses by language (docs/product/shell.md#validation). */
export function parseMoney(text: string | number | null | undefined, language: Language): number | null {
  if (typeof text !== 'string') return parseLocaleNumber(text, language);
  return localeNumberValue(readLocaleNumber(text, language, { isMoney: true, allowNegative: true }));
}

/** Parses a percentage: strips % then parses by language (docs/product/shell.md#validation). */
export function parsePercent(text: string | number | null | undefined, language: Language): number | null {
  if (typeof text !== 'string') return parseLocaleNumber(text, language);
  return localeNumberValue(readLocaleNumber(text, language, { isPercent: true, allowNegative: true }));
}

/** Parses a form number: by language first, then with the money rules as a fallback (docs/product/calculation.md#validation). */
export function parseFormNumber(text: string | number | null | undefined, language: Language): number | null {
  return parseLocaleNumber(text, language) ?? parseMoney(text, language);
}
