/** PostgreSQL: a pool whose connections use DATABASE_SCHEMA as search_path (created when missing). */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema';

/** pg type ids whose text form fits a JS number for our data (counts, ids, sums). */
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

export async function openPostgres(config: {
  readonly url: string;
  readonly poolMax: number;
  readonly schema?: string;
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Fail at start, not at the first request, when the server is unreachable.
  await sql`select 1`.execute(db);
  return db;
}
