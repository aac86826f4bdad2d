/**
 * Idempotency keys of creates other than diet saves (consultancy clients, company records: docs/decisions/
 * one-pass-saves.md): one row per key a user sent, with the call and its first answer, so a create sent again
 * (a retry after a lost answer, a double click) answers the first answer instead of creating a second record.
 * The primary key makes two concurrent creates with one key store one row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('create_keys')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
    /** The call's name (e.g. `empresa/produtos/criar`). */
    .addColumn('call', 'varchar(80)', (col) => col.notNull())
    /** SHA-256 (hex) of the call and its request: the key sent again with another request is refused. */
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    /** The first create's answer (JSON text), answered again to the same request. */
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('create_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('create_keys_created_at')
    .on('create_keys')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('create_keys').execute();
}
