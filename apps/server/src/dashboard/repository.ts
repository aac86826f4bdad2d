/** The dashboard's reads: the caller's saved records (summary columns, then a few records' JSON) and sessions. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { DietsTable } from '../db/tables/diets';

/** The columns a dashboard entry is built from: everything but the record's JSON. */
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
] as const satisfies readonly (keyof DietsTable)[];

export type DashboardRow = Pick<Selectable<DietsTable>, (typeof SUMMARY_COLUMNS)[number]>;

export type DashboardRowFilter = {
  readonly userId: number;
  readonly modo: 'FD' | 'PD';
  /** A client id, null for personal records, undefined for all. */
  readonly idCliente: number | null | undefined;
};

/**
 * The user's visible records of one kind, most recently updated first, at most `limit` (the
 * diets_recent*_idx indexes of migration 20261124120000 serve it). Only the caller's rows: `userId` is always
 * the signed-in user, never an id from the request.
 */
export function findDashboardRows(
  db: Kysely<Database>,
  filter: DashboardRowFilter,
  limit: number,
): Promise<DashboardRow[]> {
  let query = db
    .selectFrom('diets')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', filter.userId)
    .where('modo', '=', filter.modo)
    .where('oculta', '=', 0);
  if (filter.idCliente === null) query = query.where('id_cliente', 'is', null);
  else if (filter.idCliente !== undefined) query = query.where('id_cliente', '=', filter.idCliente);
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The JSON of the user's records `ids` (only theirs), in no particular order. */
export function findDietTexts(
  db: Kysely<Database>,
  userId: number,
  ids: readonly number[],
): Promise<{ id: number; dieta: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('diets')
    .select(['id', 'dieta'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/** The user's sessions started in [from, to) (ISO text bounds, null no bound), newest first, at most `limit`. */
export function findSessionRows(
  db: Kysely<Database>,
  userId: number,
  bounds: { from: string | null; to: string | null },
  limit: number,
): Promise<
  { created_at: string; last_seen_at: string | null; revoked_at: string | null; expires_at: string }[]
> {
  let query = db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'revoked_at', 'expires_at'])
    .where('user_id', '=', userId);
  if (bounds.from !== null) query = query.where('created_at', '>=', bounds.from);
  if (bounds.to !== null) query = query.where('created_at', '<', bounds.to);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
