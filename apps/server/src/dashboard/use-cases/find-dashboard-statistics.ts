import type { TDashboardFilter, TDietRecord } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { countFeedUse } from '../feed-use';
import type { FeedUseGroups } from '../feed-use';
import { findFilteredRecords } from '../filtered-diets';
import { findDietTexts } from '../repository';

/** Most diets whose feeds the statistics read (their JSON is read): the most recently changed. */
export const STATISTICS_MAX_DIETS = 300;

/**
 * data/estatisticas (docs/product/shell.md#screens statistics): the most used roughages, energy and protein concentrates
 * across the caller's filtered diets (feed-use.ts).
 */
export async function findDashboardStatistics(
  db: Kysely<Database>,
  user: SignedInUser,
  filter: TDashboardFilter,
  now: Date,
): Promise<{ data: FeedUseGroups & { dietas: number; truncado: boolean } }> {
  const { rows, isTruncated } = await findFilteredRecords(db, user, 'FD', filter, now);
  const ids = rows.slice(0, STATISTICS_MAX_DIETS).map((row) => row.id);
  const texts = new Map((await findDietTexts(db, user.id, ids)).map((row) => [row.id, row.dieta] as const));
  // Newest first, so each feed is named as in its newest diet.
  const diets = ids.flatMap((id) => {
    const text = texts.get(id);
    if (text === undefined) return [];
    const record = JSON.parse(text) as Pick<TDietRecord, 'alimentos_selecionados'>;
    return [{ feeds: record.alimentos_selecionados }];
  });
  return {
    data: {
      ...countFeedUse(diets),
      dietas: diets.length,
      truncado: isTruncated || rows.length > STATISTICS_MAX_DIETS,
    },
  };
}
