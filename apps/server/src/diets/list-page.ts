/** One page of a saved-record list: summaries from their columns, keyset cursor. */
import type { TDietSummary } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toDietSummary } from './diet-summary';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { findDietSummaryRows } from './repository';
import type { DietRowFilter } from './repository';

export type ListPaging = { readonly cursor?: string | undefined; readonly limite: number };

export type DietPage = { data: TDietSummary[]; proximo: string | null };

/** The page after `paging.cursor` (the first without one) of at most `paging.limite` records. */
export async function findDietPage(
  db: Kysely<Database>,
  filter: DietRowFilter,
  paging: ListPaging,
  now: Date,
): Promise<DietPage> {
  const after = paging.cursor === undefined ? null : decodeListCursor(paging.cursor);
  // One row beyond the page tells whether another page follows.
  const rows = await findDietSummaryRows(db, filter, { after, limit: paging.limite + 1 });
  const shown = rows.slice(0, paging.limite);
  const last = shown[shown.length - 1];
  const proximo =
    rows.length > paging.limite && last !== undefined
      ? encodeListCursor({ updatedAt: last.updated_at, id: last.id })
      : null;
  return { data: shown.map((row) => toDietSummary(row, now)), proximo };
}
