/** SQL for the sessions and e-mailed codes tables. Timestamps are ISO-8601 UTC text, so string comparison orders them. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { EmailCodesTable, SessionsTable } from '../db/tables/users';
import { toUserRecord } from '../users/repository';
import type { UserRecord } from '../users/repository';
import { CATALOGUE_STATE_ID } from '../db/tables/feeds';

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Omit<Insertable<SessionsTable>, 'id'>;

export async function createSession(db: Kysely<Database>, session: NewSession): Promise<SessionRow> {
  return db.insertInto('sessions').values(session).returningAll().executeTakeFirstOrThrow();
}

/** The catalogue's version as the session lookup reads it (feed_catalogue_state; null before its first use). */
export type CatalogueVersion = { readonly version: number; readonly updated_at: string };

/**
 * The session of a token hash and its user, when the session is neither revoked nor expired at `now`, in one
 * query (a join), with the catalogue's version beside them (`catalogue`: two scalar reads of the one-row
 * feed_catalogue_state, null when it has no row yet). Every signed-in call makes this read first, so the
 * catalogue answers (feeds/catalogue-cache.ts) learn which version to send without a query of their own,
 * still read at the time of the request: an edit through any instance is seen by the next call
 * (docs/decisions/catalogue-answers-and-statements.md).
 */
export async function getActiveSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<{ session: SessionRow; user: UserRecord; catalogue: CatalogueVersion | null } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select((eb) => [
      'sessions.id as session_id',
      'sessions.user_id as session_user_id',
      'sessions.token_hash as session_token_hash',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.ip as session_ip',
      'sessions.user_agent as session_user_agent',
      eb
        .selectFrom('feed_catalogue_state')
        .select('feed_catalogue_state.version')
        .where('feed_catalogue_state.id', '=', CATALOGUE_STATE_ID)
        .as('catalogue_version'),
      eb
        .selectFrom('feed_catalogue_state')
        .select('feed_catalogue_state.updated_at')
        .where('feed_catalogue_state.id', '=', CATALOGUE_STATE_ID)
        .as('catalogue_updated_at'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    session_id: id,
    session_user_id: user_id,
    session_token_hash: token_hash,
    session_created_at: created_at,
    session_expires_at: expires_at,
    session_revoked_at: revoked_at,
    session_last_seen_at: last_seen_at,
    session_ip: ip,
    session_user_agent: user_agent,
    catalogue_version: version,
    catalogue_updated_at: updated_at,
    ...user
  } = row;
  return {
    session: { id, user_id, token_hash, created_at, expires_at, revoked_at, last_seen_at, ip, user_agent },
    user: toUserRecord(user),
    catalogue: version === null || updated_at === null ? null : { version: Number(version), updated_at },
  };
}

/** A session by id when it is neither revoked nor expired at `now`. */
export function getActiveSessionById(
  db: Kysely<Database>,
  id: number,
  now: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Revokes the session of a token hash; answers whether one was active. */
export async function revokeSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countActiveSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function touchSession(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/**
 * Revokes the user's active sessions beyond the `keep` most recently created (oldest first out); answers how
 * many were revoked.
 */
export async function revokeSessionsBeyond(
  db: Kysely<Database>,
  userId: number,
  keep: number,
  now: string,
): Promise<number> {
  const surplus = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (surplus.length === 0) return 0;
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where(
      'id',
      'in',
      surplus.map((row) => row.id),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes every active session of a user except `exceptSessionId`; answers how many were revoked. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
  exceptSessionId?: number,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type EmailCodeRow = Selectable<EmailCodesTable>;

/** How many codes for `finalidade` were issued to `email` since `sinceIso`, and when the latest one was. */
export async function countCodesSince(
  db: Kysely<Database>,
  email: string,
  finalidade: string,
  sinceIso: string,
): Promise<{ count: number; latest: string | null }> {
  const row = await db
    .selectFrom('email_codes')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('latest')])
    .where('email', '=', email)
    .where('finalidade', '=', finalidade)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), latest: row.latest ?? null };
}

/** Closes every open code of `email` for `finalidade` (a new one replaces them). */
export async function closeOpenCodes(
  db: Kysely<Database>,
  email: string,
  finalidade: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('email', '=', email)
    .where('finalidade', '=', finalidade)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertEmailCode(
  db: Kysely<Database>,
  code: Omit<Insertable<EmailCodesTable>, 'id'>,
): Promise<void> {
  await db.insertInto('email_codes').values(code).execute();
}

/** The latest open (unused, unexpired) code of `email` for `finalidade`. */
export function findOpenCode(
  db: Kysely<Database>,
  email: string,
  finalidade: string,
  now: string,
): Promise<EmailCodeRow | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('email', '=', email)
    .where('finalidade', '=', finalidade)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes one of the code's `maxAttempts` tries in one conditional UPDATE; false when they are used up (or the
 * code was used meanwhile). Concurrent tries cannot take more than `maxAttempts` between them.
 */
export async function reserveCodeAttempt(
  db: Kysely<Database>,
  id: number,
  maxAttempts: number,
): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a code used; answers false when it was already used (two requests raced with one code). */
export async function markCodeUsed(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
