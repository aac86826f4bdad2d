/** Applies every pending migration of `migrations/index.ts` with Kysely's Migrator. */
import { Migrator, sql } from 'kysely';
import type { Kysely, MigrationResult } from 'kysely';
import { MIGRATIONS } from './migrations/index';
import { isPostgres } from './dialects/dialect-of';
import { withStatementsPaused } from './dialects/postgres';
import { withSchemaDropsHeldOff } from './dialects/schema-drop-lock';

export type MigrateOutcome =
  { ok: true; applied: string[] } | { ok: false; error: unknown; applied: string[] };

export type MigrateOptions = {
  /**
   * PostgreSQL: the schema that holds the migration tables (kysely_migration, kysely_migration_lock).
   * Default: the connection's current schema (the first of its search_path, DATABASE_SCHEMA when set).
   * Ignored on SQLite.
   */
  readonly schema?: string;
};

/**
 * The schema the migration tables belong to on PostgreSQL, null on SQLite. Kysely looks for its tables
 * in every schema of the database unless told one, so without it a second instance on another schema of
 * the same database finds the first one's tables and then fails on its own.
 */
async function migrationSchemaOf<DB>(db: Kysely<DB>, options: MigrateOptions): Promise<string | null> {
  if (!isPostgres(db)) return null;
  if (options.schema !== undefined) return options.schema;
  const result = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema ?? null;
}

/** Runs pending migrations in order; idempotent (already applied ones are skipped). */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  options: MigrateOptions = {},
): Promise<MigrateOutcome> {
  // Statements kept before a schema change are not reused after it (dialects/postgres-statements.ts).
  return withStatementsPaused(db, () =>
    withSchemaDropsHeldOff(db, (connection) => migrateOn(connection, options)),
  );
}

async function migrateOn<DB>(db: Kysely<DB>, options: MigrateOptions): Promise<MigrateOutcome> {
  const schema = await migrationSchemaOf(db, options);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(MIGRATIONS) },
    ...(schema === null ? {} : { migrationTableSchema: schema }),
    // Branches merge migrations dated before one already applied elsewhere; each is additive and
    // independent of the others' order (docs/conventions.md#migrations), so a late-merged one is applied, not refused.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? [])
    .filter((result: MigrationResult) => result.status === 'Success')
    .map((result) => result.migrationName);
  return error ? { ok: false, error, applied } : { ok: true, applied };
}
