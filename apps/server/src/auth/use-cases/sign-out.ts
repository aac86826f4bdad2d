/** auth/logout: revokes the given token (body `token`, else the bearer token). Always succeeds. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revokeSessionByTokenHash } from '../repository';
import { hashSessionToken } from '../tokens';

export async function signOut(db: Kysely<Database>, token: string | null, now: Date): Promise<{ ok: true }> {
  if (token) await revokeSessionByTokenHash(db, hashSessionToken(token), now.toISOString());
  return { ok: true };
}
