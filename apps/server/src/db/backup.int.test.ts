/**
 * `npm run backup` on a live SQLite database: the server (in this process) takes saves
 * while the backup command (another process, as in production) copies the file; the backup is restored
 * into a new file, which a new server reads: every save acknowledged before the backup started is there,
 * and nothing that was never sent. A restore over a database that is open is refused.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { registerThroughOutbox } from '../auth/sample-registration';
import type { AppConfig } from '../config';
import { openTestDatabase } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import type { DatabaseHandle } from './database';
import { openDatabase } from './database';
import { backupFileName, backupSqliteDatabase, restoreSqliteBackup } from './backup';
import { sampleDietText } from './backup-sample-diet';
import { migrateToLatest } from './migrate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Answer = { status: number; body: unknown; text: string };

function caller(url: string, signing: Pick<AppConfig, 'requestSigningSecret'>, token?: string) {
  const authorization = token ? `Bearer ${token}` : undefined;
  return async (name: string, body: unknown = {}): Promise<Answer> => {
    const res = await fetch(`${url}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
        ...signedHeaders(signing, name, { authorization }),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, text };
  };
}

/** Runs the backup command the way `npm run backup` does; answers its output. */
function runBackupCommand(
  databasePath: string,
  dir: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/db/backup-main.ts', '--dir', dir],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', DATABASE_PATH: databasePath },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('backup and restore of the embedded database', () => {
  let config: AppConfig;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase('sqlite', {}, { seed: true });
    ({ config, handle, cleanup } = opened);
    app = await buildApp({ config, db: handle.db, dbKind: 'sqlite' });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it('writes backups readable by their owner only (0600)', async () => {
    if (config.database.kind !== 'sqlite') throw new Error('sqlite expected');
    const folder = path.join(path.dirname(config.database.path), 'private-backups');
    const previous = process.umask(0o022);
    try {
      const result = await backupSqliteDatabase(config.database.path, folder, new Date());
      expect((statSync(result.file).mode & 0o777).toString(8)).toBe('600');
    } finally {
      process.umask(previous);
    }
  });

  it('names backups by source and UTC time', () => {
    expect(backupFileName('/x/data/cocho.db', new Date('2026-11-24T07:50:12.345Z'))).toBe(
      'cocho-2026-11-24T07-50-12-345Z.db',
    );
  });

  it('backs up while saves go on, restores into a new file that a new server reads', async () => {
    if (config.database.kind !== 'sqlite') throw new Error('sqlite expected');
    const livePath = config.database.path;
    const folder = path.join(path.dirname(livePath), 'backups');
    const registered = await registerThroughOutbox(
      caller(url, app.deps.config),
      handle.db,
      `backup.${process.pid}@example.com`,
    );
    expect(registered.status).toBe(200);
    const { token, user } = registered.body as { token: string; user: { id: number } };
    await handle.db.updateTable('users').set({ premium: 1 }).where('id', '=', user.id).execute();
    const call = caller(url, app.deps.config, token);

    const acknowledged = new Map<number, string>();
    const sent = new Set<string>();
    const save = async (nome: string) => {
      sent.add(nome);
      const res = await call('dieta/saveFD', { dieta: sampleDietText(nome) });
      if (res.status !== 200) throw new Error(`saveFD: ${res.status} ${res.text}`);
      acknowledged.set((res.body as { id: number }).id, nome);
    };
    for (let i = 0; i < 20; i += 1) await save(`before ${i}`);
    const beforeBackup = new Map(acknowledged);

    // Saves keep coming from 4 clients until the backup command has finished.
    let backupRunning = true;
    let savedDuringBackup = 0;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; backupRunning; i += 1) {
        await save(`during ${w}-${i}`);
        if (backupRunning) savedDuringBackup += 1;
      }
    });
    const backup = await runBackupCommand(livePath, folder);
    backupRunning = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    expect(savedDuringBackup).toBeGreaterThan(0);

    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^cocho-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.db$/);
    const backupFile = path.join(folder, files[0] ?? '');
    expect(backup.output).toContain(`Backup written: ${backupFile}`);

    // The live database is open (the server runs): restoring over it is refused.
    expect(() => restoreSqliteBackup(backupFile, livePath)).toThrow(/in use: stop the server/);

    const restoredPath = path.join(path.dirname(livePath), 'restored', 'cocho.db');
    restoreSqliteBackup(backupFile, restoredPath);
    const restored = await openDatabase({ kind: 'sqlite', path: restoredPath });
    const restoredApp = await buildApp({
      config: { ...config, database: { kind: 'sqlite', path: restoredPath } },
      db: restored.db,
      dbKind: 'sqlite',
    });
    try {
      const migrated = await migrateToLatest(restored.db);
      expect(migrated.ok && migrated.applied).toEqual([]);
      const restoredUrl = await restoredApp.listen({ port: 0, host: '127.0.0.1' });
      // The session in the backup still signs the user in; every save acknowledged before the backup is there.
      const restoredCall = caller(restoredUrl, restoredApp.deps.config, token);
      for (const [id, nome] of beforeBackup) {
        const res = await restoredCall('dieta/get', { id });
        expect([id, res.status]).toEqual([id, 200]);
        expect((res.body as { dieta: { nome: string } }).dieta.nome).toBe(nome);
      }
      const rows = await restored.db
        .selectFrom('diets')
        .select(['id', 'nome'])
        .where('user_id', '=', user.id)
        .execute();
      // A snapshot: some of the saves made during the backup, each as acknowledged, nothing else.
      for (const row of rows) {
        expect(sent.has(row.nome)).toBe(true);
        if (acknowledged.has(row.id)) expect(acknowledged.get(row.id)).toBe(row.nome);
      }
      expect(rows.length).toBeGreaterThanOrEqual(beforeBackup.size);
    } finally {
      await restoredApp.close();
      await restored.destroy();
    }
  }, 60_000);
});
