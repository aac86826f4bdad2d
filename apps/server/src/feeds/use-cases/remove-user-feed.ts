/** removeUserFeed: deletes one of the user's feeds. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { loadOwnFeed } from '../feed-access';
import { deleteFeed } from '../repository';

type Db = Kysely<Database>;

export async function removeUserFeed(db: Db, user: UserRecord, wireId: string): Promise<{ id: string }> {
  const row = await loadOwnFeed(db, user, wireId);
  await deleteFeed(db, row.id);
  return { id: wireId };
}
