/** SQL for the users table. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { UsersTable } from '../db/tables/users';

export type UserRow = Selectable<UsersTable>;
/** A user without the password hash: what the rest of the server passes around. */
export type UserRecord = Omit<UserRow, 'password_hash'>;
export type NewUser = Omit<Insertable<UsersTable>, 'id'>;

export function toUserRecord(row: UserRow): UserRecord {
  const { password_hash: _hash, ...record } = row;
  return record;
}

export function getUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function getUserById(db: Kysely<Database>, id: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUserRecord(row);
}

/** Inserts a user; answers undefined when the e-mail is taken (unique index), so callers need no race check. */
export async function createUser(db: Kysely<Database>, user: NewUser): Promise<UserRecord | undefined> {
  const row = await db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && toUserRecord(row);
}

export async function updateUserLanguage(
  db: Kysely<Database>,
  id: number,
  idioma: number,
  now: string,
): Promise<UserRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({ idioma, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toUserRecord(row);
}

export async function hasAdministrator(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('administrador', '=', 1).executeTakeFirst();
  return row !== undefined;
}
