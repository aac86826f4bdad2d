/**
 * Reads a user's feed form (docs/product/calculation.md#validation: comma decimals normalised to points for user-feed nutrients; feed
 * name required) with the catalogue's limits and derivations, so a user feed gets the same units, computed
 * values and flags as a catalogue row. Problems come back as field errors (`nutrientes.PB`, `custo`).
 */
import type { TFieldError, TUserFeedInput } from '@cocho/contracts';
import { canonicalNutrientKey, NUTRIENT_KEYS } from '@cocho/engine';
import { appError } from '../errors';
import { convertCatalogueRecord, PRODUCT_PROFILE } from './catalogue-rows';
import type { CatalogueRow } from './catalogue-rows';

const NUTRIENT_KEY_SET = new Set<string>(NUTRIENT_KEYS);

/**
 * A typed number as text with a point decimal: "12,5" → "12.5"; with both separators the last one is the
 * decimal separator ("1.234,5" → "1234.5", "1,234.5" → "1234.5"). Anything else is left for the
 * converter to reject.
 */
export function normaliseDecimalText(text: string): string {
  const trimmed = text.trim().replace(/\s/g, '');
  const lastComma = trimmed.lastIndexOf(',');
  const lastDot = trimmed.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    return lastComma > lastDot ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed.replace(/,/g, '');
  }
  return lastComma >= 0 ? trimmed.replace(',', '.') : trimmed;
}

/** Reads a cost: strips R$, U$ and $; "R$0,00" and "U$0.00" count as none (docs/product/calculation.md#validation). */
export function readCost(
  value: number | string | null | undefined,
): { ok: true; value: number | null } | { ok: false; code: string } {
  if (value === null || value === undefined) return { ok: true, value: null };
  const text =
    typeof value === 'number' ? String(value) : normaliseDecimalText(value.replace(/R\$|U\$|\$/g, ''));
  if (text === '') return { ok: true, value: null };
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, code: 'NOT_A_NUMBER' };
  const cost = Number(text);
  if (cost < 0) return { ok: false, code: 'NEGATIVE_VALUE' };
  return { ok: true, value: cost === 0 ? null : cost };
}

export type UserFeedReading = { readonly row: CatalogueRow; readonly cost: number | null };

/** Converts the form to a catalogue-like row, or lists every field problem. */
export function readUserFeedInput(
  input: TUserFeedInput,
): { ok: true; value: UserFeedReading } | { ok: false; fields: TFieldError[] } {
  const fields: TFieldError[] = [];
  const record: Record<string, string> = {
    source_id: 'user',
    name_pt: input.name,
    name_en: input.name_en ?? '',
    name_es: input.name_es ?? '',
    name_sci: input.name_sci ?? '',
    tipo: String(input.tipo),
    source: 'user',
  };
  for (const [rawKey, rawValue] of Object.entries(input.nutrientes)) {
    const key = canonicalNutrientKey(rawKey);
    if (!NUTRIENT_KEY_SET.has(key)) {
      fields.push({ field: `nutrientes.${rawKey}`, code: 'UNKNOWN_NUTRIENT' });
      continue;
    }
    if (rawValue === null) continue;
    record[key] = typeof rawValue === 'number' ? String(rawValue) : normaliseDecimalText(rawValue);
  }
  const cost = readCost(input.custo);
  if (!cost.ok) fields.push({ field: 'custo', code: cost.code });

  const converted = convertCatalogueRecord(record, 1, PRODUCT_PROFILE);
  if (!converted.ok) {
    for (const problem of converted.problems) {
      const column = problem.column ?? '';
      const field = NUTRIENT_KEY_SET.has(column)
        ? `nutrientes.${column}`
        : column === 'name_pt'
          ? 'name'
          : column;
      fields.push({ field, code: problem.code });
    }
  }
  if (fields.length > 0 || !converted.ok || !cost.ok) return { ok: false, fields };
  return { ok: true, value: { row: converted.value, cost: cost.value } };
}

/** `readUserFeedInput`, with the problems thrown as VALIDATION_FAILED. */
export function readUserFeedOrThrow(input: TUserFeedInput): UserFeedReading {
  const reading = readUserFeedInput(input);
  if (!reading.ok) throw appError('VALIDATION_FAILED', reading.fields);
  return reading.value;
}
