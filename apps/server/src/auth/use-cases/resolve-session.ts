/** Bearer token → signed-in user, with the account checks of spec 01 §4 (token check on route change). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { assertAccountActive } from '../assert-account-active';
import { getActiveSessionByTokenHash, touchSession } from '../repository';
import type { SessionRow } from '../repository';
import { hashSessionToken } from '../tokens';

/** last_seen_at is written at most this often per session, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The session and user of a token; UNAUTHENTICATED when the token is missing, unknown, expired or revoked,
 * and the account errors of `assertAccountActive`.
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string | null,
  now: Date,
): Promise<{ user: UserRecord; session: SessionRow }> {
  if (!token) throw appError('UNAUTHENTICATED');
  const nowIso = now.toISOString();
  const found = await getActiveSessionByTokenHash(db, hashSessionToken(token), nowIso);
  if (!found) throw appError('UNAUTHENTICATED');
  assertAccountActive(found.user);
  const lastSeen = found.session.last_seen_at ? Date.parse(found.session.last_seen_at) : 0;
  if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS) await touchSession(db, found.session.id, nowIso);
  return found;
}
