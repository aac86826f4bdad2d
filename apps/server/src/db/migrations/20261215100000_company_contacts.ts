/**
 * Sales-technician contacts and the users' consent to partner contact (docs/product/shell.md#company sales contacts,
 * docs/product/shell.md#states Sales technician contact, docs/product/shell.md#roles; docs/decisions/sales-technician-contacts.md): `company_contacts` holds one
 * contact per company and user (asked by a sales technician; pending, active or deactivated),
 * `partner_contact_consents` one row per user who answered whether partner companies may contact them.
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('company_contacts'))
    .addColumn('id_empresa', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('id_tecnico', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id_usuario', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('situacao', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('desativado_por', 'integer')
    .execute();
  // One contact per company and user: a new request reuses a deactivated one, and two concurrent requests
  // cannot both insert.
  await db.schema
    .createIndex('company_contacts_company_user_idx')
    .on('company_contacts')
    .columns(['id_empresa', 'id_usuario'])
    .unique()
    .execute();
  await db.schema
    .createIndex('company_contacts_user_idx')
    .on('company_contacts')
    .columns(['id_usuario'])
    .execute();
  await db.schema
    .createTable('partner_contact_consents')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('aceita', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_contact_consents').execute();
  await db.schema.dropTable('company_contacts').execute();
}
