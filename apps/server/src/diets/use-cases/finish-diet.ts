import { ZDietCycle } from '@cocho/contracts';
import type { TDietSummary } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError, toFieldErrors } from '../../errors';
import { readDietRecord } from '../diet-record';
import { getOwnedDietRow } from '../owned-diet-row';
import { writeDietCycle } from './write-diet-cycle';

export type FinishDietInput = {
  id: number;
  fim_real: string;
  peso_abate: number | null;
  gmd_real: number | null;
  gmd_observado: number | null;
};

/**
 * dieta/finalizar (docs/product/shell.md#diet-state, docs/product/shell.md#validation): an active diet of the caller becomes finished with its real end
 * date plus the slaughter weight or an average daily gain (ZDietCycle's finishing rule: field errors
 * REAL_END_REQUIRED, END_BEFORE_START, WEIGHT_OR_GAIN_REQUIRED). Only an active diet can be finished
 * (`id` NOT_ACTIVE otherwise). Ownership only: a lapsed premium may still close a cycle.
 */
export async function finishDiet(
  db: Kysely<Database>,
  user: SignedInUser,
  input: FinishDietInput,
  now: Date,
): Promise<{ dieta: TDietSummary }> {
  const row = await getOwnedDietRow(db, user, input.id);
  const cycle = row.modo === 'FD' ? readDietRecord(row).ciclo : null;
  if (cycle === null || cycle.situacao !== 'ativa')
    throw appError('VALIDATION_FAILED', [{ field: 'id', code: 'NOT_ACTIVE' }]);
  const finished = ZDietCycle.safeParse({
    ...cycle,
    situacao: 'finalizada',
    fim_real: input.fim_real,
    peso_abate: input.peso_abate,
    gmd_real: input.gmd_real,
    gmd_observado: input.gmd_observado,
  });
  if (!finished.success) throw appError('VALIDATION_FAILED', toFieldErrors(finished.error.issues));
  return { dieta: await writeDietCycle(db, row, finished.data, now) };
}
