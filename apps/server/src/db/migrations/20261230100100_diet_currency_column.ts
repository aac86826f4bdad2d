/**
 * A saved record's currency beside it (docs/decisions/currencies-and-purchase-units.md): the
 * my-diets list and the dashboard show and group costs in each record's own `moeda` without parsing its
 * JSON. Null: saved without one (reais). Existing rows whose JSON names a currency are backfilled.
 * Additive and dialect-neutral.
 */
import { CURRENCIES } from '@cocho/engine';
import type { Kysely } from 'kysely';

/** Rows read per backfill step, to bound memory on large tables. */
const BACKFILL_BATCH = 500;

/** The part of the diets table this migration reads and writes, as it is at this migration. */
type DietsAtThisMigration = { diets: { id: number; dieta: string; moeda: string | null } };

/** The `moeda` of a stored record's JSON when it is one of the currencies, else null. */
export function storedCurrencyOf(text: string): string | null {
  try {
    const record: unknown = JSON.parse(text);
    const moeda =
      typeof record === 'object' && record !== null ? (record as { moeda?: unknown }).moeda : null;
    return typeof moeda === 'string' && (CURRENCIES as readonly string[]).includes(moeda) ? moeda : null;
  } catch {
    return null;
  }
}

/** Copies the `moeda` of every stored record that names one into the column (exported for its test). */
export async function backfillDietCurrencies<DB>(anyDb: Kysely<DB>): Promise<void> {
  const db = anyDb as unknown as Kysely<DietsAtThisMigration>;
  let lastId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('diets')
      .select(['id', 'dieta'])
      .where('dieta', 'like', '%"moeda"%')
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const moeda = storedCurrencyOf(row.dieta);
      if (moeda !== null) await db.updateTable('diets').set({ moeda }).where('id', '=', row.id).execute();
    }
    lastId = rows[rows.length - 1]?.id ?? lastId;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('diets').addColumn('moeda', 'text').execute();
  await backfillDietCurrencies(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('diets').dropColumn('moeda').execute();
}
