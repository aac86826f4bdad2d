/**
 * compartilhar/remover: the one who shared, the record's owner or an administrator revokes a share; the
 * recipient's access ends at once, and so do the public links the recipient made through it; a pending share
 * (an invitation not yet claimed) is revoked the same way and will not be claimed. The row stays with status 0. Anyone else: SHARE_NOT_FOUND, whether or
 * not the share exists.
 */
import type { Kysely } from 'kysely';
import { isAdministratorRecord } from '../../auth/roles';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import {
  getInvitationById,
  getShareById,
  getSharedRecordRow,
  revokeInvitation,
  revokeLinksOfShare,
  updateShare,
} from '../repository';

/** A pending share by invitation (same id space, same rule for who may revoke it). */
async function revokePendingShare(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
  now: Date,
): Promise<{ id_compartilhamento: number; status: 0 }> {
  const invitation = await getInvitationById(db, id);
  if (!invitation || invitation.status !== 1) throw appError('SHARE_NOT_FOUND');
  const record = await getSharedRecordRow(db, invitation.id_dieta);
  const mayRevoke =
    invitation.id_dono === user.id || record?.user_id === user.id || isAdministratorRecord(user);
  if (!mayRevoke) throw appError('SHARE_NOT_FOUND');
  await revokeInvitation(db, id, now.toISOString());
  return { id_compartilhamento: id, status: 0 };
}

export async function revokeShare(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
  now: Date,
): Promise<{ id_compartilhamento: number; status: 0 }> {
  const share = await getShareById(db, id);
  if (!share) return revokePendingShare(db, user, id, now);
  if (share.status !== 1) throw appError('SHARE_NOT_FOUND');
  const record = await getSharedRecordRow(db, share.id_dieta);
  const mayRevoke = share.id_dono === user.id || record?.user_id === user.id || isAdministratorRecord(user);
  if (!mayRevoke) throw appError('SHARE_NOT_FOUND');
  await updateShare(db, share.id_compartilhamento, { status: 0, updated_at: now.toISOString() });
  // The recipient's public links end with the share (a later share again does not bring them back).
  await revokeLinksOfShare(db, share.id_compartilhamento, now.toISOString());
  return { id_compartilhamento: share.id_compartilhamento, status: 0 };
}
