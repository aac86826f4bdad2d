/**
 * Secrets the server generates for itself when the configuration gives none (docs/decisions/request-signing.md):
 * one row per purpose, written once by the first instance that needs it, so restarts and every instance
 * on the same database agree. Today: `request_signing` (REQUEST_SIGNING_SECRET unset).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
