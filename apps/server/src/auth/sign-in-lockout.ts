/**
 * Per-e-mail sign-in lockout (docs/decisions/sessions-and-rate-limits.md): after SIGN_IN_LOCKOUT.failures
 * failed sign-ins for one e-mail within `windowMinutes`, every further try for that e-mail is refused for
 * `lockMinutes` (RATE_LIMITED) without checking the password. An e-mail without an account is treated the
 * same, so the lockout does not tell whether an account exists. A successful sign-in clears the count.
 * Failures are read from the audit log, so every server instance sees the same count.
 */
import type { Kysely } from 'kysely';
import { findAuditTimes } from '../audit/find-audit-times';
import type { Database } from '../db/schema';

/** Issue 20: 10 failures within 15 minutes lock the e-mail for 15 minutes. */
export const SIGN_IN_LOCKOUT = { failures: 10, windowMinutes: 15, lockMinutes: 15 } as const;

const MINUTE_MS = 60_000;

/**
 * Whether `failureTimes` (newest first, after the last success) hold `failures` consecutive ones within
 * `windowMinutes` whose newest is less than `lockMinutes` before `now`.
 */
export function isLockedBy(failureTimes: readonly Date[], now: Date, rule = SIGN_IN_LOCKOUT): boolean {
  const lockStart = now.getTime() - rule.lockMinutes * MINUTE_MS;
  for (let index = 0; index + rule.failures - 1 < failureTimes.length; index += 1) {
    const newest = (failureTimes[index] as Date).getTime();
    if (newest <= lockStart) return false;
    const oldest = (failureTimes[index + rule.failures - 1] as Date).getTime();
    if (newest - oldest <= rule.windowMinutes * MINUTE_MS) return true;
  }
  return false;
}

export async function isSignInLocked(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const horizon = new Date(
    now.getTime() - (SIGN_IN_LOCKOUT.windowMinutes + SIGN_IN_LOCKOUT.lockMinutes) * MINUTE_MS,
  );
  const [lastSuccess] = await findAuditTimes(db, { email, action: 'sign_in', since: horizon, limit: 1 });
  const failures = await findAuditTimes(db, {
    email,
    action: 'sign_in_failed',
    since: lastSuccess ?? horizon,
    limit: 200,
  });
  return isLockedBy(failures, now);
}
