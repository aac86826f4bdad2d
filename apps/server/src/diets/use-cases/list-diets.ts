import type { TDietMode, TDietSummary } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { toDietSummary } from '../diet-summary';
import { findDietRows } from '../repository';

export type ListDietsInput = { id_cliente?: number | null | undefined; incluirOcultas?: boolean | undefined };

/** dieta/minhasDietas and dieta/minhasPredicoes: the caller's own records of one kind. */
export async function listDiets(
  db: Kysely<Database>,
  user: UserRecord,
  modo: TDietMode,
  input: ListDietsInput,
  now: Date,
): Promise<TDietSummary[]> {
  const rows = await findDietRows(db, {
    userId: user.id,
    modo,
    idCliente: input.id_cliente,
    includeHidden: input.incluirOcultas === true,
  });
  return rows.map((row) => toDietSummary(row, now));
}
