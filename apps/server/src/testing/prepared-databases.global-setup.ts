/**
 * The integration project's global set-up: names this run's prepared databases (testing/prepared-databases.ts)
 * and removes them when the run ends: the SQLite folder, and on PostgreSQL every database of the run's prefix
 * (the prepared ones, and any copy a block could not drop). Nothing is made here, so a run that needs no
 * prepared database makes none, and the first tests start at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { PreparedDatabasesRun } from './prepared-databases';

export default function setup(project: TestProject): () => Promise<void> {
  const prepared: PreparedDatabasesRun = {
    sqliteDir: mkdtempSync(path.join(tmpdir(), 'cocho-prepared-')),
    postgresPrefix: `cocho_run_${randomBytes(5).toString('hex')}`,
  };
  project.provide('cochoPreparedDatabases', prepared);
  return async () => {
    rmSync(prepared.sqliteDir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [`${prepared.postgresPrefix}_`],
      );
      for (const { datname } of rows) await client.query(`drop database "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
