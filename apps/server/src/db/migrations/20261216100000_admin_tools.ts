/**
 * Administration tools (docs/decisions/admin-screens.md): general messages addressed to one interface
 * language, the answer to an error report (when, how, what, by whom), and removed help items (kept, so a
 * removed seeded item is not seeded again).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('destino_idioma', 'integer').execute();
  await db.schema.alterTable('help_items').addColumn('removido_em', 'text').execute();
  await db.schema.alterTable('error_reports').addColumn('respondido_em', 'text').execute();
  await db.schema.alterTable('error_reports').addColumn('resposta', 'text').execute();
  await db.schema.alterTable('error_reports').addColumn('canal_resposta', 'text').execute();
  await db.schema.alterTable('error_reports').addColumn('respondido_por', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['respondido_por', 'canal_resposta', 'resposta', 'respondido_em'])
    await db.schema.alterTable('error_reports').dropColumn(column).execute();
  await db.schema.alterTable('help_items').dropColumn('removido_em').execute();
  await db.schema.alterTable('notifications').dropColumn('destino_idioma').execute();
}
