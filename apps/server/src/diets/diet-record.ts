/**
 * A saved record's JSON text in and out: `checkDietRecord` checks what a client sends, once per save
 * (the input-safety walk, then contracts ZSavableDietRecord: the record plus the saving rules of docs/product/calculation.md#validation;
 * docs/decisions/one-pass-saves.md), `readDietRecord` reads what is stored (without validating it again).
 */
import { findUnsafeInput, ZSavableDietRecord } from '@cocho/contracts';
import type { TDietMode, TDietRecord, TFieldError } from '@cocho/contracts';
import { appError, toFieldErrors } from '../errors';
import type { DietRow } from './repository';

const invalid = (fields: TFieldError[]) => appError('VALIDATION_FAILED', fields);

/**
 * Parses and checks the record's JSON text; field paths start with `dieta.`. Plain data in and out, so it
 * also runs on a worker thread for large records (off-loop/check-tasks.ts).
 */
export function checkDietRecord(
  text: string,
  modo: TDietMode,
): { ok: true; record: TDietRecord } | { ok: false; fields: TFieldError[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, fields: [{ field: 'dieta', code: 'invalid_json' }] };
  }
  // The record's text passes the same walk as every body (nesting would overflow zod's stack).
  const unsafe = findUnsafeInput(json);
  if (unsafe)
    return { ok: false, fields: [{ field: ['dieta', ...unsafe.path].join('.'), code: unsafe.code }] };
  const parsed = ZSavableDietRecord[modo].safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      fields: toFieldErrors(parsed.error.issues).map((issue) => ({
        field: issue.field === '' ? 'dieta' : `dieta.${issue.field}`,
        code: issue.code,
      })),
    };
  }
  const record = parsed.data;
  const hiddenPrediction = modo === 'PD' && record.oculta;
  return { ok: true, record: hiddenPrediction ? { ...record, nome: '' } : record };
}

/** `checkDietRecord`, throwing VALIDATION_FAILED with the fields when the record is not valid. */
export function parseDietRecord(text: string, modo: TDietMode): TDietRecord {
  const checked = checkDietRecord(text, modo);
  if (!checked.ok) throw invalid(checked.fields);
  return checked.record;
}

/**
 * A stored record's JSON. Records are validated when they are saved (`parseDietRecord`), not again on
 * every read; the answer of dieta/get is still checked against ZDietRecord on its way
 * out. `id` and `user_id` come from the row, so the JSON need not be written twice on creation.
 */
export function readDietRecord(row: Pick<DietRow, 'id' | 'user_id' | 'dieta'>): TDietRecord {
  const record = JSON.parse(row.dieta) as TDietRecord;
  return { ...record, id: row.id, user_id: row.user_id };
}
