/**
 * The saved records' checks: the contracts' schemas of a diet record (with zod), loaded on first use through
 * `loadRecordChecks` (record-checks-loader.ts): a draft's offer on opening a screen, the first save. The screens
 * that import the records' helpers statically then bring neither the contracts' schemas nor zod to their first
 * paint (docs/decisions/first-screen-budget.md).
 */
import { ZDietRecord } from '@cocho/contracts';
import { z } from 'zod';
import type { RecordDraft } from './record-draft';

export { ZSavableDietRecord } from '@cocho/contracts';
export { storeRecordLocally } from './local-records';

/** A draft as record-draft.ts keeps it. */
export const ZRecordDraft: z.ZodType<RecordDraft> = z.object({
  /** When the draft was written, ms since epoch. */
  savedAt: z.number().int().min(0),
  /** The wizard step shown (0 animal … 3 restrictions); 0 for a prediction. */
  step: z.number().int().min(0).max(3),
  /** The saved record the changes apply to, if it was saved before. */
  savedId: z.number().int().positive().nullable(),
  dieta: ZDietRecord,
});
