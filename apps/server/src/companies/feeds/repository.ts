/**
 * Company feeds (feeds rows of kind `empresa`), their sponsorship, company products, and the rows the
 * company reports read. Dialect-neutral Kysely only.
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CompanyProductsTable, FeedsTable } from '../../db/tables/feeds';
import type { FeedRowWithOwner } from '../../feeds/repository';

type Db = Kysely<Database>;
export type CompanyProductRow = Selectable<CompanyProductsTable>;

function selectCompanyFeeds(db: Db) {
  return db
    .selectFrom('feeds')
    .leftJoin('users', 'users.id', 'feeds.user_id')
    .selectAll('feeds')
    .select('users.empresa_vinculada as owner_company_id')
    .where('feeds.kind', '=', 'empresa');
}

/** Every feed of the company, hidden ones too, in list order (category, name). */
export function findFeedsOfCompany(db: Db, companyId: number): Promise<FeedRowWithOwner[]> {
  return selectCompanyFeeds(db)
    .where('feeds.empresa', '=', companyId)
    .orderBy('feeds.tipo')
    .orderBy('feeds.name')
    .orderBy('feeds.id')
    .execute();
}

/** One company feed by id, whichever its company. */
export function getCompanyFeedById(db: Db, feedId: number): Promise<FeedRowWithOwner | undefined> {
  return selectCompanyFeeds(db).where('feeds.id', '=', feedId).executeTakeFirst();
}

/** One feed of the company, or undefined (also for another company's feed). */
export function getFeedOfCompany(
  db: Db,
  companyId: number,
  feedId: number,
): Promise<FeedRowWithOwner | undefined> {
  return selectCompanyFeeds(db)
    .where('feeds.empresa', '=', companyId)
    .where('feeds.id', '=', feedId)
    .executeTakeFirst();
}

export async function insertCompanyFeed(
  db: Db,
  row: Omit<Insertable<FeedsTable>, 'id'> & { kind: 'empresa'; empresa: number },
): Promise<number> {
  const inserted = await db.insertInto('feeds').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Applies `changes`; with `baseVersion` only while the feed is still that version. Whether it did. */
export async function updateCompanyFeed(
  db: Db,
  companyId: number,
  feedId: number,
  changes: Omit<Updateable<FeedsTable>, 'id' | 'kind' | 'empresa'>,
  baseVersion?: string,
): Promise<boolean> {
  let query = db
    .updateTable('feeds')
    .set(changes)
    .where('kind', '=', 'empresa')
    .where('empresa', '=', companyId)
    .where('id', '=', feedId);
  if (baseVersion !== undefined) query = query.where('updated_at', '=', baseVersion);
  return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
}

export async function deleteCompanyFeed(db: Db, companyId: number, feedId: number): Promise<void> {
  await db
    .deleteFrom('feeds')
    .where('kind', '=', 'empresa')
    .where('empresa', '=', companyId)
    .where('id', '=', feedId)
    .execute();
}

export type SponsorshipRow = FeedRowWithOwner & { empresa_nome: string };

/** Company feeds whose sponsorship is requested or accepted, oldest change first. */
export function findOpenSponsorships(db: Db): Promise<SponsorshipRow[]> {
  return db
    .selectFrom('feeds')
    .innerJoin('companies', 'companies.id', 'feeds.empresa')
    .leftJoin('users', 'users.id', 'feeds.user_id')
    .selectAll('feeds')
    .select(['users.empresa_vinculada as owner_company_id', 'companies.nome_fantasia as empresa_nome'])
    .where('feeds.kind', '=', 'empresa')
    .where('feeds.patrocinio', 'in', ['solicitado', 'aceito'])
    .orderBy('feeds.patrocinio_em')
    .orderBy('feeds.id')
    .execute();
}

/** A company feed with its company's trade name, for an administrator's decision. */
export function getSponsorship(db: Db, feedId: number): Promise<SponsorshipRow | undefined> {
  return db
    .selectFrom('feeds')
    .innerJoin('companies', 'companies.id', 'feeds.empresa')
    .leftJoin('users', 'users.id', 'feeds.user_id')
    .selectAll('feeds')
    .select(['users.empresa_vinculada as owner_company_id', 'companies.nome_fantasia as empresa_nome'])
    .where('feeds.kind', '=', 'empresa')
    .where('feeds.id', '=', feedId)
    .executeTakeFirst();
}

/**
 * Moves a sponsorship from one of `from` to `to` in one statement, so two concurrent decisions cannot both
 * apply; `patrocinado` follows (1 exactly while aceito). False when the state was not one of `from`.
 */
export async function changeSponsorship(
  db: Db,
  feedId: number,
  from: readonly (string | null)[],
  to: string,
  now: string,
): Promise<boolean> {
  const states = from.filter((state): state is string => state !== null);
  const result = await db
    .updateTable('feeds')
    .set({ patrocinio: to, patrocinio_em: now, patrocinado: to === 'aceito' ? 1 : 0, updated_at: now })
    .where('kind', '=', 'empresa')
    .where('id', '=', feedId)
    .where((eb) => {
      const alternatives = states.length > 0 ? [eb('patrocinio', 'in', states)] : [];
      if (from.includes(null)) alternatives.push(eb('patrocinio', 'is', null));
      return eb.or(alternatives);
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findProducts(db: Db, companyId: number): Promise<CompanyProductRow[]> {
  return db
    .selectFrom('company_products')
    .selectAll()
    .where('id_empresa', '=', companyId)
    .orderBy('nome')
    .orderBy('id')
    .execute();
}

export function getProduct(db: Db, companyId: number, id: number): Promise<CompanyProductRow | undefined> {
  return db
    .selectFrom('company_products')
    .selectAll()
    .where('id_empresa', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertProduct(
  db: Db,
  row: Omit<Insertable<CompanyProductsTable>, 'id'>,
): Promise<CompanyProductRow> {
  return db.insertInto('company_products').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Applies `changes`; with `baseVersion` only while the product is still that version. Whether it did. */
export async function updateProduct(
  db: Db,
  companyId: number,
  id: number,
  changes: Omit<Updateable<CompanyProductsTable>, 'id' | 'id_empresa' | 'created_at'>,
  baseVersion?: string,
): Promise<boolean> {
  let query = db
    .updateTable('company_products')
    .set(changes)
    .where('id_empresa', '=', companyId)
    .where('id', '=', id);
  if (baseVersion !== undefined) query = query.where('updated_at', '=', baseVersion);
  return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
}

export async function deleteProduct(db: Db, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('company_products').where('id_empresa', '=', companyId).where('id', '=', id).execute();
}

/** Ids of the users with an active link to the company (any position). */
export async function findLinkedUserIds(db: Db, companyId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('company_users')
    .select('id_usuario')
    .where('id_empresa', '=', companyId)
    .where('situacao', '=', 'ativo')
    .execute();
  return new Set(rows.map((row) => row.id_usuario));
}

export type ReportDietRow = {
  id: number;
  nome: string;
  user_id: number;
  dieta: string;
  updated_at: string;
  custo: number | null;
  numero_animais: number | null;
  usuario_nome: string;
  estado: string | null;
};

/**
 * Saved diets (not predictions, not hidden) whose record names one of `feedWireIds` (the quoted id, so
 * `"EMP|12"` never matches EMP|123), of the users in or out of `users`, last saved in the period, newest
 * first, at most `limit` rows.
 */
export function findDietsWithFeeds(
  db: Db,
  filter: {
    feedWireIds: readonly string[];
    users: { readonly only: readonly number[] } | { readonly except: readonly number[] };
    from: string | null;
    toExclusive: string | null;
    state: string | null;
    limit: number;
  },
): Promise<ReportDietRow[]> {
  let query = db
    .selectFrom('diets')
    .innerJoin('users', 'users.id', 'diets.user_id')
    .select([
      'diets.id',
      'diets.nome',
      'diets.user_id',
      'diets.dieta',
      'diets.updated_at',
      'diets.custo',
      'diets.numero_animais',
      'users.nome as usuario_nome',
      'users.estado',
    ])
    .where('diets.modo', '=', 'FD')
    .where('diets.oculta', '=', 0)
    .where((eb) => eb.or(filter.feedWireIds.map((id) => eb('diets.dieta', 'like', `%"${id}"%`))));
  const { users } = filter;
  if ('only' in users) query = query.where('diets.user_id', 'in', [...users.only]);
  else if (users.except.length > 0) query = query.where('diets.user_id', 'not in', [...users.except]);
  if (filter.from !== null) query = query.where('diets.updated_at', '>=', filter.from);
  if (filter.toExclusive !== null) query = query.where('diets.updated_at', '<', filter.toExclusive);
  if (filter.state !== null) query = query.where('users.estado', '=', filter.state);
  return query.orderBy('diets.updated_at', 'desc').orderBy('diets.id', 'desc').limit(filter.limit).execute();
}
