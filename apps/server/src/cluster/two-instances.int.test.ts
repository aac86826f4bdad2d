/**
 * Two instances on one database and one Redis, as behind a load balancer (docs/decisions/concurrency-and-cluster.md):
 * a signed request replayed to the other instance is refused, rate limits are counted once for both, and an
 * administrator's catalogue edit on one is in the other's very next answer. Runs on SQLite (one file, two
 * handles) and on PostgreSQL (one schema, two pools). Redis at REDIS_TEST_URL (default 127.0.0.1:6379): when it
 * does not answer the block is skipped, except in CI (CI or COCHO_REQUIRE_REDIS set, as .ci/run does), where it fails.
 */
import { randomBytes } from 'node:crypto';
import { PRODUCT_KEY } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { registerThroughOutbox } from '../auth/sample-registration';
import { openDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, testDatabaseKinds } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers();
if (!redisUp && (process.env.CI || process.env.COCHO_REQUIRE_REDIS))
  throw new Error(`Redis does not answer at ${REDIS_URL} (CI needs it: .ci/run starts it)`);

type Instance = { app: FastifyInstance; url: string; handle: DatabaseHandle };
type Answer = { status: number; body: unknown; text: string };

for (const kind of testDatabaseKinds()) {
  describe.skipIf(!redisUp)(`two instances sharing one database and Redis [${kind}]`, () => {
    const env = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `t${randomBytes(4).toString('hex')}:`,
      // The tests choose their client address, so each counts its own limits.
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_MAX: '10',
    };
    let cleanup: () => Promise<void> = () => Promise.resolve();
    const instances: Instance[] = [];
    let admin: { token: string };

    const instance = (index: 0 | 1): Instance => {
      const found = instances[index];
      if (!found) throw new Error('instances not started');
      return found;
    };

    async function send(
      target: Instance,
      name: string,
      body: unknown,
      options: { token?: string; headers?: Record<string, string>; ip?: string } = {},
    ): Promise<Answer> {
      const authorization = options.token ? `Bearer ${options.token}` : undefined;
      const response = await fetch(`${target.url}/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': options.ip ?? '198.51.100.1',
          ...(authorization ? { authorization } : {}),
          ...(options.headers ?? signedHeaders(target.app.deps.config, name, { authorization })),
        },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON.
      }
      return { status: response.status, body: parsed, text };
    }

    beforeAll(async () => {
      const opened = await openTestDatabase(kind, env, { seed: true });
      // The second instance opens the same database on its own, as a second process would.
      const second = await openDatabase(opened.config.database);
      for (const handle of [opened.handle, second]) {
        const app = await buildApp({ config: opened.config, db: handle.db, dbKind: kind });
        const url = await app.listen({ port: 0, host: '127.0.0.1' });
        instances.push({ app, url, handle });
      }
      cleanup = async () => {
        for (const started of instances) await started.app.close();
        await second.destroy();
        await opened.cleanup();
      };
      const email = `cluster.admin.${randomBytes(3).toString('hex')}@example.com`;
      const registered = await registerThroughOutbox(
        (name, body) => send(instance(0), name, body, { ip: '198.51.100.200' }),
        opened.handle.db,
        email,
      );
      if (registered.status !== 200) throw new Error(`sign-up failed: ${registered.text}`);
      admin = registered.body as { token: string };
      const { user } = registered.body as { user: { id: number } };
      await opened.handle.db
        .updateTable('users')
        .set({ administrador: 1 })
        .where('id', '=', user.id)
        .execute();
    });

    afterAll(async () => {
      await cleanup();
    });

    it('refuses on one instance a signed request already served by the other', async () => {
      const headers = signedHeaders(instance(0).app.deps.config, 'auth/meuIP');
      const first = await send(instance(0), 'auth/meuIP', {}, { headers });
      expect(first.status).toBe(200);
      const copy = await send(instance(1), 'auth/meuIP', {}, { headers });
      expect([copy.status, (copy.body as { code?: string }).code]).toEqual([409, 'REQUEST_REPLAYED']);
    });

    it('counts one rate limit for both instances', async () => {
      const ip = '203.0.113.7';
      const tries = (target: Instance, count: number, from: number) =>
        Promise.all(
          Array.from({ length: count }, (_, index) =>
            send(
              target,
              'auth/appLogin',
              { email: `nobody${from + index}@example.com`, password: 'x' },
              { ip },
            ),
          ),
        );
      const onFirst = await tries(instance(0), 6, 0);
      const onSecond = await tries(instance(1), 6, 6);
      const statuses = [...onFirst, ...onSecond].map((answer) => answer.status);
      // AUTH_RATE_LIMIT_MAX 10 per minute and address, whichever instance answers.
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    });

    it("serves an administrator's catalogue edit in the other instance's next answer", async () => {
      const sent = await send(
        instance(0),
        'alimentos/enviarAlimento',
        {
          name: `Feno do cluster ${randomBytes(3).toString('hex')}`,
          tipo: 1,
          nutrientes: { MS: '88', PB: '9' },
          laudo: {
            nome_arquivo: 'laudo.pdf',
            tipo_mime: 'application/pdf',
            conteudo_base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
          },
        },
        { token: admin.token },
      );
      expect(sent.status).toBe(200);
      const sentId = (sent.body as { data: { id: string } }).data.id;
      const catalogueIds = async (target: Instance) => {
        const res = await send(target, 'alimentos/getCatalogo', {}, { token: admin.token });
        const feeds = (res.body as { data: Record<string, { id: string }[]> }).data[PRODUCT_KEY] ?? [];
        return new Set(feeds.map((feed) => feed.id));
      };
      const listIds = async (target: Instance) => {
        const res = await send(target, 'alimentos/getListaAlimentos', {}, { token: admin.token });
        const feeds = (res.body as { data: Record<string, { id: string }[]> }).data[PRODUCT_KEY] ?? [];
        return new Set(feeds.map((feed) => feed.id));
      };
      // The other instance has built its catalogue and its kept feed list before the edit.
      expect((await catalogueIds(instance(1))).size).toBeGreaterThan(0);
      expect((await listIds(instance(1))).size).toBeGreaterThan(0);

      const approved = await send(
        instance(0),
        'alimentos/aprovarAlimento',
        { id: sentId },
        { token: admin.token },
      );
      expect(approved.status).toBe(200);
      const catalogueId = (approved.body as { data: { catalogo: { id: string } } }).data.catalogo.id;
      // No stale window at all: the other instance's very first answer after the edit has it (it compares
      // the stored catalogue version on every use; building the new list is the only delay, as on one instance).
      expect((await catalogueIds(instance(1))).has(catalogueId)).toBe(true);
      expect((await listIds(instance(1))).has(catalogueId)).toBe(true);
    });
  });
}
