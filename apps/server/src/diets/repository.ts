/** SQL for saved diets and predictions (the only code that writes it). */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { lockUserRow } from '../db/dialects/lock-row';
import type { Database } from '../db/schema';
import type { DietSaveKeysTable, DietsTable } from '../db/tables/diets';

export type DietRow = Selectable<DietsTable>;
export type NewDietRow = Omit<Insertable<DietsTable>, 'id'>;
export type DietRowChanges = Omit<Updateable<DietsTable>, 'id' | 'user_id' | 'modo' | 'created_at'>;

export function getDietRowById(db: Kysely<Database>, id: number): Promise<DietRow | undefined> {
  return db.selectFrom('diets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What a save needs of the record it replaces (not its JSON). */
export function getDietOwnerById(
  db: Kysely<Database>,
  id: number,
): Promise<Pick<DietRow, 'id' | 'user_id' | 'modo' | 'situacao' | 'id_cliente' | 'updated_at'> | undefined> {
  return db
    .selectFrom('diets')
    .select(['id', 'user_id', 'modo', 'situacao', 'id_cliente', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type DietRowFilter = {
  userId: number;
  modo?: string;
  /** A client id, null for personal records, undefined for all. */
  idCliente?: number | null;
  includeHidden: boolean;
  situacao?: string;
};

/** The columns a list entry is built from: everything but the record's JSON. */
const SUMMARY_COLUMNS = [
  'id',
  'user_id',
  'modo',
  'nome',
  'oculta',
  'id_cliente',
  'time',
  'custo',
  'moeda',
  'status',
  'ciclo_tipo',
  'situacao',
  'ciclo_comentario',
  'inicio_previsto',
  'fim_previsto',
  'fim_real',
  'peso_abate',
  'gmd_esperado',
  'gmd_real',
  'gmd_observado',
  'numero_animais',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof DietRow)[];

export type DietSummaryRow = Pick<DietRow, (typeof SUMMARY_COLUMNS)[number]>;

/**
 * One page of the user's records, most recently updated first (ties: higher id first), starting after
 * `after`; at most `limit` rows. Reads the summary columns only, through an index of diets_recent*_idx
 * (migration 20261124120000), so a page costs O(log n + limit) whatever the number of records.
 */
export function findDietSummaryRows(
  db: Kysely<Database>,
  filter: DietRowFilter,
  page: { after: { updatedAt: string; id: number } | null; limit: number },
): Promise<DietSummaryRow[]> {
  let query = db.selectFrom('diets').select(SUMMARY_COLUMNS).where('user_id', '=', filter.userId);
  if (filter.modo !== undefined) query = query.where('modo', '=', filter.modo);
  if (filter.idCliente === null) query = query.where('id_cliente', 'is', null);
  else if (filter.idCliente !== undefined) query = query.where('id_cliente', '=', filter.idCliente);
  if (!filter.includeHidden) query = query.where('oculta', '=', 0);
  if (filter.situacao !== undefined) query = query.where('situacao', '=', filter.situacao);
  const after = page.after;
  if (after !== null) {
    // `updated_at <=` bounds the index range on both dialects; the OR drops the rows already listed.
    query = query
      .where('updated_at', '<=', after.updatedAt)
      .where((eb) => eb.or([eb('updated_at', '<', after.updatedAt), eb('id', '<', after.id)]));
  }
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
}

/**
 * Which of `names` the user already gives a record of one kind (other than `exceptId`): one lookup on
 * diets_user_modo_idx (user_id, modo, nome), O(log n) per name.
 */
export async function findTakenDietNames(
  db: Kysely<Database>,
  userId: number,
  modo: string,
  names: readonly string[],
  exceptId: number | null,
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  let query = db
    .selectFrom('diets')
    .select('nome')
    .where('user_id', '=', userId)
    .where('modo', '=', modo)
    .where('nome', 'in', names);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.nome));
}

export async function createDietRow(db: Kysely<Database>, row: NewDietRow): Promise<{ id: number }> {
  return db.insertInto('diets').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function updateDietRow(
  db: Kysely<Database>,
  id: number,
  changes: DietRowChanges,
): Promise<void> {
  await db.updateTable('diets').set(changes).where('id', '=', id).execute();
}

export async function deleteDietRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('diets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Holds the user's row until the transaction ends (PostgreSQL), so two saves or reopenings at once cannot
 * both take the last active slot. SQLite runs one write transaction at a time already.
 */
export function lockDietOwner(db: Kysely<Database>, userId: number): Promise<void> {
  return lockUserRow(db, userId);
}

/** How many active diets the user has, other than `exceptId` (the active-diet cap, docs/product/shell.md#states). */
export async function countActiveDiets(
  db: Kysely<Database>,
  userId: number,
  exceptId: number | null,
): Promise<number> {
  let query = db
    .selectFrom('diets')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('modo', '=', 'FD')
    .where('situacao', '=', 'ativa');
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Updates the record only while its stored version is still `baseUpdatedAt` (optimistic concurrency:
 * docs/decisions/one-pass-saves.md); answers whether it did. One conditional UPDATE, so of two concurrent
 * saves from the same version exactly one wins, on SQLite and PostgreSQL alike.
 */
export async function updateDietRowIfVersion(
  db: Kysely<Database>,
  id: number,
  baseUpdatedAt: string,
  changes: DietRowChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('diets')
    .set(changes)
    .where('id', '=', id)
    .where('updated_at', '=', baseUpdatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type DietSaveKeyRow = Selectable<DietSaveKeysTable>;

export function findDietSaveKey(
  db: Kysely<Database>,
  userId: number,
  key: string,
): Promise<DietSaveKeyRow | undefined> {
  return db
    .selectFrom('diet_save_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Stores a save's key; a concurrent save with the same key makes this throw a unique violation. */
export async function insertDietSaveKey(db: Kysely<Database>, row: DietSaveKeyRow): Promise<void> {
  await db.insertInto('diet_save_keys').values(row).execute();
}

/** Forgets the user's keys older than `before` (ISO time). */
export async function deleteDietSaveKeysBefore(
  db: Kysely<Database>,
  userId: number,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('diet_save_keys')
    .where('user_id', '=', userId)
    .where('created_at', '<', before)
    .execute();
}
