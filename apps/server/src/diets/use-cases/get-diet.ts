import type { TDietMode, TDietRecord } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { readDietRecord } from '../diet-record';
import { getOwnedDietRow } from '../owned-diet-row';

/** dieta/get: one of the caller's records, to reopen it. */
export async function getDiet(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
): Promise<{ id: number; modo: TDietMode; dieta: TDietRecord }> {
  const row = await getOwnedDietRow(db, user, id);
  return { id: row.id, modo: row.modo === 'PD' ? 'PD' : 'FD', dieta: readDietRecord(row) };
}
