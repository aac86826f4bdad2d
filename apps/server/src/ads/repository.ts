/** SQL for ads and ad clicks (tables/ads.ts). */
import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { AdsTable } from '../db/tables/ads';

type Db = Kysely<Database>;
export type AdRow = Selectable<AdsTable>;
export type NewAdRow = Omit<Insertable<AdsTable>, 'id'>;

/** One active ad in a language, drawn at random (random() exists on SQLite and PostgreSQL). */
export function drawActiveAd(db: Db, idioma: number): Promise<AdRow | undefined> {
  return db
    .selectFrom('ads')
    .selectAll()
    .where('ativo', '=', 1)
    .where('idioma', '=', idioma)
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
}

export function getAdById(db: Db, id: number): Promise<AdRow | undefined> {
  return db.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAdClick(db: Db, adId: number, userId: number, now: string): Promise<void> {
  await db.insertInto('ad_clicks').values({ anuncio_id: adId, user_id: userId, created_at: now }).execute();
}

/** Inserts the seeded ads whose `chave_seed` is new; answers how many were inserted. */
export async function insertMissingSeedAds(db: Db, rows: readonly NewAdRow[]): Promise<number> {
  let inserted = 0;
  for (const row of rows) {
    const result = await db
      .insertInto('ads')
      .values(row)
      .onConflict((oc) => oc.column('chave_seed').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/**
 * Moves seeded ads (by `chave_seed`) from an old link to a new one; an ad an administrator has re-pointed
 * elsewhere keeps its link. Answers how many were moved.
 */
export async function moveSeedAdLinks(
  db: Db,
  seedKeys: readonly string[],
  from: string,
  to: string,
): Promise<number> {
  const result = await db
    .updateTable('ads')
    .set({ link: to })
    .where('chave_seed', 'in', [...seedKeys])
    .where('link', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
