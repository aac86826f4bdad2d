/** anuncios/registerClique: records a click on an ad; false for an unknown ad (the browser opens the link anyway). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getAdById, insertAdClick } from '../repository';

export async function registerAdClick(
  db: Kysely<Database>,
  userId: number,
  adId: number,
  now: Date,
): Promise<boolean> {
  if (!(await getAdById(db, adId))) return false;
  await insertAdClick(db, adId, userId, now.toISOString());
  return true;
}
