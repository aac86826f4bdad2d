/**
 * PostgreSQL: a pool whose connections use DATABASE_SCHEMA as search_path (created when missing), and keep
 * each statement prepared for reuse (postgres-statements.ts).
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';
import { StatementReusingPool } from './postgres-statements';

const statementPools = new WeakMap<object, StatementReusingPool>();

/**
 * Runs `work` (migrations) with statement naming paused on `db`'s pool; afterwards every connection
 * prepares its statements anew (postgres-statements.ts). Runs `work` as is for SQLite.
 */
export function withStatementsPaused<T>(db: object, work: () => Promise<T>): Promise<T> {
  const pool = statementPools.get(db);
  return pool ? pool.paused(work) : work();
}

/** The statement-reusing pool of a PostgreSQL database opened here (tests read its counts). */
export function statementPoolOf(db: object): StatementReusingPool | undefined {
  return statementPools.get(db);
}

/** pg type ids whose text form fits a JS number for our data (counts, ids, sums). */
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

export async function openPostgres(config: {
  readonly url: string;
  readonly poolMax: number;
  readonly schema?: string;
  /** Told when the database ends an idle pooled connection (the pool has already dropped it). */
  readonly onLostConnection?: (error: Error) => void;
}): Promise<Kysely<Database>> {
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
  // An idle connection the database ends (a restart, an administrator's termination, a dropped test
  // database) reports an error of its own: pg-pool has already discarded it, and the next query opens a new
  // connection. Without a listener that report would end the process.
  pool.on('error', (error) => config.onLostConnection?.(error));
  const statements = new StatementReusingPool(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: statements }) });
  statementPools.set(db, statements);
  // Fail at start, not at the first request, when the server is unreachable.
  await sql`select 1`.execute(db);
  return db;
}
