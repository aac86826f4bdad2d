/**
 * Feedback replies: an administrator's reply to a feedback message, when and by whom.
 * Null until replied; a new reply replaces the previous one.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('resposta', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('respondido_em', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('respondido_por', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').dropColumn('respondido_por').execute();
  await db.schema.alterTable('feedback').dropColumn('respondido_em').execute();
  await db.schema.alterTable('feedback').dropColumn('resposta').execute();
}
