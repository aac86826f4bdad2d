/**
 * compartilhar/remover: the one who shared, the record's owner or an administrator revokes a share; the
 * recipient's access ends at once, and so do the public links the recipient made through it. The row stays with status 0. Anyone else: SHARE_NOT_FOUND, whether or
 * not the share exists.
 */
import type { Kysely } from 'kysely';
import { isAdministratorRecord } from '../../auth/roles';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { getShareById, getSharedRecordRow, revokeLinksOfShare, updateShare } from '../repository';

export async function revokeShare(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
  now: Date,
): Promise<{ id_compartilhamento: number; status: 0 }> {
  const share = await getShareById(db, id);
  if (!share || share.status !== 1) throw appError('SHARE_NOT_FOUND');
  const record = await getSharedRecordRow(db, share.id_dieta);
  const mayRevoke = share.id_dono === user.id || record?.user_id === user.id || isAdministratorRecord(user);
  if (!mayRevoke) throw appError('SHARE_NOT_FOUND');
  await updateShare(db, share.id_compartilhamento, { status: 0, updated_at: now.toISOString() });
  // The recipient's public links end with the share (a later share again does not bring them back).
  await revokeLinksOfShare(db, share.id_compartilhamento, now.toISOString());
  return { id_compartilhamento: share.id_compartilhamento, status: 0 };
}
