/**
 * auth/logout: revokes the given token (body `token`, else the bearer token) when the request proves it holds
 * that session's key (the token as its bearer token, signed with its key: http/request-signing.ts
 * `provesSessionKey`). Always answers `{ ok: true }`, so the answer tells nothing about a token.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revokeSessionByTokenHash } from '../repository';
import { hashSessionToken } from '../tokens';

export async function signOut(
  db: Kysely<Database>,
  token: string | null,
  provesSessionKey: (token: string) => boolean,
  now: Date,
): Promise<{ ok: true }> {
  if (token && provesSessionKey(token)) {
    await revokeSessionByTokenHash(db, hashSessionToken(token), now.toISOString());
  }
  return { ok: true };
}
