/**
 * Notices to one user about a decision made about them (docs/decisions/notifications.md): a premium
 * request granted or refused, a sent feed approved or rejected, a sponsorship accepted or declined, an
 * invitation, link or contact answered. The bell words them from `evento` and `params` (JSON text) in the
 * reader's language; `read_at` is null until the user opens the entry.
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('user_notices'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('evento', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('user_notices_user_created_idx')
    .on('user_notices')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_notices').execute();
}
