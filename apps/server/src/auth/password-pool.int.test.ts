/**
 * The argon2id pool under a burst (docs/decisions/sign-in-burst.md): concurrent sign-ins
 * all succeed with at most PASSWORD_HASH_CONCURRENCY checks at once, and a sign-in whose client leaves
 * while it waits in the queue is dropped (no argon2id run, no answer, no audit), on SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { droppedCallCount } from '../http/client-gone';
import { forEachDatabase } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import { inPasswordPool, passwordPoolStats, resetPasswordPoolPeak } from './passwords';

const CONCURRENCY = 2;
const SIGN_INS = 10;

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
  },
  { env: { PASSWORD_HASH_CONCURRENCY: String(CONCURRENCY) } },
);
