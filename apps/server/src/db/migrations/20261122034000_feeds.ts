/** Feed types, feeds, lab reports of sent feeds, additives and the catalogue version. */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_types')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('nome_ingles', 'text', (col) => col.notNull())
    .addColumn('nome_espanhol', 'text', (col) => col.notNull())
    .addColumn('volumoso', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ordem', 'integer')
    .execute();

  await addIdColumn(db, db.schema.createTable('feeds'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('tipo', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text')
    .addColumn('name_es', 'text')
    .addColumn('name_sci', 'text')
    .addColumn('nutrientes', 'text', (col) => col.notNull())
    .addColumn('nutrientes_originais', 'text')
    .addColumn('nutrientes_calculados', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('alertas', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('fonte', 'text')
    .addColumn('source_id', 'text', (col) => col.unique())
    .addColumn('category_hint', 'text')
    .addColumn('custo', 'double precision')
    .addColumn('unidade', 'text', (col) => col.notNull().defaultTo('kg'))
    .addColumn('volumoso', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('excluido', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('id_alimento_pai', 'text')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('id_cliente', 'integer')
    .addColumn('empresa', 'integer')
    .addColumn('restrito', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('patrocinado', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('visibilidade', 'text', (col) => col.notNull().defaultTo('privado'))
    .addColumn('recomendado', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('min_100', 'double precision')
    .addColumn('max_100', 'double precision')
    .addColumn('status', 'text')
    .addColumn('motivo_rejeicao', 'text')
    .addColumn('enviado_em', 'text')
    .addColumn('id_alimento_catalogo', 'integer', (col) => col.references('feeds.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feeds_kind_idx').on('feeds').columns(['kind', 'excluido']).execute();
  await db.schema.createIndex('feeds_user_id_idx').on('feeds').column('user_id').execute();
  await db.schema.createIndex('feeds_empresa_idx').on('feeds').column('empresa').execute();
  await db.schema.createIndex('feeds_status_idx').on('feeds').column('status').execute();

  await addIdColumn(db, db.schema.createTable('feed_lab_reports'))
    .addColumn('feed_id', 'integer', (col) => col.notNull().references('feeds.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('content_base64', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('feed_lab_reports_feed_id_idx')
    .on('feed_lab_reports')
    .column('feed_id')
    .execute();

  await addIdColumn(db, db.schema.createTable('additives'))
    .addColumn('sigla', 'text', (col) => col.notNull())
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('nome_ingles', 'text', (col) => col.notNull())
    .addColumn('nome_espanhol', 'text', (col) => col.notNull())
    .addColumn('fator', 'double precision', (col) => col.notNull())
    .addColumn('unidade', 'text', (col) => col.notNull())
    .addColumn('dose_min', 'double precision')
    .addColumn('dose_max', 'double precision')
    .addColumn('fonte', 'text', (col) => col.notNull())
    .addColumn('source_id', 'text', (col) => col.notNull().unique())
    .addColumn('excluido', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('feed_catalogue_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_catalogue_state').execute();
  await db.schema.dropTable('additives').execute();
  await db.schema.dropTable('feed_lab_reports').execute();
  await db.schema.dropTable('feeds').execute();
  await db.schema.dropTable('feed_types').execute();
}
