/**
 * Attempt counters that hold under concurrency (docs/decisions/concurrency-and-cluster.md): an attempt is
 * reserved by one conditional UPDATE (`attempts < limit`, or the window is over) BEFORE it is evaluated,
 * so however many requests arrive together, at most `limit` are evaluated per window, on SQLite (one writer)
 * and on PostgreSQL (a concurrent UPDATE of the same row waits and re-checks its WHERE on the new row).
 * The counters live in the database, so every instance on it shares them.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type AttemptRule = {
  /** What is limited, e.g. `sign_in`. */
  readonly scope: string;
  readonly limit: number;
  /** Length of a counting window, from its first attempt. */
  readonly windowMs: number;
};

/** Reserves one attempt for `subject`; false when `limit` attempts were already reserved in this window. */
export async function reserveAttempt(
  db: Kysely<Database>,
  rule: AttemptRule,
  subject: string,
  now: Date,
): Promise<boolean> {
  const nowIso = now.toISOString();
  const endsIso = new Date(now.getTime() + rule.windowMs).toISOString();
  await db
    .insertInto('attempt_counters')
    .values({ scope: rule.scope, subject, attempts: 0, window_ends: endsIso })
    .onConflict((conflict) => conflict.columns(['scope', 'subject']).doNothing())
    .execute();
  const result = await db
    .updateTable('attempt_counters')
    .set({
      attempts: sql<number>`case when window_ends <= ${nowIso} then 1 else attempts + 1 end`,
      window_ends: sql<string>`case when window_ends <= ${nowIso} then ${endsIso} else window_ends end`,
    })
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .where((eb) => eb.or([eb('window_ends', '<=', nowIso), eb('attempts', '<', rule.limit)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Once `limit` attempts are used, keeps the subject locked until `lockMs` after `now` (a failed attempt). */
export async function extendLock(
  db: Kysely<Database>,
  rule: AttemptRule,
  subject: string,
  lockMs: number,
  now: Date,
): Promise<void> {
  const until = new Date(now.getTime() + lockMs).toISOString();
  await db
    .updateTable('attempt_counters')
    .set({ window_ends: until })
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .where('attempts', '>=', rule.limit)
    .where('window_ends', '<', until)
    .execute();
}

/** Forgets the subject's attempts (a successful attempt). */
export async function clearAttempts(db: Kysely<Database>, rule: AttemptRule, subject: string): Promise<void> {
  await db
    .deleteFrom('attempt_counters')
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .execute();
}
