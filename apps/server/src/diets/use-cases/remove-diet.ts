import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { getOwnedDietRow } from '../owned-diet-row';
import { deleteDietRow } from '../repository';

/** dieta/remove. */
export async function removeDiet(db: Kysely<Database>, user: UserRecord, id: number): Promise<{ ok: true }> {
  const row = await getOwnedDietRow(db, user, id);
  await deleteDietRow(db, row.id);
  return { ok: true };
}
