/** Opens the configured database: embedded SQLite (default) or PostgreSQL (DATABASE_URL). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type DatabaseKind = DatabaseConfig['kind'];

export type DatabaseHandle = {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Closes the pool or the file. */
  readonly destroy: () => Promise<void>;
};

/** pg type ids whose text form fits a JS number for our data (counts, ids, sums). */
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * Opens the database. SQLite: creates the folder, WAL journal, foreign keys on, 5 s busy timeout.
 * PostgreSQL: a pool whose connections use DATABASE_SCHEMA as search_path (created when missing).
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'sqlite') {
    mkdirSync(path.dirname(config.path), { recursive: true });
    const file = new SqliteDatabase(config.path);
    file.pragma('journal_mode = WAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    file.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
    return { db, kind: 'sqlite', destroy: () => db.destroy() };
  }

  if (config.schema) {
    // Create the schema on a one-off connection, before the pool's connections set it as search_path.
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${config.schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 || oid === PG_NUMERIC
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Fail at start, not at the first request, when the server is unreachable.
  await sql`select 1`.execute(db);
  return { db, kind: 'postgres', destroy: () => db.destroy() };
}
