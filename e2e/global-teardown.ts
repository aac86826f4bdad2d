import { rmSync } from 'node:fs';
import pg from 'pg';

/** Removes the throw-away database of this run: its folder, and its PostgreSQL schema when there is one. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.COCHO_E2E_DB_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const url = process.env.COCHO_E2E_DATABASE_URL;
  const schema = process.env.COCHO_E2E_DB_SCHEMA;
  if (url && schema && /^e2e_\d+_\d+$/.test(schema)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await client.end();
    }
  }
}
