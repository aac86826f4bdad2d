/** hideUserFeed: hides or shows again one of the user's feeds (EXCLUIDO). */
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { loadOwnFeed, reloadFeed } from '../feed-access';
import { updateFeed } from '../repository';

type Db = Kysely<Database>;

export async function hideUserFeed(
  db: Db,
  user: UserRecord,
  wireId: string,
  hidden: boolean,
  now: Date,
): Promise<TFeed> {
  const row = await loadOwnFeed(db, user, wireId);
  await updateFeed(db, row.id, { excluido: hidden ? 1 : 0, updated_at: now.toISOString() });
  return reloadFeed(db, 'usuario', row.id);
}
