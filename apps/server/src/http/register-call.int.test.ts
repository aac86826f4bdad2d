import { AppError, defineCall } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { requireRole } from '../auth/roles';
import type { Database } from '../db/schema';
import { newUserDefaults } from '../users/new-user-defaults';
import { createUser } from '../users/repository';
import { openTestDatabase, testDatabaseKinds } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import { droppedCallCount } from './client-gone';
import { registerCall } from './register-call';

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const echo = defineCall('test/echo', z.object({ n: z.number() }), z.object({ doubled: z.number() }), {
  auth: false,
});
const wrongAnswer = defineCall('test/wrongAnswer', z.object({}), z.object({ ok: z.literal(true) }), {
  auth: false,
});
const crash = defineCall('test/crash', z.object({}), z.object({}), { auth: false });
const conflict = defineCall('test/conflict', z.object({}), z.object({}), { auth: false });
const adminOnly = defineCall('test/adminOnly', z.object({}), z.object({ id: z.number() }), { auth: true });
const gated = defineCall('test/gated', z.object({}), z.object({ ran: z.number() }), { auth: false });

for (const kind of testDatabaseKinds()) {
  describe(`registerCall [${kind}]`, () => {
    let app: FastifyInstance;
    let url: string;
    let cleanup: () => Promise<void>;
    let db: Kysely<Database>;
    const logs: string[] = [];
    // test/gated waits, its body read, until the test lets it go on: a call queued behind others in a burst.
    let handlerRuns = 0;
    const door: { waiting: { socketClosed: () => boolean; open: () => void } | null } = { waiting: null };
    const letGo = () => {
      door.waiting?.open();
      door.waiting = null;
    };

    beforeAll(async () => {
      const opened = await openTestDatabase(kind, { LOG_LEVEL: 'info' });
      cleanup = opened.cleanup;
      db = opened.handle.db;
      app = await buildApp({
        config: opened.config,
        db: opened.handle.db,
        dbKind: kind,
        logStream: { write: (line) => void logs.push(line) },
      });
      registerCall(app, echo, (input) => ({ doubled: input.n * 2 }));
      // @ts-expect-error the answer breaks the contract on purpose
      registerCall(app, wrongAnswer, () => ({ ok: 'yes', secret: 'leak' }));
      registerCall(app, crash, () => {
        throw new Error('database password is hunter2');
      });
      registerCall(app, conflict, () => {
        throw new AppError('CONFLICT');
      });
      registerCall(app, adminOnly, (_input, ctx) => ({ id: requireRole(ctx.user, 'admin').id }));
      app.addHook('preHandler', async (request) => {
        if (request.url !== '/test/gated') return;
        await new Promise<void>((open) => {
          door.waiting = { socketClosed: () => request.raw.socket.destroyed, open };
        });
      });
      registerCall(app, gated, () => {
        handlerRuns += 1;
        return { ran: handlerRuns };
      });
      url = await app.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      await app.close();
      await cleanup();
    });

    const post = async (name: string, body: unknown, token?: string) => {
      const res = await fetch(`${url}/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...signedHeaders(app.deps.config, name, { authorization: token ? `Bearer ${token}` : undefined }),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    };

    it('validates the request and answers the handler result', async () => {
      expect(await post('test/echo', { n: 21, extra: 'ignored' })).toEqual({
        status: 200,
        text: '{"doubled":42}',
      });
      expect((await post('test/echo', { n: '21' })).status).toBe(400);
    });

    it('answers 500 INTERNAL and logs when the answer breaks the response contract', async () => {
      const res = await post('test/wrongAnswer', {});
      expect(res.status).toBe(500);
      expect(JSON.parse(res.text)).toEqual({ code: 'INTERNAL', message: 'Internal error.' });
      expect(res.text).not.toContain('leak');
      expect(
        logs.some(
          (line) => line.includes('response failed its contract') && line.includes('test/wrongAnswer'),
        ),
      ).toBe(true);
    });

    it('hides unexpected errors behind 500 INTERNAL (logged with the stack)', async () => {
      const res = await post('test/crash', {});
      expect(res.status).toBe(500);
      expect(res.text).not.toContain('hunter2');
      expect(res.text).not.toMatch(/at .*:\d+/);
      expect(logs.some((line) => line.includes('hunter2') && line.includes('"stack"'))).toBe(true);
    });

    it('answers an AppError with its status, code and default message', async () => {
      const res = await post('test/conflict', {});
      expect(res.status).toBe(409);
      expect(JSON.parse(res.text)).toEqual({
        code: 'CONFLICT',
        message: 'A record with the same key already exists.',
      });
    });

    it('resolves the bearer token for auth calls and applies role checks', async () => {
      expect((await post('test/adminOnly', {})).status).toBe(401);
      // A plain account (registration needs the seeded countries), then a real sign-in over HTTP.
      const email = `plain.${kind}@example.com`;
      await createUser(db, {
        ...newUserDefaults(new Date().toISOString()),
        nome: 'Plain User',
        email,
        password_hash: await hashPassword('plain password'),
      });
      const signIn = await post('auth/appLogin', { email, password: 'plain password' });
      const { token } = JSON.parse(signIn.text) as { token: string };
      const forbidden = await post('test/adminOnly', {}, token);
      expect(forbidden.status).toBe(403);
      expect(JSON.parse(forbidden.text)).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('never logs passwords or bearer tokens', () => {
      const all = logs.join('\n');
      expect(all).not.toContain('plain password');
      expect(all).not.toMatch(/Bearer [A-Za-z0-9_-]{43}/);
    });

    it('does not run the handler of a call whose client has gone while it waited', async () => {
      const send = (signal?: AbortSignal) =>
        fetch(`${url}/test/gated`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(app.deps.config, 'test/gated') },
          body: '{}',
          ...(signal ? { signal } : {}),
        });
      const runsBefore = handlerRuns;
      const droppedBefore = droppedCallCount();
      const client = new AbortController();
      const gone = send(client.signal);
      await until(() => door.waiting !== null, 'the call to wait');
      client.abort();
      await expect(gone).rejects.toThrow();
      await until(() => door.waiting?.socketClosed() === true, 'the server to see the closed connection');
      letGo();
      await until(() => droppedCallCount() === droppedBefore + 1, 'the call to be dropped');
      expect(handlerRuns).toBe(runsBefore);
      expect(logs.some((line) => line.includes('client gone: work dropped'))).toBe(true);

      // The same call with its client still there runs.
      const stays = send();
      await until(() => door.waiting !== null, 'the second call to wait');
      letGo();
      const answer = await stays;
      expect(answer.status).toBe(200);
      expect(handlerRuns).toBe(runsBefore + 1);
    });
  });
}
