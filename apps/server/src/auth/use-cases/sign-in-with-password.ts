/**
 * auth/appLogin with e-mail and password (sign-in-with-token.ts is the mobile mode). Unknown e-mail and
 * wrong password give the same INVALID_CREDENTIALS after the same argon2 work (no account enumeration).
 * Every attempt is audited; an e-mail with too many recent failures is refused with RATE_LIMITED before the
 * password is checked, whether or not it has an account; each check reserves its slot first, so concurrent
 * tries cannot pass the limit (sign-in-lockout.ts). When the password-check queue is full the sign-in is
 * refused first, with 503 SERVER_BUSY and Retry-After (auth/passwords.ts), nothing written.
 */
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { getUserByEmail, toUserRecord } from '../../users/repository';
import { assertAccountActive } from '../assert-account-active';
import { assertPasswordQueueRoom, verifyAgainstDummy, verifyPassword } from '../passwords';
import { clearSignInAttempts, recordSignInFailure, reserveSignInAttempt } from '../sign-in-lockout';
import { startSession } from './start-session';
import type { SessionOrigin, SignInAnswer } from './start-session';

export async function signInWithPassword(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  options: { now: Date; ttlHours: number; origin: SessionOrigin; clientGone?: () => boolean },
): Promise<SignInAnswer> {
  const audit = { at: options.now, subjectEmail: credentials.email, ip: options.origin.ip };
  // A full password queue refuses at once (503 with Retry-After), before the lockout slot is reserved: a
  // refused try is no try.
  assertPasswordQueueRoom();
  if (!(await reserveSignInAttempt(db, credentials.email, options.now))) {
    await recordAudit(db, { ...audit, action: 'sign_in_locked' });
    throw appError('RATE_LIMITED');
  }
  const row = await getUserByEmail(db, credentials.email);
  // A check still queued when its client leaves is dropped (ClientGoneError; the reserved attempt counts).
  const work = options.clientGone ? { clientGone: options.clientGone } : {};
  const matches = row
    ? await verifyPassword(row.password_hash, credentials.password, work)
    : await verifyAgainstDummy(credentials.password, work);
  if (!row || !matches) {
    await recordSignInFailure(db, credentials.email, options.now);
    await recordAudit(db, { ...audit, action: 'sign_in_failed', subjectUserId: row?.id ?? null });
    throw appError('INVALID_CREDENTIALS');
  }
  await clearSignInAttempts(db, credentials.email);
  const user = toUserRecord(row);
  assertAccountActive(user);
  await recordAudit(db, { ...audit, action: 'sign_in', subjectUserId: user.id, actorUserId: user.id });
  return startSession(db, user, options);
}
