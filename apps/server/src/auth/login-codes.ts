/**
 * One-time login codes (docs/decisions/request-signing.md, "Token sign-in"): a signed-in app asks for a code
 * with a request signed by its session key (auth/codigoAcesso), hands it to the embedded web view
 * (`?mobileaccess=1&token=<code>`), and the web view trades it once, within LOGIN_CODE_TTL_SECONDS, for a new
 * session of its own with its own key (auth/appLogin with loginByToken). Only the SHA-256 is stored, and the
 * code is used up by a conditional UPDATE, so two requests with one code open one session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long a code may wait for its web view. */
export const LOGIN_CODE_TTL_SECONDS = 120;

const hashOf = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');

/** A new code for `sessionId` (32 random bytes, base64url), and when it expires. */
export async function issueLoginCode(
  db: Kysely<Database>,
  session: { id: number; user_id: number },
  now: Date,
): Promise<{ codigo: string; expira_em: string }> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LOGIN_CODE_TTL_SECONDS * 1000).toISOString();
  await db
    .insertInto('session_login_codes')
    .values({
      code_hash: hashOf(code),
      user_id: session.user_id,
      session_id: session.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { codigo: code, expira_em: expiresAt };
}

/**
 * Uses up `code` when it is an unused, unexpired login code: answers the session that asked for it, or null
 * (unknown, expired or already used, also when another request used it a moment before).
 */
export async function consumeLoginCode(
  db: Kysely<Database>,
  code: string,
  now: Date,
): Promise<{ userId: number; sessionId: number } | null> {
  const nowIso = now.toISOString();
  const row = await db
    .updateTable('session_login_codes')
    .set({ used_at: nowIso })
    .where('code_hash', '=', hashOf(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, sessionId: row.session_id } : null;
}
