/**
 * Prepared statements reused across requests (docs/decisions/catalogue-answers-and-statements.md).
 * SQLite: one better-sqlite3 statement per SQL text (dialects/sqlite.ts). PostgreSQL (when TEST_DATABASE_URL is
 * set): one named statement per text and connection (dialects/postgres-statements.ts), none made by
 * migrations, and a schema change by another process does not break a kept `select *`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { DatabaseHandle } from './database';
import { statementPoolOf } from './dialects/postgres';
import { dropSchemaExclusively } from './dialects/schema-drop-lock';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

const PG_URL = process.env.TEST_DATABASE_URL;

const flagRow = (nome: string) => ({ nome, ativo: 1, updated_at: '2026-01-01T00:00:00.000Z' });
const featureFlagQuery = (db: Kysely<Database>, nome: string) =>
  db.selectFrom('feature_flags').selectAll().where('nome', '=', nome).execute();

describe('statement reuse [sqlite]', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cocho-statements-'));
    handle = await openDatabase({ kind: 'sqlite', path: path.join(dir, 'cocho.db') });
    const migrated = await migrateToLatest(handle.db);
    if (!migrated.ok) throw migrated.error;
  });
  afterAll(async () => {
    await handle.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same rows from a kept statement, with other values each time', async () => {
    await handle.db
      .insertInto('feature_flags')
      .values([flagRow('a'), flagRow('b')])
      .execute();
    expect((await featureFlagQuery(handle.db, 'a')).map((row) => row.nome)).toEqual(['a']);
    expect((await featureFlagQuery(handle.db, 'b')).map((row) => row.nome)).toEqual(['b']);
    expect(await featureFlagQuery(handle.db, 'c')).toEqual([]);
  });
});

describe.skipIf(!PG_URL)('statement reuse [postgres]', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let handle: DatabaseHandle;
  const lostConnections: Error[] = [];
  beforeAll(async () => {
    handle = await openDatabase(
      { kind: 'postgres', url: PG_URL as string, schema, poolMax: 2 },
      { onLostConnection: (error) => lostConnections.push(error) },
    );
    const migrated = await migrateToLatest(handle.db);
    if (!migrated.ok) throw migrated.error;
  });
  afterAll(async () => {
    await handle.destroy();
    await dropSchemaExclusively(PG_URL as string, schema);
  });

  const prepared = (db: Kysely<Database>) =>
    sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);

  it('migrations name no statement', () => {
    expect(statementPoolOf(handle.db)?.counts.named).toBe(0);
  });

  it('prepares a query once per connection and reuses it with other values', async () => {
    await handle.db.connection().execute(async (db) => {
      await featureFlagQuery(db, 'x');
      await featureFlagQuery(db, 'y');
      const kept = (await prepared(db)).rows.filter((row) => row.statement.includes('"feature_flags"'));
      expect(kept).toHaveLength(1);
    });
  });

  it('a column added by another process: a kept select * answers again, with the new column', async () => {
    await handle.db.insertInto('feature_flags').values(flagRow('z')).execute();
    const addColumn = async (column: string) => {
      const other = new pg.Client({ connectionString: PG_URL });
      await other.connect();
      try {
        await other.query(`alter table "${schema}".feature_flags add column ${column} integer default 7`);
      } finally {
        await other.end();
      }
    };
    const pool = statementPoolOf(handle.db);
    await handle.db.connection().execute(async (db) => {
      await featureFlagQuery(db, 'z');
      await addColumn('extra_a');
      // Inside a transaction PostgreSQL's refusal stands (the transaction fails once)...
      await expect(db.transaction().execute((trx) => featureFlagQuery(trx, 'z'))).rejects.toThrow(
        /cached plan must not change result type/,
      );
      // ...and the connection prepares anew afterwards.
      const again = await featureFlagQuery(db, 'z');
      expect((again[0] as Record<string, unknown>).extra_a).toBe(7);
      // Outside a transaction the query is run again at once.
      await addColumn('extra_b');
      const retriedBefore = pool?.counts.retried ?? 0;
      const rows = await featureFlagQuery(db, 'z');
      expect((rows[0] as Record<string, unknown>).extra_b).toBe(7);
      expect(pool?.counts.retried).toBe(retriedBefore + 1);
    });
  });

  it('an idle connection the database ends does not end the process; the next query opens another', async () => {
    await sql`select 1`.execute(handle.db);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query not ilike '%pg_stat_activity%'
            and state = 'idle' and application_name = ''`,
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The terminated connections' errors arrive on their sockets; a query after them still answers.
    await expect
      .poll(async () => (await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows[0]?.one)
      .toBe(1);
    // ...and each ended connection was reported to the caller, which logs it.
    await expect.poll(() => lostConnections.length).toBeGreaterThan(0);
    expect(lostConnections[0]?.message).toMatch(/terminating connection/);
  });
});
