/**
 * auth/appLogin with e-mail and password (sign-in-with-token.ts is the mobile mode). Unknown e-mail and
 * wrong password give the same INVALID_CREDENTIALS after the same argon2 work (no account enumeration).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { getUserByEmail, toUserRecord } from '../../users/repository';
import { assertAccountActive } from '../assert-account-active';
import { verifyAgainstDummy, verifyPassword } from '../passwords';
import { startSession } from './start-session';
import type { SessionOrigin, SignInAnswer } from './start-session';

export async function signInWithPassword(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  options: { now: Date; ttlHours: number; origin: SessionOrigin },
): Promise<SignInAnswer> {
  const row = await getUserByEmail(db, credentials.email);
  const matches = row
    ? await verifyPassword(row.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!row || !matches) throw appError('INVALID_CREDENTIALS');
  const user = toUserRecord(row);
  assertAccountActive(user);
  return startSession(db, user, options);
}
