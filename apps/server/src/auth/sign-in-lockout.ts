/**
 * Per-e-mail sign-in lockout (docs/decisions/sessions-and-rate-limits.md, concurrency-and-cluster.md): at most
 * SIGN_IN_LOCKOUT.failures password checks for one e-mail within `windowMinutes` without a success; after
 * that every try for that e-mail is refused (RATE_LIMITED) without checking the password, until
 * `lockMinutes` after the last failure. Each try reserves its slot atomically before the password is checked
 * (auth/attempt-counter.ts), so 100 tries sent at once are still at most 10 checks. An e-mail without an
 * account is treated the same, so the lockout does not tell whether an account exists. A success clears it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clearAttempts, extendLock, reserveAttempt } from './attempt-counter';

/** 10 failures within 15 minutes lock the e-mail for 15 minutes. */
export const SIGN_IN_LOCKOUT = { failures: 10, windowMinutes: 15, lockMinutes: 15 } as const;

const MINUTE_MS = 60_000;

const RULE = {
  scope: 'sign_in',
  limit: SIGN_IN_LOCKOUT.failures,
  windowMs: SIGN_IN_LOCKOUT.windowMinutes * MINUTE_MS,
} as const;

/** Reserves a password check for `email`; false while the e-mail is locked. */
export function reserveSignInAttempt(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  return reserveAttempt(db, RULE, email, now);
}

/** A wrong password: once the limit is used up, the lock lasts `lockMinutes` from now. */
export function recordSignInFailure(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  return extendLock(db, RULE, email, SIGN_IN_LOCKOUT.lockMinutes * MINUTE_MS, now);
}

/** A successful sign-in clears the count. */
export function clearSignInAttempts(db: Kysely<Database>, email: string): Promise<void> {
  return clearAttempts(db, RULE, email);
}
