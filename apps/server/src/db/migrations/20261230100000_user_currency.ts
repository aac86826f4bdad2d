/**
 * The account's currency (docs/decisions/currencies-and-purchase-units.md): the ISO 4217 code new
 * diets, mixtures, supplements and finance start in. Null until the user chooses one (the web then takes the
 * default of the account's country or the interface language).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('moeda', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('moeda').execute();
}
