/**
 * Holds one row until the transaction ends, so a check-then-write (a limit, a counter) cannot race.
 * PostgreSQL: SELECT … FOR UPDATE. SQLite runs one write transaction at a time already, so nothing is needed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isPostgres } from './dialect-of';

export async function lockUserRow(db: Kysely<Database>, userId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
