/**
 * Locale number parsing (spec 01 §5, spec 02 §5 and §9): Portuguese and Spanish use a dot for thousands
 * and a comma for decimals; English the reverse. Money strips R$ or U$ (and $); percent strips %.
 * Pure: the language is always passed in.
 */

/** Interface language; index 0, 1, 2 in the spec (spec 01 §1). */
export type Language = 'pt' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];
/** Language index of the spec: 0 Portuguese, 1 English, 2 Spanish. */
export const LANGUAGE_INDEX: Readonly<Record<Language, 0 | 1 | 2>> = { pt: 0, en: 1, es: 2 };

/** Decimal and thousands separators of a language. */
export function separatorsOf(language: Language): { decimal: string; thousands: string } {
  return language === 'en' ? { decimal: '.', thousands: ',' } : { decimal: ',', thousands: '.' };
}

const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Parses a number typed in `language`. Thousands separators are dropped and the decimal separator becomes
 * a point. A value with only the other language's decimal separator (e.g. "2.5" in Portuguese, with one
 * to two decimals after a single dot) is not guessed at: it is read with the language's rules, so
 * "2.5" in Portuguese is 25. Returns null for empty or non-numeric text.
 */
export function parseLocaleNumber(
  text: string | number | null | undefined,
  language: Language,
): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const { decimal, thousands } = separatorsOf(language);
  const trimmed = text.replace(/\s/g, '');
  if (trimmed === '') return null;
  const normalised = trimmed.split(thousands).join('').replace(decimal, '.');
  if (!PLAIN_NUMBER.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Parses money: strips R$, U$ or $ (and spaces), then parses by language (spec 01 §5). */
export function parseMoney(text: string | number | null | undefined, language: Language): number | null {
  if (typeof text !== 'string') return parseLocaleNumber(text, language);
  return parseLocaleNumber(text.replace(/R\$|U\$|\$/g, ''), language);
}

/** Parses a percentage: strips % then parses by language (spec 01 §5). */
export function parsePercent(text: string | number | null | undefined, language: Language): number | null {
  if (typeof text !== 'string') return parseLocaleNumber(text, language);
  return parseLocaleNumber(text.replace(/%/g, ''), language);
}

/** Parses a form number: by language first, then with the money rules as a fallback (spec 02 §5). */
export function parseFormNumber(text: string | number | null | undefined, language: Language): number | null {
  return parseLocaleNumber(text, language) ?? parseMoney(text, language);
}
