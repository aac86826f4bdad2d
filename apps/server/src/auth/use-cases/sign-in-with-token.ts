/** auth/appLogin in mobile mode: an existing valid session token instead of e-mail and password. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { loadUserView } from '../../users/load-user-view';
import { countActiveSessions } from '../repository';
import { resolveSession } from './resolve-session';
import type { SignInAnswer } from './start-session';

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
    user: await loadUserView(db, user, now),
    sessoes: await countActiveSessions(db, user.id, now.toISOString()),
  };
}
