/**
 * The wizard's unsaved work kept in the browser (issue 6: never lose entered data): while the diet on
 * screen has changes, it is written to local storage `dieta_rascunho` as a saved-diet record, so a closed
 * tab, a reload or a crash can give it back. Removed when the diet is saved, the screen is cleared or the
 * user declines to restore it; cleared at logout with the account's local data.
 * Choices: docs/decisions/saved-diets.md.
 */
import { ZDietRecord } from '@cocho/contracts';
import type { TDietRecord } from '@cocho/contracts';
import { z } from 'zod';

export const DIET_DRAFT_KEY = 'dieta_rascunho';

const ZDietDraft = z.object({
  /** When the draft was written, ms since epoch. */
  savedAt: z.number().int().min(0),
  /** The wizard step shown (0 animal … 3 restrictions). */
  step: z.number().int().min(0).max(3),
  /** The saved diet the changes apply to, if it was saved before. */
  savedId: z.number().int().positive().nullable(),
  dieta: ZDietRecord,
});
export type DietDraft = z.infer<typeof ZDietDraft>;

/** The draft kept in this browser; an unreadable value counts as none. */
export function readDietDraft(storage: Pick<Storage, 'getItem'>): DietDraft | null {
  const text = storage.getItem(DIET_DRAFT_KEY);
  if (text === null) return null;
  try {
    const parsed = ZDietDraft.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; a full storage only loses the safety copy (the screen still has everything). */
export function writeDietDraft(storage: Pick<Storage, 'setItem'>, draft: DietDraft): void {
  try {
    storage.setItem(DIET_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Nothing else to do: the data is still on screen.
  }
}

export function removeDietDraft(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(DIET_DRAFT_KEY);
}

/** The draft of a record as the wizard has it now. */
export function toDietDraft(
  dieta: TDietRecord,
  step: number,
  savedId: number | null,
  savedAt: number,
): DietDraft {
  return { savedAt, step: Math.min(3, Math.max(0, Math.round(step))), savedId, dieta };
}
