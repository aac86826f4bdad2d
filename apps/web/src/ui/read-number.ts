/**
 * Reading a typed number, for every screen of the app (the tool screens /calcular-racao,
 * /formulacao-suplemento, /predicao-desempenho, the feed form) in the interface language (spec 01 §5, spec 02 §9: pt and es dot thousands and
 * comma decimal, en the reverse). The engine's `parseLocaleNumber` refuses a separator out of place
 * ("4.5" in Portuguese); this tells that case (`wrongSeparator`, so the screen can say which decimal
 * separator the language uses) from text that is no number at all.
 */
import { parseFormNumber, parseLocaleNumber, parseMoney, parsePercent, separatorsOf } from '@cocho/engine';
import type { Language, NumberKind } from '@cocho/engine';
import { formatNumber } from '../format/format';

export type TypedNumber =
  | { readonly kind: 'empty' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'invalid'; readonly reason: 'notANumber' | 'wrongSeparator' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads `text` typed in `language`; money also strips R$, U$ and $ (spec 01 §5). */
export function readTypedNumber(
  text: string,
  language: Language,
  { isMoney = false }: { readonly isMoney?: boolean } = {},
): TypedNumber {
  const bare = (isMoney ? text.replace(/R\$|U\$|\$/g, '') : text).replace(/\s/g, '');
  if (bare === '') return { kind: 'empty' };
  const { decimal, thousands } = separatorsOf(language);
  const d = escape(decimal);
  const t = escape(thousands);
  const wellFormed = new RegExp(`^[-+]?(\\d+|\\d{1,3}(${t}\\d{3})+)?(${d}\\d*)?$`);
  const hasDigit = /\d/.test(bare);
  if (!hasDigit || !wellFormed.test(bare)) {
    const looksNumeric = /^[-+]?[\d.,]+$/.test(bare) && hasDigit;
    return { kind: 'invalid', reason: looksNumeric ? 'wrongSeparator' : 'notANumber' };
  }
  const value = isMoney ? parseMoney(bare, language) : parseLocaleNumber(bare, language);
  return value === null ? { kind: 'invalid', reason: 'notANumber' } : { kind: 'number', value };
}

/** The number, or null for empty or unreadable text. */
export function typedNumberValue(typed: TypedNumber): number | null {
  return typed.kind === 'number' ? typed.value : null;
}

/**
 * Reads a number typed in any language (the feed form, spec 02 §5): "12,5" and "12.5" are 12.5; with both separators the last one is the decimal
 * ("1.234,5" → 1234.5). Null when the text is not a number.
 */
export function parseTypedNumber(text: string): number | null {
  let value = text.trim().replace(/\s/g, '');
  if (value === '') return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    value = lastComma > lastDot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  } else if (lastComma >= 0) {
    value = value.replace(',', '.');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value)) return null;
  return Number(value);
}

/**
 * A typed number re-written for another language (after a language switch), keeping its decimals; text
 * that does not read as a number in `from` is kept as typed.
 */
export function reformatNumberText(text: string, from: Language, to: Language, isMoney = false): string {
  if (from === to || text.trim() === '') return text;
  const typed = readTypedNumber(text, from, { isMoney });
  if (typed.kind !== 'number') return text;
  const value = typed.value;
  const decimals = Math.min(6, (String(value).split('.')[1] ?? '').length);
  return formatNumber(value, to, isMoney ? Math.max(2, decimals) : decimals);
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
  if (text.trim() === '') return null;
  const value =
    kind === 'money'
      ? parseMoney(text, language)
      : kind === 'percentage'
        ? parsePercent(text, language)
        : parseFormNumber(text, language);
  return value === null ? undefined : value;
}
