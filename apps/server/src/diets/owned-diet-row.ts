import type { Kysely } from 'kysely';
import { isAdministratorRecord } from '../auth/roles';
import type { Database } from '../db/schema';
import { appError } from '../errors';
import type { UserRecord } from '../users/repository';
import { getDietRowById } from './repository';
import type { DietRow } from './repository';

/**
 * A record of the user (or any, for an administrator); NOT_FOUND otherwise, the same answer as for a
 * missing record, so someone else's record's existence is not told.
 */
export async function getOwnedDietRow(db: Kysely<Database>, user: UserRecord, id: number): Promise<DietRow> {
  const row = await getDietRowById(db, id);
  if (!row || (row.user_id !== user.id && !isAdministratorRecord(user))) throw appError('NOT_FOUND');
  return row;
}
