/** Countries, Brazilian states and municipalities (seeded by db/seeds). */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('paises'))
    .addColumn('codigo', 'integer')
    .addColumn('fone', 'text')
    .addColumn('iso', 'text', (col) => col.notNull().unique())
    .addColumn('iso3', 'text', (col) => col.notNull())
    .addColumn('nome_pt', 'text', (col) => col.notNull())
    .addColumn('nome_en', 'text', (col) => col.notNull())
    .addColumn('nome_formal_pt', 'text', (col) => col.notNull())
    .addColumn('nome_formal_en', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('estados'))
    .addColumn('sigla', 'text', (col) => col.notNull().unique())
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('codigo_ibge', 'integer', (col) => col.notNull().unique())
    .execute();

  await addIdColumn(db, db.schema.createTable('cidades'))
    .addColumn('codigo_ibge', 'integer', (col) => col.notNull().unique())
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('estado_id', 'integer', (col) => col.notNull().references('estados.id'))
    .execute();
  await db.schema.createIndex('cidades_estado_id_idx').on('cidades').column('estado_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cidades').execute();
  await db.schema.dropTable('estados').execute();
  await db.schema.dropTable('paises').execute();
}
