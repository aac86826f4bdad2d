/**
 * Company feeds' sponsorship and company products (docs/product/shell.md#company-product, docs/product/shell.md#states Sponsored feed;
 * docs/decisions/company-feeds-and-reports.md). `feeds.patrocinio` is the sponsorship state of a company
 * feed (solicitado, aceito, recusado, revogado; null never requested) and `patrocinio_em` when it last
 * changed; `feeds.patrocinado` stays the flag the lists read (1 exactly while the state is aceito).
 * `company_products` holds a company's products (name, type, description).
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feeds').addColumn('patrocinio', 'text').execute();
  await db.schema.alterTable('feeds').addColumn('patrocinio_em', 'text').execute();
  await addIdColumn(db, db.schema.createTable('company_products'))
    .addColumn('id_empresa', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('nome', 'text', (col) => col.notNull())
    .addColumn('tipo', 'text', (col) => col.notNull())
    .addColumn('descricao', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('company_products_company_idx')
    .on('company_products')
    .columns(['id_empresa'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_products').execute();
  await db.schema.alterTable('feeds').dropColumn('patrocinio_em').execute();
  await db.schema.alterTable('feeds').dropColumn('patrocinio').execute();
}
