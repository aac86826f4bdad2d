/**
 * Runs `work` in a transaction: the caller's when `db` already is one (so a use case can take part in a
 * wider transaction, as db/create-once.ts does), else a new one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database> | Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
