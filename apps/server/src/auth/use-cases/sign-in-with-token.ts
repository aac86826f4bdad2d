/**
 * auth/appLogin in mobile mode (docs/decisions/request-signing.md, "Token sign-in"). `accessToken` is either
 * - a one-time login code (auth/codigoAcesso): used up, it opens a NEW session for the code's user, whose
 *   answer carries the new session's key (`started: true`); or
 * - the app's own session token: only when the request proves it holds that session's key (the token as the
 *   bearer token and a signature with its key). The answer is the same session, without the key, which is
 *   given once, when a session is created with credentials or a code.
 * A token alone, a used or expired code, or a revoked session are INVALID_CREDENTIALS.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { loadUserView } from '../../users/load-user-view';
import { getUserById } from '../../users/repository';
import { assertAccountActive } from '../assert-account-active';
import { consumeLoginCode } from '../login-codes';
import { countActiveSessions, getActiveSessionById } from '../repository';
import { resolveSession } from './resolve-session';
import { startSession } from './start-session';
import type { SessionOrigin, SignInAnswer } from './start-session';

export async function signInWithToken(
  db: Kysely<Database>,
  accessToken: string,
  options: { now: Date; ttlHours: number; origin: SessionOrigin; provesSessionKey: boolean },
): Promise<{ answer: SignInAnswer; started: boolean }> {
  const { now } = options;
  const code = await consumeLoginCode(db, accessToken, now);
  if (code) {
    const session = await getActiveSessionById(db, code.sessionId, now.toISOString());
    const user = session ? await getUserById(db, code.userId) : undefined;
    if (!user) throw appError('INVALID_CREDENTIALS');
    assertAccountActive(user);
    return { answer: await startSession(db, user, options), started: true };
  }
  if (!options.provesSessionKey) throw appError('INVALID_CREDENTIALS');
  const { user } = await resolveSession(db, accessToken, now).catch((error: unknown) => {
    // An unusable token is a failed sign-in, not an expired session.
    if (error instanceof Error && 'code' in error && error.code === 'UNAUTHENTICATED') {
      throw appError('INVALID_CREDENTIALS');
    }
    throw error;
  });
  return {
    answer: {
      token: accessToken,
      user: await loadUserView(db, user, now),
      sessoes: await countActiveSessions(db, user.id, now.toISOString()),
    },
    started: false,
  };
}
