/**
 * Opens a session for a user and builds the sign-in answer `{ token, user, sessoes }`. A user keeps at most
 * MAX_ACTIVE_SESSIONS: signing in again revokes the oldest ones beyond it.
 */
import type { TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { loadUserView } from '../../users/load-user-view';
import { countActiveSessions, createSession, revokeSessionsBeyond } from '../repository';
import { generateSessionToken, hashSessionToken } from '../tokens';

export type SignInAnswer = { token: string; user: TUser; sessoes: number };

export type SessionOrigin = { ip: string | null; userAgent: string | null };

const HOUR_MS = 3_600_000;

/** Active sessions per user (docs/decisions/sessions-and-rate-limits.md). */
export const MAX_ACTIVE_SESSIONS = 20;

export async function startSession(
  db: Kysely<Database>,
  user: UserRecord,
  options: { now: Date; ttlHours: number; origin: SessionOrigin },
): Promise<SignInAnswer> {
  const token = generateSessionToken();
  const nowIso = options.now.toISOString();
  await revokeSessionsBeyond(db, user.id, MAX_ACTIVE_SESSIONS - 1, nowIso);
  await createSession(db, {
    user_id: user.id,
    token_hash: hashSessionToken(token),
    created_at: nowIso,
    expires_at: new Date(options.now.getTime() + options.ttlHours * HOUR_MS).toISOString(),
    revoked_at: null,
    last_seen_at: nowIso,
    ip: options.origin.ip,
    user_agent: options.origin.userAgent?.slice(0, 500) ?? null,
  });
  return {
    token,
    user: await loadUserView(db, user, options.now),
    sessoes: await countActiveSessions(db, user.id, nowIso),
  };
}
