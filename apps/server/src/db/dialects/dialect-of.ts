/** Which dialect a Kysely instance speaks. Dialect differences live only in db/dialects/ . */
import { PostgresAdapter, SqliteAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export function isSqlite<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
