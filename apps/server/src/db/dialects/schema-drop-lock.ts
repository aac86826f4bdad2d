/**
 * PostgreSQL reads of the catalogue that span every schema (Kysely's introspection, which its Migrator runs
 * to find its own tables) fail with "schema … does not exist" when another connection drops a schema in the
 * middle of the read. Throw-away schemas (integration tests side by side) are therefore dropped under an
 * exclusive advisory lock, and migrations and other introspection hold the same lock shared. Production never
 * drops a schema, so the shared lock never waits there. No effect on SQLite.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { isPostgres } from './dialect-of';

/** Any fixed 64-bit number, the same for every process of the database. */
const SCHEMA_DROP_LOCK_KEY = 7_251_093_117;

/** Runs `work` on one connection that keeps schema drops off until it ends. */
export async function withSchemaDropsHeldOff<DB, T>(
  db: Kysely<DB>,
  work: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock_shared(${SCHEMA_DROP_LOCK_KEY})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock_shared(${SCHEMA_DROP_LOCK_KEY})`.execute(connection);
    }
  });
}

/** Drops `schema` (and what it holds) once no migration or introspection is running anywhere. */
export async function dropSchemaExclusively(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK_KEY]);
    await client.query(`drop schema if exists "${schema.replaceAll('"', '""')}" cascade`);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}
