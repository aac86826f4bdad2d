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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Digits grouped by the language's rules: thousands separators only between groups of three. */
function groupingPattern(language: Language): RegExp {
  const { decimal, thousands } = separatorsOf(language);
  const d = escapeRegExp(decimal);
  const t = escapeRegExp(thousands);
  return new RegExp(`^[-+]?(\\d+|\\d{1,3}(${t}\\d{3})+)?(${d}\\d*)?$`);
}
const GROUPING: Readonly<Record<Language, RegExp>> = {
  pt: groupingPattern('pt'),
  en: groupingPattern('en'),
  es: groupingPattern('es'),
};

/**
 * Parses a number typed in `language`. Thousands separators count only between groups of three digits
 * ("1.234,5" in Portuguese); the decimal separator becomes a point. Anything else is not guessed at:
 * "2.5" in Portuguese (the other language's decimal) is null, never 25 — a number silently ten times
 * the one meant is worse than a field that says it cannot be read. Returns null for empty or non-numeric
 * text.
 */
export function parseLocaleNumber(
  text: string | number | null | undefined,
  language: Language,
): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const { decimal, thousands } = separatorsOf(language);
  const trimmed = text.replace(/\s/g, '');
  if (trimmed === '' || !GROUPING[language].test(trimmed)) return null;
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
