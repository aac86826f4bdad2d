/** SQL for the users table. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { UserPhotosTable, UsersTable } from '../db/tables/users';

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

export async function getUserRowById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id of the account holding a (normalised) document number, or undefined. */
export async function findUserIdByDocument(
  db: Kysely<Database>,
  numeroDocumento: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('numero_documento', '=', numeroDocumento)
    .executeTakeFirst();
  return row?.id;
}

/** The ISO alpha-2 code of a country id of `paises`, or undefined for an unknown id. */
export async function findCountryIso(db: Kysely<Database>, paisId: number): Promise<string | undefined> {
  const row = await db.selectFrom('paises').select('iso').where('id', '=', paisId).executeTakeFirst();
  return row?.iso;
}

/** The columns a user edits on the profile (and enters at registration). */
export type ProfileColumns = Pick<
  UserRow,
  | 'nome'
  | 'perfil'
  | 'telefone'
  | 'como_conheceu'
  | 'numero_documento'
  | 'data_nascimento'
  | 'sexo'
  | 'pais'
  | 'estado'
  | 'cidade'
  | 'logradouro'
  | 'numero'
  | 'bairro'
  | 'complemento'
  | 'referencia'
  | 'cep'
  | 'ddd'
  | 'ddi'
> & { idioma?: number; moeda?: string | null };

export async function updateUserProfile(
  db: Kysely<Database>,
  id: number,
  profile: ProfileColumns,
  now: string,
): Promise<UserRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({ ...profile, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toUserRecord(row);
}

/** Stores a new password hash; `temporary` flags a password set by an administrator. */
export async function setUserPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  temporary: boolean,
  now: string,
): Promise<UserRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, senha_temporaria: temporary ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toUserRecord(row);
}

export type UserPhotoRow = Selectable<UserPhotosTable>;

/** Replaces the user's picture (one per user) and points `users.foto` at its file name. */
export async function saveUserPhoto(
  db: Kysely<Database>,
  photo: Omit<Insertable<UserPhotosTable>, 'id'>,
  now: string,
): Promise<UserRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_photos').where('user_id', '=', photo.user_id).execute();
    await trx.insertInto('user_photos').values(photo).execute();
    const row = await trx
      .updateTable('users')
      .set({ foto: photo.file_name, updated_at: now })
      .where('id', '=', photo.user_id)
      .returningAll()
      .executeTakeFirst();
    return row && toUserRecord(row);
  });
}

export async function deleteUserPhoto(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<UserRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_photos').where('user_id', '=', userId).execute();
    const row = await trx
      .updateTable('users')
      .set({ foto: null, updated_at: now })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row && toUserRecord(row);
  });
}

export function findPhotoByFileName(
  db: Kysely<Database>,
  fileName: string,
): Promise<UserPhotoRow | undefined> {
  return db.selectFrom('user_photos').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}
