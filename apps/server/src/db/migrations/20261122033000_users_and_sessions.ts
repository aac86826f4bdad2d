/** Users and session tokens (docs/product/shell.md#user, docs/product/shell.md#session). */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('users'))
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('perfil', 'text')
    .addColumn('idioma', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('liberado', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('excluido', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('administrador', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('permissao', 'integer')
    .addColumn('premium', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('premium_infinito', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consultor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pecuarista', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('gestor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vinculado', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('area_universitaria', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('empresa_vinculada', 'integer')
    .addColumn('data_nascimento', 'text')
    .addColumn('sexo', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_seen_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
