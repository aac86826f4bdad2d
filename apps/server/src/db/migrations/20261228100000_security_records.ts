/**
 * Records that make limits and credentials safe under concurrency and across instances
 * (docs/decisions/concurrency-and-cluster.md):
 * - `attempt_counters`: one row per limited thing (sign-in e-mail, …), incremented by a conditional UPDATE
 *   so concurrent attempts can never pass the limit;
 * - `session_login_codes`: one-time codes a signed-in app trades for a new session (token sign-in);
 * - `share_links`: public read-only links as records, listed and revoked, ending with the share they came from.
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('scope', 'varchar(32)', (col) => col.notNull())
    .addColumn('subject', 'varchar(400)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('window_ends', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('attempt_counters_pk', ['scope', 'subject'])
    .execute();

  await addIdColumn(db, db.schema.createTable('session_login_codes'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await addIdColumn(db, db.schema.createTable('share_links'))
    .addColumn('id_dieta', 'integer', (col) => col.notNull().references('diets.id').onDelete('cascade'))
    .addColumn('criado_por', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id_compartilhamento', 'integer', (col) =>
      col.references('diet_shares.id_compartilhamento').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('share_links_record_idx').on('share_links').columns(['id_dieta']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_links').execute();
  await db.schema.dropTable('session_login_codes').execute();
  await db.schema.dropTable('attempt_counters').execute();
}
