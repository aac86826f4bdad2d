/** Bearer token → signed-in user, with the account checks of docs/product/shell.md#states (token check on route change). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { assertAccountActive } from '../assert-account-active';
import { getActiveSessionByTokenHash, touchSession } from '../repository';
import type { CatalogueVersion, SessionRow } from '../repository';
import { hashSessionToken } from '../tokens';

/** last_seen_at is written at most this often per session, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * A signed-in request's first read: the session, its user, and the catalogue's version read in the same
 * query (null before the catalogue's first use), which the catalogue answers use (feeds/catalogue-cache.ts).
 */
export type ActiveSession = { user: UserRecord; session: SessionRow; catalogue: CatalogueVersion | null };

/**
 * The active (neither revoked nor expired) session of `token` with its user, or undefined; no account
 * checks and no writes. The rate limits read it to count a signed-in call for its user (http/rate-limits.ts).
 */
export async function findActiveSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  return getActiveSessionByTokenHash(db, hashSessionToken(token), now.toISOString());
}

/**
 * The session and user of a token; UNAUTHENTICATED when the token is missing, unknown, expired or revoked,
 * and the account errors of `assertAccountActive`. `found` is the token's lookup when the request made it
 * already (the rate limit's, http/request-session.ts), so it is not read twice.
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string | null,
  now: Date,
  found?: ActiveSession | null,
): Promise<ActiveSession> {
  if (!token) throw appError('UNAUTHENTICATED');
  const active = found === undefined ? await findActiveSession(db, token, now) : found;
  if (!active) throw appError('UNAUTHENTICATED');
  assertAccountActive(active.user);
  const lastSeen = active.session.last_seen_at ? Date.parse(active.session.last_seen_at) : 0;
  if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS)
    await touchSession(db, active.session.id, now.toISOString());
  return active;
}
