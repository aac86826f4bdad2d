/**
 * The argon2id pool under a burst (docs/decisions/sign-in-burst.md): concurrent sign-ins
 * all succeed with at most PASSWORD_HASH_CONCURRENCY checks at once, and a sign-in whose client leaves
 * while it waits in the queue is dropped (no argon2id run, no answer, no audit), and one that finds the queue
 * full is refused at once with 503 SERVER_BUSY and Retry-After, nothing written, on SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { droppedCallCount } from '../http/client-gone';
import { forEachDatabase } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import { configurePasswordPool, inPasswordPool, passwordPoolStats, resetPasswordPoolPeak } from './passwords';

const CONCURRENCY = 2;
const SIGN_INS = 10;
const QUEUE_MAX = 64;

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

forEachDatabase(
  'argon2id pool',
  (t) => {
    it('lets every one of many concurrent sign-ins through, never more than the bound hashing at once', async () => {
      const users = await Promise.all(Array.from({ length: SIGN_INS }, () => t.signUp()));
      await until(() => passwordPoolStats().hashing === 0, 'an idle pool');
      resetPasswordPoolPeak();
      const before = passwordPoolStats().started;
      const answers = await Promise.all(
        users.map((user) => t.call('auth/appLogin', { email: user.email, password: user.password })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(users.map(() => 200));
      for (const answer of answers)
        expect((answer.body as { token?: string }).token).toEqual(expect.any(String));
      const stats = passwordPoolStats();
      expect(stats.concurrency).toBe(CONCURRENCY);
      expect(stats.started - before).toBe(SIGN_INS);
      expect(stats.peakHashing).toBeGreaterThan(0);
      expect(stats.peakHashing).toBeLessThanOrEqual(CONCURRENCY);
    });

    it('drops a queued sign-in whose client has gone: no argon2id run, no audit, nothing answered', async () => {
      const user = await t.signUp();
      await until(() => passwordPoolStats().hashing === 0, 'an idle pool');
      // Both slots held, so the sign-in below waits in the queue.
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holders = Array.from({ length: CONCURRENCY }, () => inPasswordPool(() => gate));
      await until(() => passwordPoolStats().hashing === CONCURRENCY, 'the held slots');
      const before = passwordPoolStats();
      const droppedBefore = droppedCallCount();

      const client = new AbortController();
      const signIn = fetch(`${t.url}/auth/appLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(t.config, 'auth/appLogin') },
        body: JSON.stringify({ email: user.email, password: user.password }),
        signal: client.signal,
      });
      await until(() => passwordPoolStats().queued === before.queued + 1, 'the sign-in to queue');
      client.abort();
      await expect(signIn).rejects.toThrow();
      // Give the server time to see the closed connection before the slots free up.
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await Promise.all(holders);
      await until(() => passwordPoolStats().queued === 0, 'the queue to drain');
      await until(() => droppedCallCount() === droppedBefore + 1, 'the call to be dropped');

      const after = passwordPoolStats();
      expect(after.dropped - before.dropped).toBe(1);
      expect(after.started - before.started).toBe(0);
      const audits = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('subject_email', '=', user.email.toLowerCase())
        .where('action', 'in', ['sign_in', 'sign_in_failed'])
        .execute();
      // Registration signs the user in once; the dropped attempt adds nothing.
      expect(audits.filter((row) => row.action === 'sign_in_failed')).toEqual([]);
      expect(audits.filter((row) => row.action === 'sign_in').length).toBeLessThanOrEqual(1);

      // The pool still serves the next sign-in.
      const next = await t.call('auth/appLogin', { email: user.email, password: user.password });
      expect(next.status).toBe(200);
    });

    it('refuses a sign-in beyond the queue bound at once: 503 SERVER_BUSY, Retry-After, nothing written', async () => {
      const [queued, refused] = [await t.signUp(), await t.signUp()];
      await until(() => passwordPoolStats().hashing === 0, 'an idle pool');
      const attemptsOf = async (email: string) =>
        (
          await t.db
            .selectFrom('attempt_counters')
            .select('attempts')
            .where('scope', '=', 'sign_in')
            .where('subject', 'in', [email, email.toLowerCase()])
            .execute()
        ).map((row) => row.attempts);
      const auditsOf = async (email: string) =>
        (
          await t.db
            .selectFrom('audit_log')
            .select('action')
            .where('subject_email', '=', email.toLowerCase())
            .execute()
        ).map((row) => row.action);
      const attemptsBefore = await attemptsOf(refused.email);
      const auditsBefore = await auditsOf(refused.email);
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      // One place in the queue: the slots held, one sign-in waiting fills it.
      configurePasswordPool(CONCURRENCY, 1);
      try {
        const holders = Array.from({ length: CONCURRENCY }, () => inPasswordPool(() => gate));
        await until(() => passwordPoolStats().hashing === CONCURRENCY, 'the held slots');
        const waiting = t.call('auth/appLogin', { email: queued.email, password: queued.password });
        await until(() => passwordPoolStats().queued === 1, 'the first sign-in to queue');
        const refusedBefore = passwordPoolStats().refused;

        const busy = await t.call('auth/appLogin', { email: refused.email, password: refused.password });
        expect(busy.status).toBe(503);
        expect((busy.body as { code?: string }).code).toBe('SERVER_BUSY');
        expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(passwordPoolStats().refused - refusedBefore).toBe(1);
        // Refused before the lockout slot and the audit: a refused try is no try.
        expect(await attemptsOf(refused.email)).toEqual(attemptsBefore);
        expect(await auditsOf(refused.email)).toEqual(auditsBefore);

        release();
        await Promise.all(holders);
        expect((await waiting).status).toBe(200);
      } finally {
        release();
        configurePasswordPool(CONCURRENCY, QUEUE_MAX);
      }
      const again = await t.call('auth/appLogin', { email: refused.email, password: refused.password });
      expect(again.status).toBe(200);
    });
  },
  { env: { PASSWORD_HASH_CONCURRENCY: String(CONCURRENCY), PASSWORD_QUEUE_MAX: String(QUEUE_MAX) } },
);
