/** lastUpdateAt: the catalogue's version and time of its last change. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getCatalogueState } from '../repository';

type Db = Kysely<Database>;

export async function lastUpdate(db: Db, now: Date): Promise<[number, string]> {
  const state = await getCatalogueState(db, now.toISOString());
  return [state.version, state.updated_at];
}
