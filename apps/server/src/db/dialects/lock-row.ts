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

/** Holds a company's row: changes to who manages it (the last manager stays) run one at a time. */
export async function lockCompanyRow(db: Kysely<Database>, companyId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
}
