import type { TDietSummary } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { readDietRecord } from '../diet-record';
import { getOwnedDietRow } from '../owned-diet-row';
import { requireActiveDietSlot } from './require-active-slot';
import { writeDietCycle } from './write-diet-cycle';

/**
 * dieta/reabrir (docs/product/shell.md#states "finished … can be reopened"): a finished diet of the caller is active again,
 * its real end cleared. It takes an active slot (require-active-slot.ts); `id` NOT_FINISHED otherwise.
 */
export async function reopenDiet(
  db: Kysely<Database>,
  user: SignedInUser,
  id: number,
  now: Date,
  freeMax: number,
): Promise<{ dieta: TDietSummary }> {
  // One transaction: the slot is counted and taken with the user's row held (require-active-slot.ts).
  return db.transaction().execute(async (trx) => {
    const row = await getOwnedDietRow(trx, user, id);
    const cycle = row.modo === 'FD' ? readDietRecord(row).ciclo : null;
    if (cycle === null || cycle.situacao !== 'finalizada')
      throw appError('VALIDATION_FAILED', [{ field: 'id', code: 'NOT_FINISHED' }]);
    await requireActiveDietSlot(trx, user, row.id, freeMax);
    return { dieta: await writeDietCycle(trx, row, { ...cycle, situacao: 'ativa', fim_real: null }, now) };
  });
}
