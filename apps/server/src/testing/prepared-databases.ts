/**
 * Prepared databases for the integration tests: every block used to migrate (and seed) a database of its
 * own, 177 statements and 133 more for the seeds on PostgreSQL, a few seconds a block on a busy machine.
 * Now each run prepares a database once per kind and content (migrated, or migrated and seeded), and a
 * block gets a copy of it: on SQLite a copy of the prepared file, on PostgreSQL a database made with
 * `CREATE DATABASE … TEMPLATE` (a copy of the prepared database's files, done by the server). A copy holds
 * exactly what the migrations and seeds made, so a block starts where it started before.
 *
 * The run's names come from `prepared-databases.global-setup.ts` (Vitest's `provide`/`inject`): a folder for
 * the SQLite files and a prefix for the PostgreSQL databases, which its teardown removes. The first block of
 * a run that needs a prepared database makes it (the workers side by side: SQLite each makes its own and
 * publishes it with an atomic rename; PostgreSQL one at a time under an advisory lock, the others waiting
 * on that lock, then finding it made). docs/decisions/test-speed.md.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres } from '../db/dialects/postgres';
import { openSqlite } from '../db/dialects/sqlite';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { runSeeds } from '../db/seeds/index';

/** What the global set-up provides to every integration file. */
export type PreparedDatabasesRun = {
  /** A folder of this run for the prepared SQLite files. */
  readonly sqliteDir: string;
  /** The prefix of this run's PostgreSQL databases (lower-case letters, digits, `_`). */
  readonly postgresPrefix: string;
};

declare module 'vitest' {
  // Declaration merging (what `inject` answers) needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    cochoPreparedDatabases: PreparedDatabasesRun;
  }
}

/** The schema of every prepared PostgreSQL database and of its copies (DATABASE_SCHEMA). */
export const PREPARED_POSTGRES_SCHEMA = 'cocho_test';

/** What a prepared database holds. */
export type PreparedContent = 'migrated' | 'seeded';

function run(): PreparedDatabasesRun {
  const provided = inject('cochoPreparedDatabases');
  if (!provided)
    throw new Error(
      'prepared databases: no run provided (the integration project sets up testing/prepared-databases.global-setup.ts)',
    );
  return provided;
}

/** Makes a database the way a block used to: migrate, then seed when asked. */
async function prepare(db: Kysely<Database>, content: PreparedContent): Promise<void> {
  const migrated = await migrateToLatest(db);
  if (!migrated.ok) throw migrated.error;
  if (content === 'seeded') await runSeeds(db);
}

/** Prepared files made in this worker, by path (a file of the run is never made again). */
const madeHere = new Map<string, Promise<string>>();

/** The prepared SQLite file of `content` for this run, made when missing. */
function preparedSqliteFile(content: PreparedContent): Promise<string> {
  const file = path.join(run().sqliteDir, `${content}.db`);
  let made = madeHere.get(file);
  if (!made) {
    made = existsSync(file) ? Promise.resolve(file) : makeSqliteFile(file, content);
    madeHere.set(file, made);
    made.catch(() => madeHere.delete(file));
  }
  return made;
}

async function makeSqliteFile(file: string, content: PreparedContent): Promise<string> {
  // Made under a name of its own, then renamed: another worker sees the whole file or none.
  const building = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const db = openSqlite(building);
  try {
    await prepare(db, content);
  } finally {
    // Closing the last connection writes the WAL back into the file and removes it.
    await db.destroy();
  }
  if (existsSync(`${building}-wal`))
    throw new Error(`prepared databases: ${building}-wal left after closing`);
  renameSync(building, file);
  return file;
}

/** Copies this run's prepared SQLite database of `content` to `target` (a file that does not exist yet). */
export async function copyPreparedSqlite(content: PreparedContent, target: string): Promise<void> {
  copyFileSync(await preparedSqliteFile(content), target);
}

/** `url` with its database replaced by `database`. */
function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The prepared PostgreSQL database of `content` for this run (its name), made when missing. */
function preparedPostgresDatabase(url: string, content: PreparedContent): Promise<string> {
  const name = `${run().postgresPrefix}_${content}`;
  let made = madeHere.get(name);
  if (!made) {
    made = makePostgresDatabase(url, name, content);
    madeHere.set(name, made);
    made.catch(() => madeHere.delete(name));
  }
  return made;
}

async function makePostgresDatabase(url: string, name: string, content: PreparedContent): Promise<string> {
  return withClient(url, async (client) => {
    // One maker at a time; the others wait here, then find the database made. Ending the session
    // releases the lock.
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Made under a name of its own, then renamed: a maker that fails leaves no half-made database.
    const building = `${name}_making`;
    await client.query(`drop database if exists "${building}" with (force)`);
    await client.query(`create database "${building}"`);
    const db = await openPostgres({
      url: databaseUrl(url, building),
      poolMax: 2,
      schema: PREPARED_POSTGRES_SCHEMA,
    });
    try {
      await prepare(db, content);
    } finally {
      await db.destroy();
    }
    // A template must have no session: none may connect to it any more.
    await client.query(`alter database "${building}" rename to "${name}"`);
    await client.query(`alter database "${name}" allow_connections false`);
    return name;
  });
}

/**
 * A new PostgreSQL database copied from this run's prepared database of `content`; answers its URL and
 * how to drop it.
 */
export async function copyPreparedPostgres(
  url: string,
  content: PreparedContent,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await preparedPostgresDatabase(url, content);
  const name = `${run().postgresPrefix}_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create database "${name}" template "${template}"`));
  return {
    url: databaseUrl(url, name),
    drop: () =>
      withClient(url, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}
