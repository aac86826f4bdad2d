import { toDietMode } from '@cocho/contracts';
import type { TDietMode, TDietRecord } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { readDietRecord } from '../diet-record';
import { getReadableDietRow } from '../../sharing/record-access';

/**
 * dieta/get: one of the caller's records, or one shared with them to read, to reopen it; `updated_at` is the
 * stored version, which an offline edit compares before it overwrites (docs/decisions/offline-sync.md).
 */
export async function getDiet(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
): Promise<{ id: number; modo: TDietMode; dieta: TDietRecord; updated_at: string }> {
  const row = await getReadableDietRow(db, user, id);
  return {
    id: row.id,
    modo: toDietMode(row.modo),
    dieta: readDietRecord(row),
    updated_at: row.updated_at,
  };
}
