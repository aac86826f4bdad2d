/**
 * Feeds: `seed_digest`, the digest of the catalogue columns the seed last wrote to a row.
 * The seed updates a catalogue row in place only while its columns still match this digest (an
 * administrator's import or edit changes them), and removes withdrawn rows on the same condition.
 * Null for rows written before this migration and for user and company feeds.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feeds').addColumn('seed_digest', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feeds').dropColumn('seed_digest').execute();
}
