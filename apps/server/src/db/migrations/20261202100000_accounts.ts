/**
 * Accounts (docs/product/shell.md#user, docs/product/shell.md#account-state, docs/product/shell.md#validation): the registration fields (phone, how the user found the
 * product, document, address), suspension, the temporary-password flag and the picture's file name on
 * `users`; e-mailed codes, the local e-mail outbox and profile pictures in their own tables.
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

/** Text columns added to `users` (all nullable). */
const USER_TEXT_COLUMNS = [
  'telefone',
  'como_conheceu',
  'numero_documento',
  'estado',
  'cidade',
  'logradouro',
  'numero',
  'bairro',
  'complemento',
  'referencia',
  'cep',
  'ddd',
  'ddi',
  'foto',
  'aceite_em',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema
    .alterTable('users')
    .addColumn('suspenso', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('senha_temporaria', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('pais', 'integer').execute();
  for (const column of USER_TEXT_COLUMNS) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('users_numero_documento_idx')
    .on('users')
    .column('numero_documento')
    .unique()
    .execute();

  await addIdColumn(db, db.schema.createTable('email_codes'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('finalidade', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('email_codes_email_idx')
    .on('email_codes')
    .columns(['email', 'created_at'])
    .execute();

  await addIdColumn(db, db.schema.createTable('email_outbox'))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('email_outbox_to_idx').on('email_outbox').column('to_address').execute();

  await addIdColumn(db, db.schema.createTable('user_photos'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('data_base64', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_photos').execute();
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.dropTable('email_codes').execute();
  await db.schema.dropIndex('users_numero_documento_idx').execute();
  for (const column of [...USER_TEXT_COLUMNS, 'pais', 'senha_temporaria', 'suspenso']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
