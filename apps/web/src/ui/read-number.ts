/**
 * Reading a typed number, for every screen of the app, in the interface language through the engine's one
 * reader (`readLocaleNumber`, docs/decisions/typed-numbers.md): pt and es dot thousands and comma decimal,
 * en the reverse; the other convention only where it alone reads the text; both readings when they differ,
 * so the field asks (ui/NumberField.tsx) instead of guessing.
 */
import { readLocaleNumber } from '@cocho/engine';
import type { Language, NumberKind } from '@cocho/engine';

/** A typed text read by the engine's one reader; `ambiguous` carries both readings (the field asks). */
export type TypedNumber =
  | { readonly kind: 'empty' }
  | { readonly kind: 'number'; readonly value: number }
  | {
      readonly kind: 'invalid';
      readonly reason: 'notANumber' | 'wrongSeparator' | 'ambiguous';
      readonly readings?: readonly [number, number];
    };

/**
 * Reads `text` typed in `language` (the engine's `readLocaleNumber`); money also strips a currency sign.
 * Negatives are read as numbers: each screen says where they are not allowed.
 */
export function readTypedNumber(
  text: string,
  language: Language,
  { isMoney = false }: { readonly isMoney?: boolean } = {},
): TypedNumber {
  const reading = readLocaleNumber(text, language, { isMoney, allowNegative: true });
  switch (reading.kind) {
    case 'empty':
    case 'number':
      return reading;
    case 'ambiguous':
      return { kind: 'invalid', reason: 'ambiguous', readings: reading.readings };
    case 'invalid':
      return {
        kind: 'invalid',
        reason: reading.reason === 'wrongSeparator' ? 'wrongSeparator' : 'notANumber',
      };
  }
}

/** The number, or null for empty or unreadable text. */
export function typedNumberValue(typed: TypedNumber): number | null {
  return typed.kind === 'number' ? typed.value : null;
}

/** The number of a text typed in `language`, or null when it is empty, unreadable or ambiguous. */
export function parseTypedNumber(text: string, language: Language): number | null {
  return typedNumberValue(readTypedNumber(text, language));
}

/**
 * A number written into a field so that the one reader reads back exactly it: no thousands grouping, the
 * language's decimal separator, `decimals` places at most with trailing zeros dropped down to
 * `minDecimals`. A fraction of exactly three digits after a whole part ("4,125") would also read as
 * thousands in the other convention, so it gets a fourth digit ("4,1250").
 */
export function toPlainNumberText(
  value: number | null,
  language: Language,
  decimals = 6,
  minDecimals = 0,
): string {
  if (value === null || !Number.isFinite(value)) return '';
  let [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  if (fraction.length === 3 && /[1-9]/.test(whole)) fraction += '0';
  if (whole === '-0' && !/[1-9]/.test(fraction)) whole = '0';
  return fraction === '' ? whole : `${whole}${language === 'en' ? '.' : ','}${fraction}`;
}

/**
 * A typed number re-written for another language (after a language switch), keeping its decimals; text
 * that does not read as exactly one number in `from` is kept as typed.
 */
export function reformatNumberText(text: string, from: Language, to: Language, isMoney = false): string {
  if (from === to || text.trim() === '') return text;
  const typed = readTypedNumber(text, from, { isMoney });
  return typed.kind === 'number' ? toPlainNumberText(typed.value, to, 6, isMoney ? 2 : 0) : text;
}

/**
 * Reads a field of the engine's field table typed in `language` by its kind (money strips the currency,
 * a percentage its sign): null when empty, undefined when it is not a number.
 */
export function readFieldNumber(
  text: string,
  kind: NumberKind,
  language: Language,
): number | null | undefined {
  const reading = readLocaleNumber(text, language, {
    isMoney: kind === 'money',
    isPercent: kind === 'percentage',
    allowNegative: true,
  });
  if (reading.kind === 'empty') return null;
  return reading.kind === 'number' ? reading.value : undefined;
}
