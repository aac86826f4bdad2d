/**
 * Small helpers that keep migrations dialect-neutral (docs/decisions/database-types.md): the only
 * dialect difference we allow is how an auto-incrementing integer primary key is declared.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { isSqlite } from './dialects/dialect-of';

export { isSqlite };

/** Adds `id` as an auto-incrementing integer primary key on either dialect. */
export function addIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity());
}
