/** Applies every pending migration of `migrations/index.ts` with Kysely's Migrator. */
import { Migrator } from 'kysely';
import type { Kysely, MigrationResult } from 'kysely';
import { MIGRATIONS } from './migrations/index';

export type MigrateOutcome =
  { ok: true; applied: string[] } | { ok: false; error: unknown; applied: string[] };

/** Runs pending migrations in order; idempotent (already applied ones are skipped). */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrateOutcome> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(MIGRATIONS) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? [])
    .filter((result: MigrationResult) => result.status === 'Success')
    .map((result) => result.migrationName);
  return error ? { ok: false, error, applied } : { ok: true, applied };
}
