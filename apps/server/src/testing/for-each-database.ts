/**
 * Runs a block of integration tests once per database: always on SQLite (a temp file), and on PostgreSQL
 * too when TEST_DATABASE_URL is set (a database of its own, dropped afterwards). Each run starts from a copy
 * of the run's migrated and seeded database (migrated only with `seed: false`; testing/prepared-databases.ts)
 * and, unless `server: false`, starts the real server on a free port.
 *
 *   forEachDatabase('feed catalogue', (t) => {
 *     it('lists feeds', async () => {
 *       const { token } = await t.signUp();
 *       const res = await t.call('alimentos/getListaAlimentos', {}, { token });
 *       expect(res.status).toBe(200);
 *     });
 *   });
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app';
import { registerThroughOutbox } from '../auth/sample-registration';
import { loadConfig } from '../config';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/database';
import type { DatabaseHandle, DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { copyPreparedPostgres, copyPreparedSqlite, PREPARED_POSTGRES_SCHEMA } from './prepared-databases';
import { signedHeaders } from './sign-request';

export type CallResult = {
  status: number;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: unknown;
  headers: Headers;
  text: string;
};

export type CallOptions = {
  token?: string;
  /** Sent as is instead of JSON.stringify(body) (for malformed-body tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Send without the request signature (default: signed as the web client signs, testing/sign-request.ts). */
  sign?: false;
};

export type TestEnvironment = {
  readonly kind: DatabaseKind;
  readonly config: AppConfig;
  readonly db: Kysely<Database>;
  readonly handle: DatabaseHandle;
  /** Base URL of the running server, e.g. http://127.0.0.1:41234 (only with `server: true`). */
  readonly url: string;
  readonly app: FastifyInstance;
  /** POSTs a call over real HTTP. */
  call(name: string, body?: unknown, options?: CallOptions): Promise<CallResult>;
  /** Registers a fresh user (unique e-mail) and answers the sign-in answer plus the password. */
  signUp(overrides?: Record<string, unknown>): Promise<SignedUp>;
};

export type SignedUp = {
  token: string;
  user: { id: number; email: string };
  email: string;
  password: string;
};

export type ForEachDatabaseOptions = {
  /** Start the HTTP server (default true). */
  server?: boolean;
  /** Run the seeds (default true). */
  seed?: boolean;
  /** Extra configuration env, e.g. { AUTH_RATE_LIMIT_MAX: '3' }, or one per database kind. */
  env?: Record<string, string> | ((kind: DatabaseKind) => Record<string, string>);
};

/** The database kinds this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export type OpenTestDatabaseOptions = {
  /** Seeded as well as migrated (default false: migrated only). */
  seed?: boolean;
};

/**
 * Opens a throw-away database of `kind`, migrated (and seeded with `seed: true`): a copy of the run's
 * prepared database (testing/prepared-databases.ts); `cleanup` closes and removes it.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: OpenTestDatabaseOptions = {},
): Promise<{ config: AppConfig; handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  const content = options.seed ? 'seeded' : 'migrated';
  const base: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_WEB: 'false',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    BUILD_ID: 'test',
  };
  let removeStorage: () => Promise<void>;
  let config: AppConfig;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'cocho-test-'));
    const file = path.join(dir, 'cocho.db');
    await copyPreparedSqlite(content, file);
    config = loadConfig({ ...base, DATABASE_PATH: file, ...env });
    removeStorage = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const copy = await copyPreparedPostgres(url, content);
    config = loadConfig({
      ...base,
      DATABASE_URL: copy.url,
      DATABASE_SCHEMA: PREPARED_POSTGRES_SCHEMA,
      DATABASE_POOL_MAX: '4',
      ...env,
    });
    removeStorage = copy.drop;
  }
  const handle = await openDatabase(config.database);
  return {
    config,
    handle,
    cleanup: async () => {
      await handle.destroy();
      await removeStorage();
    },
  };
}

let userCounter = 0;

export function forEachDatabase(
  title: string,
  body: (t: TestEnvironment) => void,
  options: ForEachDatabaseOptions = {},
): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let state:
        | {
            config: AppConfig;
            handle: DatabaseHandle;
            app?: FastifyInstance;
            url?: string;
            cleanup: () => Promise<void>;
          }
        | undefined;
      const need = () => {
        if (!state) throw new Error('forEachDatabase: used outside a test (before beforeAll ran)');
        return state;
      };

      beforeAll(async () => {
        const env = typeof options.env === 'function' ? options.env(kind) : options.env;
        const opened = await openTestDatabase(kind, env, { seed: options.seed !== false });
        state = { ...opened };
        if (options.server !== false) {
          const app = await buildApp({ config: opened.config, db: opened.handle.db, dbKind: kind });
          const address = await app.listen({ port: 0, host: '127.0.0.1' });
          state.app = app;
          state.url = address;
        }
      });

      afterAll(async () => {
        if (!state) return;
        await state.app?.close();
        await state.cleanup();
        state = undefined;
      });

      const t: TestEnvironment = {
        kind,
        /** The running app's configuration (with the secrets it generated) when there is a server. */
        get config() {
          const opened = need();
          return opened.app?.deps.config ?? opened.config;
        },
        get db() {
          return need().handle.db;
        },
        get handle() {
          return need().handle;
        },
        get url() {
          const url = need().url;
          if (!url) throw new Error('forEachDatabase: started with server: false');
          return url;
        },
        get app() {
          const app = need().app;
          if (!app) throw new Error('forEachDatabase: started with server: false');
          return app;
        },
        async call(name, requestBody = {}, callOptions = {}) {
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
            ...callOptions.headers,
          };
          const signature =
            callOptions.sign === false
              ? {}
              : signedHeaders(t.config, name, { authorization: headers.authorization });
          const response = await fetch(`${t.url}/${name}`, {
            method: 'POST',
            headers: { ...signature, ...headers },
            body: callOptions.rawBody ?? JSON.stringify(requestBody),
          });
          const text = await response.text();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: keep the text.
          }
          return { status: response.status, body: parsed, headers: response.headers, text };
        },
        async signUp(overrides = {}) {
          userCounter += 1;
          const email = `user${userCounter}.${randomBytes(3).toString('hex')}@example.com`;
          const password = 'correct horse battery';
          // Registers as a user does: the code mailed to the local outbox (auth/sample-registration.ts).
          const res = await registerThroughOutbox(t.call, t.db, email, { password, ...overrides });
          if (res.status !== 200) throw new Error(`signUp failed: ${res.status} ${res.text}`);
          const answer = res.body as { token: string; user: { id: number; email: string } };
          return { ...answer, email: answer.user.email, password: String(overrides.password ?? password) };
        },
      };

      body(t);
    });
  }
}
