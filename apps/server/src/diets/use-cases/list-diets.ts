import type { TDietMode } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { findDietPage } from '../list-page';
import type { DietPage, ListPaging } from '../list-page';

export type ListDietsInput = ListPaging & {
  id_cliente?: number | null | undefined;
  incluirOcultas?: boolean | undefined;
};

/**
 * dieta/minhasDietas and dieta/minhasPredicoes: one page of the caller's own records of one kind, most
 * recently updated first; `proximo` asks for the next.
 */
export async function listDiets(
  db: Kysely<Database>,
  user: Pick<UserRecord, 'id'>,
  modo: TDietMode,
  input: ListDietsInput,
  now: Date,
): Promise<DietPage> {
  return findDietPage(
    db,
    { userId: user.id, modo, idCliente: input.id_cliente, includeHidden: input.incluirOcultas === true },
    input,
    now,
  );
}
