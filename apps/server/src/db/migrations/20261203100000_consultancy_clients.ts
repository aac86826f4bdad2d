/**
 * A consultant's clients (docs/product/shell.md#consultant-client, docs/product/shell.md#other-states Client link). A removed client is unlinked
 * (desvinculado_em set), never erased, so the diets saved for them (diets.id_cliente) keep a meaning.
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('consultancy_clients'))
    .addColumn('id_consultor', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('telefone', 'text')
    .addColumn('nome_fazenda', 'text')
    .addColumn('obs', 'text')
    .addColumn('vinculado_em', 'text', (col) => col.notNull())
    .addColumn('atualizado_em', 'text')
    .addColumn('desvinculado_em', 'text')
    .execute();
  // The picker's list and the client limit count both read one consultant's linked clients.
  await db.schema
    .createIndex('consultancy_clients_consultant_idx')
    .on('consultancy_clients')
    .columns(['id_consultor', 'desvinculado_em'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consultancy_clients').execute();
}
