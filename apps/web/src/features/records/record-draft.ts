/**
 * Unsaved work kept in the browser (never lose entered data): while a diet or a prediction on
 * screen has changes, it is written to local storage as a saved-record draft (`dieta_rascunho`,
 * `predicao_rascunho`), so a closed tab, a reload or a crash can give it back. Removed when the record is
 * saved, the screen is cleared or the user declines to restore it; cleared at logout with the account's
 * local data. Choices: docs/decisions/saved-diets.md.
 */
import type { TDietRecord } from '@cocho/contracts';
import type { z } from 'zod';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { loadRecordChecks } from './record-checks-loader';

export const DIET_DRAFT_KEY = STORAGE_KEYS.dietDraft;
export const PREDICTION_DRAFT_KEY = STORAGE_KEYS.predictionDraft;
export const REQUIREMENTS_DRAFT_KEY = STORAGE_KEYS.requirementsDraft;
export const MIX_DRAFT_KEY = STORAGE_KEYS.mixDraft;
/** The drafts kept in the browser, one per kind of record. */
export type RecordDraftKey =
  typeof DIET_DRAFT_KEY | typeof PREDICTION_DRAFT_KEY | typeof REQUIREMENTS_DRAFT_KEY | typeof MIX_DRAFT_KEY;

/** A draft, checked with record-checks.ts's ZRecordDraft when read. */
export type RecordDraft = {
  /** When the draft was written, ms since epoch. */
  savedAt: number;
  /** The wizard step shown (0 animal … 3 restrictions); 0 for a prediction. */
  step: number;
  /** The saved record the changes apply to, if it was saved before. */
  savedId: number | null;
  dieta: TDietRecord;
};

/** The value kept under `key` read with `schema`; a missing or unreadable value counts as none (null). */
export function readStored<T>(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  schema: z.ZodType<T>,
): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether the browser holds a draft under `key` (read or not): without one there is nothing to offer. */
export function hasRecordDraft(storage: Pick<Storage, 'getItem'>, key: RecordDraftKey): boolean {
  return storage.getItem(key) !== null;
}

/**
 * The draft kept under `key`; an unreadable value counts as none. Asynchronous: the draft's check (the
 * contracts' diet record schema) loads on first use (record-checks.ts), and only when there is a draft to
 * check, so a screen opened without one does not load the contracts' schemas (zod) at its start
 * (docs/decisions/first-screen-budget.md).
 */
export async function readRecordDraft(
  storage: Pick<Storage, 'getItem'>,
  key: RecordDraftKey,
): Promise<RecordDraft | null> {
  if (!hasRecordDraft(storage, key)) return null;
  const { ZRecordDraft } = await loadRecordChecks();
  return readStored(storage, key, ZRecordDraft);
}

/** Keeps the draft; a full storage only loses the safety copy (the screen still has everything). */
export function writeRecordDraft(
  storage: Pick<Storage, 'setItem'>,
  key: RecordDraftKey,
  draft: RecordDraft,
): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing else to do: the data is still on screen.
  }
}

export function removeRecordDraft(storage: Pick<Storage, 'removeItem'>, key: RecordDraftKey): void {
  storage.removeItem(key);
}

/** The draft of a record as the screen has it now. */
export function toRecordDraft(
  dieta: TDietRecord,
  step: number,
  savedId: number | null,
  savedAt: number,
): RecordDraft {
  return { savedAt, step: Math.min(3, Math.max(0, Math.round(step))), savedId, dieta };
}

/** Quiet time after the last edit before a draft is written, ms. */
export const DRAFT_WRITE_DELAY_MS = 500;
