/**
 * Crash safety: the bundled server (built here the way scripts/build.mjs does, since the
 * integration tests run before `npm test`'s build step) takes concurrent dieta/saveFD calls, is killed with
 * SIGKILL while saves are in flight, and is started again on the same database. Every save it acknowledged
 * (200 with an id) must be there, unchanged; saves in flight at the kill may or may not be. SQLite (WAL) and
 * PostgreSQL. What this does and does not guarantee: docs/decisions/crash-safety-and-backups.md.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughOutbox } from '../auth/sample-registration';
import type { AppConfig } from '../config';
import { openTestDatabase, testDatabaseKinds } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import { sampleDietText } from './backup-sample-diet';
import { openDatabase } from './database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// Inside apps/server/dist (git-ignored) so the bundle resolves node_modules like the real one.
const bundle = path.join(root, `apps/server/dist/main.crash-test-${process.pid}.js`);

/** Concurrent clients saving without pause. */
const WORKERS = 8;
/** Acknowledged saves before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 60;
/** Saves sent at once before the kill. */
const BURST = 16;
/** Kills tried until one lands while saves are unanswered. */
const MAX_STORMS = 4;

type Server = { child: ChildProcess; url: string; exited: Promise<NodeJS.Signals | null> };

function databaseEnv(config: AppConfig): Record<string, string> {
  const database = config.database;
  if (database.kind === 'sqlite') return { DATABASE_PATH: database.path };
  return { DATABASE_URL: database.url, ...(database.schema ? { DATABASE_SCHEMA: database.schema } : {}) };
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      COCHO_ADMIN_PASSWORD: 'crash test admin',
      REQUEST_SIGNING_SECRET: SIGNING.requestSigningSecret,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line:\n${output}`)), 45_000);
    const check = () => {
      const port = /Cocho is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { child, url, exited };
}

/** The spawned servers' request-signing secret (REQUEST_SIGNING_SECRET), so the test can sign as the web does. */
const SIGNING = { requestSigningSecret: 'crash-safety-request-signing-secret-0123456789' };

function caller(url: string, token?: string) {
  const authorization = token ? `Bearer ${token}` : undefined;
  return async (name: string, body: unknown = {}) => {
    const res = await fetch(`${url}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
        ...signedHeaders(SIGNING, name, { authorization }),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    return { status: res.status, body: parsed, text };
  };
}

type Storm = { acknowledged: Map<number, string>; inFlightAtKill: number; unanswered: number };

/**
 * WORKERS clients save in a loop; after ACKNOWLEDGED_BEFORE_KILL answers, BURST more saves are sent at once and
 * the server gets SIGKILL as soon as the first of them is answered, while it still works on the others.
 */
async function saveUntilKilled(server: Server, token: string, round: number): Promise<Storm> {
  const acknowledged = new Map<number, string>();
  let inFlight = 0;
  let inFlightAtKill = -1;
  let unanswered = 0;
  let killed = false;
  let bursting = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
  };
  /** One save; true when the server acknowledged it, false when the kill cut it short. */
  const save = async (nome: string): Promise<boolean> => {
    inFlight += 1;
    try {
      const res = await fetch(`${server.url}/dieta/saveFD`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...signedHeaders(SIGNING, 'dieta/saveFD', { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify({ dieta: sampleDietText(nome) }),
      });
      const answer = (await res.json()) as { id?: number };
      if (res.status !== 200 || typeof answer.id !== 'number') {
        throw new Error(`saveFD answered ${res.status}: ${JSON.stringify(answer)}`);
      }
      acknowledged.set(answer.id, nome);
      return true;
    } catch (error) {
      // Only the kill may cut a save short; any other failure is a test failure.
      if (!killed) throw error;
      unanswered += 1;
      return false;
    } finally {
      inFlight -= 1;
    }
  };
  const burst = () =>
    Array.from({ length: BURST }, async (_, k) => {
      if (await save(`crash ${round}.burst-${k}`)) kill();
    });
  const worker = async (w: number) => {
    const sent: Promise<void>[] = [];
    for (let i = 0; !killed; i += 1) {
      await save(`crash ${round}.${w}-${i}`);
      if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL && !bursting) {
        bursting = true;
        sent.push(...burst());
      }
    }
    await Promise.all(sent);
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return { acknowledged, inFlightAtKill, unanswered };
}

describe('crash safety', () => {
  beforeAll(async () => {
    await build({
      entryPoints: [path.join(root, 'apps/server/src/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: bundle,
      packages: 'external',
      alias: {
        '@cocho/contracts': path.join(root, 'packages/contracts/src/index.ts'),
        '@cocho/engine': path.join(root, 'packages/engine/src/index.ts'),
      },
      logLevel: 'warning',
    });
  }, 60_000);

  afterAll(() => rmSync(bundle, { force: true }));

  for (const kind of testDatabaseKinds()) {
    it(`keeps every acknowledged save after SIGKILL mid-writes and a restart [${kind}]`, async () => {
      const opened = await openTestDatabase(kind);
      const env = databaseEnv(opened.config);
      let server: Server | undefined;
      try {
        server = await startServer(env);
        const email = `crash.${process.pid}.${kind}@example.com`;
        const registered = await registerThroughOutbox(caller(server.url), opened.handle.db, email);
        expect(registered.status).toBe(200);
        const { token, user } = registered.body as { token: string; user: { id: number } };
        // Saving is premium-only by default.
        await opened.handle.db.updateTable('users').set({ premium: 1 }).where('id', '=', user.id).execute();
        // The killed server must be the only one with the SQLite file open, so the restart recovers the WAL
        // on its own, as after a real crash.
        if (kind === 'sqlite') await opened.handle.destroy();

        // The kill must cut saves short. On a busy machine the test's own clients are the slow side, and a
        // kill can land after the server answered every save sent: then the server is started again and the
        // saves go on until a kill lands mid-writes (every storm's acknowledged saves are checked below).
        const storms: Storm[] = [];
        for (let round = 0; round < MAX_STORMS && !storms.some((s) => s.unanswered > 0); round += 1) {
          if (round > 0) server = await startServer(env);
          const storm = await saveUntilKilled(server, token, round);
          expect(await server.exited).toBe('SIGKILL');
          expect(storm.inFlightAtKill).toBeGreaterThan(0);
          expect(storm.acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
          storms.push(storm);
        }
        // The kill came while saves were in flight, and cut some of them short.
        expect(storms.some((s) => s.unanswered > 0)).toBe(true);
        const acknowledged = new Map(storms.flatMap((s) => [...s.acknowledged]));
        const inFlightAtKill = storms.reduce((total, s) => total + s.inFlightAtKill, 0);

        server = await startServer(env);
        const call = caller(server.url, token);
        for (const [id, nome] of acknowledged) {
          const res = await call('dieta/get', { id });
          expect([id, res.status]).toEqual([id, 200]);
          expect((res.body as { dieta: { nome: string } }).dieta.nome).toBe(nome);
        }

        const reopened = kind === 'sqlite' ? await openDatabase(opened.config.database) : opened.handle;
        try {
          const rows = await reopened.db
            .selectFrom('diets')
            .select(['id', 'nome'])
            .where('user_id', '=', user.id)
            .execute();
          const stored = new Map(rows.map((row) => [row.id, row.nome]));
          if (process.env.CRASH_TEST_VERBOSE) {
            console.log(kind, {
              storms: storms.length,
              acknowledged: acknowledged.size,
              inFlightAtKill,
              unanswered: storms.map((s) => s.unanswered),
              storedButUnacknowledged: stored.size - acknowledged.size,
            });
          }
          // Nothing acknowledged is missing; beyond that, only saves that were in flight at the kill.
          for (const [id, nome] of acknowledged) expect(stored.get(id)).toBe(nome);
          expect(stored.size - acknowledged.size).toBeLessThanOrEqual(inFlightAtKill);
          if (kind === 'sqlite') {
            // The pragmas the durability note in docs/decisions/crash-safety-and-backups.md assumes.
            const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(reopened.db);
            const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(reopened.db);
            expect(mode.rows[0]?.journal_mode).toBe('wal');
            expect(sync.rows[0]?.synchronous).toBe(1); // NORMAL
          }
        } finally {
          if (kind === 'sqlite') await reopened.destroy();
        }
      } finally {
        if (server && server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
        await opened.cleanup();
      }
    }, 120_000);
  }
});
