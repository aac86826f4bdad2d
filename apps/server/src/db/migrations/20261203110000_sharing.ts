/**
 * Sharing saved diets and predictions (docs/product/shell.md#sharing, docs/product/shell.md#states Saving; docs/decisions/sharing.md): one row
 * per record and recipient with the three permissions; a revoked share keeps its row (status 0). The key of
 * public links lives in `share_link_keys` when SHARE_LINK_SECRET is not configured.
 */
import type { Kysely } from 'kysely';
import { isSqlite } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diet_shares')
    .addColumn('id_compartilhamento', 'integer', (col) =>
      isSqlite(db) ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('id_dieta', 'integer', (col) => col.notNull().references('diets.id').onDelete('cascade'))
    .addColumn('id_dono', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id_pessoa', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pode_ler', 'integer', (col) => col.notNull())
    .addColumn('pode_editar', 'integer', (col) => col.notNull())
    .addColumn('pode_compartilhar', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('tipo', 'integer', (col) => col.notNull())
    .addColumn('oculta', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lida', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // One share per record and recipient: sharing again updates it.
  await db.schema
    .createIndex('diet_shares_record_person_idx')
    .on('diet_shares')
    .columns(['id_dieta', 'id_pessoa'])
    .unique()
    .execute();
  await db.schema.createIndex('diet_shares_person_idx').on('diet_shares').columns(['id_pessoa']).execute();
  await db.schema.createIndex('diet_shares_owner_idx').on('diet_shares').columns(['id_dono']).execute();
  await db.schema
    .createTable('share_link_keys')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_link_keys').execute();
  await db.schema.dropTable('diet_shares').execute();
}
