/** SQL for saved diets and predictions (the only code that writes it). */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { DietsTable } from '../db/tables/diets';

export type DietRow = Selectable<DietsTable>;
export type NewDietRow = Omit<Insertable<DietsTable>, 'id'>;
export type DietRowChanges = Omit<Updateable<DietsTable>, 'id' | 'user_id' | 'modo' | 'created_at'>;

export function getDietRowById(db: Kysely<Database>, id: number): Promise<DietRow | undefined> {
  return db.selectFrom('diets').selectAll().where('id', '=', id).executeTakeFirst();
}

export type DietRowFilter = {
  userId: number;
  modo?: string;
  /** A client id, null for personal records, undefined for all. */
  idCliente?: number | null;
  includeHidden: boolean;
  situacao?: string;
};

/** The user's records, most recently updated first. */
export function findDietRows(db: Kysely<Database>, filter: DietRowFilter): Promise<DietRow[]> {
  let query = db.selectFrom('diets').selectAll().where('user_id', '=', filter.userId);
  if (filter.modo !== undefined) query = query.where('modo', '=', filter.modo);
  if (filter.idCliente === null) query = query.where('id_cliente', 'is', null);
  else if (filter.idCliente !== undefined) query = query.where('id_cliente', '=', filter.idCliente);
  if (!filter.includeHidden) query = query.where('oculta', '=', 0);
  if (filter.situacao !== undefined) query = query.where('situacao', '=', filter.situacao);
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

/** Names of the user's records of one kind that start with `prefix` (other than `exceptId`). */
export async function findDietNamesStartingWith(
  db: Kysely<Database>,
  userId: number,
  modo: string,
  prefix: string,
  exceptId: number | null,
): Promise<Set<string>> {
  let query = db
    .selectFrom('diets')
    .select('nome')
    .where('user_id', '=', userId)
    .where('modo', '=', modo)
    // substr instead of LIKE: names may hold % and _, and LIKE's case rules differ between the dialects.
    .where((eb) => eb(eb.fn('substr', ['nome', eb.val(1), eb.val(prefix.length)]), '=', prefix));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.nome));
}

export async function createDietRow(db: Kysely<Database>, row: NewDietRow): Promise<DietRow> {
  return db.insertInto('diets').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateDietRow(
  db: Kysely<Database>,
  id: number,
  changes: DietRowChanges,
): Promise<DietRow | undefined> {
  return db.updateTable('diets').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteDietRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('diets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
