/**
 * Idempotency keys of diet and prediction saves (docs/decisions/one-pass-saves.md): one row per key a user
 * sent, with the record it saved, so the same save sent again (a retry, the offline outbox after a crash)
 * answers the first save's answer instead of creating a second record. The primary key makes two concurrent saves
 * with one key store one row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diet_save_keys')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('diet_id', 'integer', (col) => col.notNull().references('diets.id').onDelete('cascade'))
    /** SHA-256 (hex) of what was saved: the key sent again with another record is refused. */
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    /** The first save's answer (JSON text), answered again to the same save. */
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('diet_save_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('diet_save_keys_created_at')
    .on('diet_save_keys')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('diet_save_keys').execute();
}
