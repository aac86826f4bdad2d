/** setIdioma: stores the interface language of the signed-in user (only their own account). */
import type { TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { updateUserLanguage } from '../repository';
import type { UserRecord } from '../repository';
import { loadUserView } from '../load-user-view';

export async function setLanguage(
  db: Kysely<Database>,
  user: UserRecord,
  request: { id: number; idioma: 0 | 1 | 2 },
  now: Date,
): Promise<{ user: TUser }> {
  if (request.id !== user.id) throw appError('FORBIDDEN');
  const updated = await updateUserLanguage(db, user.id, request.idioma, now.toISOString());
  if (!updated) throw appError('NOT_FOUND');
  return { user: await loadUserView(db, updated, now) };
}
