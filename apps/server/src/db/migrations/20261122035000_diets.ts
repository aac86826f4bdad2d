/** Saved diets and predictions (docs/product/shell.md#records, docs/product/shell.md#states). */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('diets'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('modo', 'text', (col) => col.notNull())
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('oculta', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('id_cliente', 'integer')
    .addColumn('time', 'bigint', (col) => col.notNull())
    .addColumn('custo', 'double precision')
    .addColumn('status', 'integer')
    .addColumn('obs', 'text')
    .addColumn('dieta', 'text', (col) => col.notNull())
    .addColumn('ciclo_tipo', 'text')
    .addColumn('situacao', 'text')
    .addColumn('inicio_previsto', 'text')
    .addColumn('fim_previsto', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('diets_user_modo_idx')
    .on('diets')
    .columns(['user_id', 'modo', 'nome'])
    .execute();
  await db.schema.createIndex('diets_situacao_idx').on('diets').columns(['user_id', 'situacao']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('diets').execute();
}
