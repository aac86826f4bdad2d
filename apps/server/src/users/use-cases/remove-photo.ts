/** user/foto/remover: removes the signed-in user's profile picture. */
import type { TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { loadUserView } from '../load-user-view';
import { deleteUserPhoto } from '../repository';
import type { UserRecord } from '../repository';

export async function removePhoto(
  db: Kysely<Database>,
  user: UserRecord,
  now: Date,
): Promise<{ user: TUser }> {
  const updated = await deleteUserPhoto(db, user.id, now.toISOString());
  if (!updated) throw appError('NOT_FOUND');
  return { user: await loadUserView(db, updated, now) };
}
