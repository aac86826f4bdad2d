import type { Kysely } from 'kysely';
import { requireOwner } from '../auth/roles';
import type { Database } from '../db/schema';
import { appError } from '../errors';
import type { UserRecord } from '../users/repository';
import { getDietRowById } from './repository';
import type { DietRow } from './repository';

/** A record of the user (or any, for an administrator): NOT_FOUND or FORBIDDEN otherwise. */
export async function getOwnedDietRow(db: Kysely<Database>, user: UserRecord, id: number): Promise<DietRow> {
  const row = await getDietRowById(db, id);
  if (!row) throw appError('NOT_FOUND');
  requireOwner(user, row.user_id);
  return row;
}
