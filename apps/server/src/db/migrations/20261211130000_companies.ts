/**
 * Companies and their collaborators (docs/product/shell.md#company, docs/product/shell.md#states inactive company; docs/decisions/companies.md):
 * `companies` holds the record and its logo (a data URL), `company_users` one link per company and user with
 * the position (acesso 0–3), the company's authorisation, whether the link is in force and its state.
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('companies'))
    .addColumn('razao_social', 'text', (col) => col.notNull())
    .addColumn('nome_fantasia', 'text', (col) => col.notNull())
    .addColumn('cnpj', 'text', (col) => col.notNull().unique())
    .addColumn('inscricao_estadual', 'text')
    .addColumn('email_dono', 'text', (col) => col.notNull())
    .addColumn('ativo', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('parceira', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('suporte_link', 'text')
    .addColumn('logo', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await addIdColumn(db, db.schema.createTable('company_users'))
    .addColumn('id_empresa', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('id_usuario', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('acesso', 'integer', (col) => col.notNull())
    .addColumn('autorizado', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ativo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('situacao', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  // One link per company and user: a new invitation or request reuses it.
  await db.schema
    .createIndex('company_users_company_user_idx')
    .on('company_users')
    .columns(['id_empresa', 'id_usuario'])
    .unique()
    .execute();
  await db.schema.createIndex('company_users_user_idx').on('company_users').columns(['id_usuario']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_users').execute();
  await db.schema.dropTable('companies').execute();
}
