/**
 * Notifications (docs/product/shell.md#screens bell, docs/product/calculation.md#notification-records; docs/decisions/notifications.md): general
 * messages from administrators with their audience (everyone, one profile, or the listed users in
 * `notification_recipients`), and `notification_reads`, one read mark per user, kind and record (ref_id 0
 * for a kind read as a whole up to `read_at`, such as pending feeds and new users).
 */
import type { Kysely } from 'kysely';
import { isSqlite } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (col) =>
      isSqlite(db) ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('titulo', 'text', (col) => col.notNull())
    .addColumn('mensagem', 'text', (col) => col.notNull())
    .addColumn('destino_tipo', 'text', (col) => col.notNull())
    .addColumn('destino_perfil', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_created_idx')
    .on('notifications')
    .columns(['created_at'])
    .execute();
  await db.schema
    .createTable('notification_recipients')
    .addColumn('notification_id', 'integer', (col) =>
      col.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('notification_recipients_pk', ['notification_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('notification_recipients_user_idx')
    .on('notification_recipients')
    .columns(['user_id'])
    .execute();
  await db.schema
    .createTable('notification_reads')
    .addColumn('id', 'integer', (col) =>
      isSqlite(db) ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('read_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notification_reads_user_kind_ref_idx')
    .on('notification_reads')
    .columns(['user_id', 'tipo', 'ref_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_reads').execute();
  await db.schema.dropTable('notification_recipients').execute();
  await db.schema.dropTable('notifications').execute();
}
