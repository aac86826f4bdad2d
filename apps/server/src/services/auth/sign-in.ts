/**
 * auth/appLogin: e-mail and password, or (mobile mode) an existing valid session token. Unknown e-mail and
 * wrong password give the same INVALID_CREDENTIALS after the same argon2 work (no account enumeration).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../http/error-handler';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { countActiveSessions } from '../../repositories/sessions-repository';
import { getUserByEmail, toUserRecord } from '../../repositories/users-repository';
import { assertAccountActive, resolveSession } from './resolve-session';
import { startSession } from './start-session';
import type { SessionOrigin, SignInAnswer } from './start-session';
import { toUserView } from './user-view';

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

/** Mobile mode: the app already holds a session token; answer it back with the user. */
export async function signInWithToken(
  db: Kysely<Database>,
  accessToken: string,
  now: Date,
): Promise<SignInAnswer> {
  const { user } = await resolveSession(db, accessToken, now).catch((error: unknown) => {
    // An unusable token is a failed sign-in, not an expired session.
    if (error instanceof Error && 'code' in error && error.code === 'UNAUTHENTICATED') {
      throw appError('INVALID_CREDENTIALS');
    }
    throw error;
  });
  return {
    token: accessToken,
    user: toUserView(user),
    sessoes: await countActiveSessions(db, user.id, now.toISOString()),
  };
}
