/**
 * The one reading of a number a person typed (docs/decisions/typed-numbers.md). The user's language decides
 * the convention (pt and es: "." groups thousands and "," is the decimal; en the reverse). Text that also
 * reads as a number in the other convention is accepted only when both readings agree or the user's own
 * convention cannot read it ("2.5" in Portuguese is 2.5: no thousands group has one digit); when both
 * conventions read it as different numbers ("1.800" in Portuguese: 1800 or 1.8) the answer is `ambiguous`
 * with both readings, so the screen asks. Nothing is dropped or changed silently: a minus sign where
 * negatives make no sense, a letter, or a misplaced separator make the text `invalid` with the reason.
 * Pure: the language is always passed in.
 */
import type { Language } from './parse-number';

/** What a typed text holds. `readings` of an ambiguous text: the user's convention first. */
export type LocaleNumberReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'number'; readonly value: number }
  | {
      readonly kind: 'ambiguous';
      readonly readings: readonly [number, number];
    }
  | { readonly kind: 'invalid'; readonly reason: LocaleNumberInvalidReason };

/**
 * notANumber: letters or symbols ("3a20"); wrongSeparator: digits and separators in no convention's order
 * ("1.2.3,4,5"); negative: a minus sign in a field that takes no negatives.
 */
export type LocaleNumberInvalidReason = 'notANumber' | 'wrongSeparator' | 'negative';

/** How a field's text is read: money strips a currency sign, a percentage its % sign. */
export type LocaleNumberOptions = {
  readonly isMoney?: boolean;
  readonly isPercent?: boolean;
  /** Whether "-5" is a number here (default false: weights, prices and amounts are never negative). */
  readonly allowNegative?: boolean;
};

/** Currency signs of the product's markets, stripped from money (R$, US$, U$, Gs., ₲, $U, Bs., $). */
const CURRENCY_SIGNS = /R\$|US\$|U\$|\$U|Gs\.?|₲|Bs\.?|\$/gi;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A number in one convention: digits, optionally grouped in threes by the thousands separator (the first
 * group 1–3 digits, not starting with 0), then optionally the decimal separator and digits.
 */
function conventionPattern(decimal: string, thousands: string): RegExp {
  const d = escapeRegExp(decimal);
  const t = escapeRegExp(thousands);
  return new RegExp(`^(\\d+|[1-9]\\d{0,2}(${t}\\d{3})+)?(${d}\\d*)?$`);
}

const CONVENTIONS = {
  commaDecimal: { pattern: conventionPattern(',', '.'), decimal: ',', thousands: '.' },
  pointDecimal: { pattern: conventionPattern('.', ','), decimal: '.', thousands: ',' },
} as const;
type Convention = (typeof CONVENTIONS)[keyof typeof CONVENTIONS];

function readIn(unsigned: string, convention: Convention): number | null {
  if (!/\d/.test(unsigned) || !convention.pattern.test(unsigned)) return null;
  const plain = unsigned.split(convention.thousands).join('').replace(convention.decimal, '.');
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** Reads `text` typed by a user whose interface is in `language`. */
export function readLocaleNumber(
  text: string,
  language: Language,
  { isMoney = false, isPercent = false, allowNegative = false }: LocaleNumberOptions = {},
): LocaleNumberReading {
  let bare = text.replace(/[\s\u00a0\u202f]/g, '');
  if (isMoney) bare = bare.replace(CURRENCY_SIGNS, '');
  if (isPercent) bare = bare.replace(/%/g, '');
  if (bare === '') return { kind: 'empty' };
  const sign = bare[0] === '-' || bare[0] === '+' || bare[0] === '−' ? bare[0] : '';
  const unsigned = bare.slice(sign.length);
  if (!/^[\d.,]+$/.test(unsigned) || !/\d/.test(unsigned)) return { kind: 'invalid', reason: 'notANumber' };
  const isNegative = sign === '-' || sign === '−';
  const own = language === 'en' ? CONVENTIONS.pointDecimal : CONVENTIONS.commaDecimal;
  const other = own === CONVENTIONS.commaDecimal ? CONVENTIONS.pointDecimal : CONVENTIONS.commaDecimal;
  const ownValue = readIn(unsigned, own);
  const otherValue = readIn(unsigned, other);
  const signed = (value: number) => (isNegative ? -value : value);
  let reading: LocaleNumberReading;
  if (ownValue !== null && otherValue !== null && ownValue !== otherValue) {
    reading = { kind: 'ambiguous', readings: [signed(ownValue), signed(otherValue)] };
  } else if (ownValue !== null) {
    reading = { kind: 'number', value: signed(ownValue) };
  } else if (otherValue !== null) {
    reading = { kind: 'number', value: signed(otherValue) };
  } else {
    return { kind: 'invalid', reason: 'wrongSeparator' };
  }
  if (isNegative && !allowNegative && !(reading.kind === 'number' && reading.value === 0)) {
    return { kind: 'invalid', reason: 'negative' };
  }
  return reading;
}

/** The number of a reading, or null when it is empty, ambiguous or invalid. */
export function localeNumberValue(reading: LocaleNumberReading): number | null {
  return reading.kind === 'number' ? reading.value : null;
}
