/** SQL for the feed catalogue tables (the only feed code that writes SQL). */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import { CATALOGUE_STATE_ID } from '../db/tables/feeds';
import type { AdditivesTable, FeedKind, FeedsTable, FeedTypesTable } from '../db/tables/feeds';

export type FeedRow = Selectable<FeedsTable>;
/** A feed row with the creator's company (for user feeds shared with the company). */
export type FeedRowWithOwner = FeedRow & { owner_company_id: number | null };
/**
 * A feed row with its creator's company and, for a company feed, whether its company is active
 * (`companies.ativo`; null when the row names no stored company). The visibility rules read both.
 */
export type FeedRowWithCompany = FeedRowWithOwner & { company_ativo: number | null };
export type NewFeedRow = Omit<Insertable<FeedsTable>, 'id'>;
export type FeedPatch = Updateable<FeedsTable>;
export type AdditiveRow = Selectable<AdditivesTable>;
export type FeedTypeRow = Selectable<FeedTypesTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The catalogue's version and last update; created on first use. */
export async function getCatalogueState(
  db: Db,
  now: string,
): Promise<{ version: number; updated_at: string }> {
  const row = await db
    .selectFrom('feed_catalogue_state')
    .select(['version', 'updated_at'])
    .where('id', '=', CATALOGUE_STATE_ID)
    .executeTakeFirst();
  if (row) return row;
  await db
    .insertInto('feed_catalogue_state')
    .values({ id: CATALOGUE_STATE_ID, version: 1, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { version: 1, updated_at: now };
}

/**
 * Marks the catalogue (types, catalogue feeds, additives) as changed: clients compare the last-update value
 * and reload (docs/product/shell.md#states). Call inside the transaction that changes the catalogue.
 */
export async function touchCatalogue(db: Db, now: string): Promise<void> {
  await getCatalogueState(db, now);
  await db
    .updateTable('feed_catalogue_state')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', CATALOGUE_STATE_ID)
    .execute();
}

export function findFeedTypes(db: Db): Promise<FeedTypeRow[]> {
  return db.selectFrom('feed_types').selectAll().orderBy('id').execute();
}

export function findAdditives(db: Db): Promise<AdditiveRow[]> {
  return db.selectFrom('additives').selectAll().where('excluido', '=', 0).orderBy('nome').execute();
}

function selectFeedsWithOwner(db: Db) {
  return db
    .selectFrom('feeds')
    .leftJoin('users', 'users.id', 'feeds.user_id')
    .leftJoin('companies', 'companies.id', 'feeds.empresa')
    .selectAll('feeds')
    .select(['users.empresa_vinculada as owner_company_id', 'companies.ativo as company_ativo']);
}

/**
 * Candidate rows for a user's lists: visible catalogue feeds, the user's own feeds, company-shared user
 * feeds of the user's company, and company feeds that might be visible (own company, `todos`, sponsored).
 * feed-visibility.ts makes the final decision.
 */
export function findListCandidates(
  db: Db,
  viewer: { userId: number; companyId: number | null },
  options: { withCatalogue: boolean },
): Promise<FeedRowWithCompany[]> {
  return selectFeedsWithOwner(db)
    .where((eb) => {
      const own = eb.and([eb('feeds.kind', '=', 'usuario'), eb('feeds.user_id', '=', viewer.userId)]);
      const companyFeeds = eb.and([
        eb('feeds.kind', '=', 'empresa'),
        eb.or([
          eb('feeds.visibilidade', '=', 'todos'),
          eb('feeds.patrocinado', '=', 1),
          eb('feeds.user_id', '=', viewer.userId),
          ...(viewer.companyId === null ? [] : [eb('feeds.empresa', '=', viewer.companyId)]),
        ]),
      ]);
      const alternatives = [own, companyFeeds];
      if (viewer.companyId !== null) {
        alternatives.push(
          eb.and([
            eb('feeds.kind', '=', 'usuario'),
            eb('feeds.visibilidade', '=', 'empresa'),
            eb('users.empresa_vinculada', '=', viewer.companyId),
          ]),
        );
      }
      if (options.withCatalogue) {
        alternatives.push(eb.and([eb('feeds.kind', '=', 'catalogo'), eb('feeds.excluido', '=', 0)]));
      }
      return eb.or(alternatives);
    })
    .orderBy('feeds.tipo')
    .orderBy('feeds.name')
    .orderBy('feeds.id')
    .execute();
}

export function getFeed(db: Db, kind: FeedKind, id: number): Promise<FeedRowWithCompany | undefined> {
  return selectFeedsWithOwner(db)
    .where('feeds.kind', '=', kind)
    .where('feeds.id', '=', id)
    .executeTakeFirst();
}

/** Company feeds, optionally only one company's and optionally with hidden ones. */
export function findCompanyFeeds(
  db: Db,
  filter: { companyId: number | null; onlySponsored: boolean; withHidden: boolean },
): Promise<FeedRowWithCompany[]> {
  let query = selectFeedsWithOwner(db).where('feeds.kind', '=', 'empresa');
  if (filter.companyId !== null) query = query.where('feeds.empresa', '=', filter.companyId);
  if (filter.onlySponsored) query = query.where('feeds.patrocinado', '=', 1);
  if (!filter.withHidden) query = query.where('feeds.excluido', '=', 0);
  return query.orderBy('feeds.tipo').orderBy('feeds.name').orderBy('feeds.id').execute();
}

export function findPendingFeeds(db: Db): Promise<FeedRowWithCompany[]> {
  return selectFeedsWithOwner(db)
    .where('feeds.kind', '=', 'usuario')
    .where('feeds.status', '=', 'pendente')
    .orderBy('feeds.enviado_em')
    .orderBy('feeds.id')
    .execute();
}

/** The catalogue feeds every user is shown (not hidden), in list order: type, name, id. */
export function findListedCatalogueFeeds(db: Db): Promise<FeedRow[]> {
  return db
    .selectFrom('feeds')
    .selectAll()
    .where('kind', '=', 'catalogo')
    .where('excluido', '=', 0)
    .orderBy('tipo')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Catalogue feeds (hidden ones too) in a stable order, for the export. */
export function findCatalogueFeeds(db: Db): Promise<FeedRow[]> {
  return db.selectFrom('feeds').selectAll().where('kind', '=', 'catalogo').orderBy('id').execute();
}

export async function findCatalogueIdsBySourceId(
  db: Db,
  sourceIds: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  // Chunks keep the IN list within SQLite's parameter limit.
  for (let i = 0; i < sourceIds.length; i += 500) {
    const rows = await db
      .selectFrom('feeds')
      .select(['id', 'source_id'])
      .where('source_id', 'in', sourceIds.slice(i, i + 500))
      .execute();
    for (const row of rows) if (row.source_id !== null) out.set(row.source_id, row.id);
  }
  return out;
}

export async function insertFeed(db: Db, feed: NewFeedRow): Promise<number> {
  const row = await db.insertInto('feeds').values(feed).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFeed(db: Db, id: number, patch: FeedPatch): Promise<void> {
  await db.updateTable('feeds').set(patch).where('id', '=', id).execute();
}

/** Applies `patch` only while the feed is still version `baseUpdatedAt`; answers whether it did. */
export async function updateFeedIfVersion(
  db: Db,
  id: number,
  baseUpdatedAt: string,
  patch: FeedPatch,
): Promise<boolean> {
  const result = await db
    .updateTable('feeds')
    .set(patch)
    .where('id', '=', id)
    .where('updated_at', '=', baseUpdatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteFeed(db: Db, id: number): Promise<void> {
  await db.deleteFrom('feeds').where('id', '=', id).execute();
}

export async function insertLabReport(
  db: Db,
  report: {
    feed_id: number;
    file_name: string;
    mime_type: string;
    size_bytes: number;
    content_base64: string;
  },
  now: string,
): Promise<void> {
  await db
    .insertInto('feed_lab_reports')
    .values({ ...report, created_at: now })
    .execute();
}

/** The latest lab report of a feed, without its content. */
export function getLabReportInfo(db: Db, feedId: number) {
  return db
    .selectFrom('feed_lab_reports')
    .select(['file_name', 'mime_type', 'size_bytes'])
    .where('feed_id', '=', feedId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function getLabReport(db: Db, feedId: number) {
  return db
    .selectFrom('feed_lab_reports')
    .select(['file_name', 'mime_type', 'content_base64'])
    .where('feed_id', '=', feedId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
