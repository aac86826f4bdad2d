/** Help items, error reports and feedback (docs/product/calculation.md#help-items help item, docs/product/calls.md#calculation-calls ajuda, ajuda/reportar; /feedback). */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('help_items'))
    .addColumn('titulo', 'text', (col) => col.notNull())
    .addColumn('descricao', 'text', (col) => col.notNull())
    .addColumn('video', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('rota', 'text', (col) => col.notNull())
    .addColumn('etapa', 'integer')
    .addColumn('idioma', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('chave_seed', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await addIdColumn(db, db.schema.createTable('error_reports'))
    .addColumn('user_id', 'integer')
    .addColumn('id_ajuda', 'integer')
    .addColumn('descricao', 'text', (col) => col.notNull())
    .addColumn('rota', 'text', (col) => col.notNull())
    .addColumn('etapa', 'integer')
    .addColumn('video', 'text')
    .addColumn('captura', 'text')
    .addColumn('lido', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('error_reports_user_idx').on('error_reports').column('user_id').execute();
  await addIdColumn(db, db.schema.createTable('feedback'))
    .addColumn('user_id', 'integer')
    .addColumn('tipo', 'text', (col) => col.notNull())
    .addColumn('mensagem', 'text', (col) => col.notNull())
    .addColumn('nota', 'integer')
    .addColumn('rota', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_user_idx').on('feedback').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('error_reports').execute();
  await db.schema.dropTable('help_items').execute();
}
