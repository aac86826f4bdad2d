/** SQL for the sessions table. Timestamps are ISO-8601 UTC text, so string comparison orders them. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionsTable } from '../db/tables/users';
import { toUserRecord } from '../users/repository';
import type { UserRecord } from '../users/repository';

export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Omit<Insertable<SessionsTable>, 'id'>;

export async function createSession(db: Kysely<Database>, session: NewSession): Promise<SessionRow> {
  return db.insertInto('sessions').values(session).returningAll().executeTakeFirstOrThrow();
}

/** The session of a token hash and its user, when the session is neither revoked nor expired at `now`. */
export async function getActiveSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<{ session: SessionRow; user: UserRecord } | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  return user && { session, user: toUserRecord(user) };
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
