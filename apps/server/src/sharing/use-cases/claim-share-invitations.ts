/**
 * Pending shares by invitation become the shares of the account with their e-mail once it may receive
 * them (registered and released, not excluded or suspended): called at registration, when an administrator
 * creates or releases an account, and before the recipient's received list (docs/decisions/sharing.md).
 * Each keeps its id; an invitation to the record's owner or from the account itself is dropped.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import {
  claimInvitation,
  findPendingInvitations,
  getClaimingAccount,
  getSharedRecordRow,
} from '../repository';

export async function claimShareInvitations(
  db: Kysely<Database>,
  user: Pick<UserRecord, 'id' | 'email' | 'liberado' | 'excluido' | 'suspenso'>,
  now: Date,
): Promise<number> {
  if (user.liberado !== 1 || user.excluido === 1 || user.suspenso === 1) return 0;
  const invitations = await findPendingInvitations(db, user.email);
  if (invitations.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let claimed = 0;
    for (const invitation of invitations) {
      const record = await getSharedRecordRow(trx, invitation.id_dieta);
      const isOwnRecord =
        record === undefined || record.user_id === user.id || invitation.id_dono === user.id;
      await claimInvitation(trx, invitation, isOwnRecord ? null : user.id, now.toISOString());
      if (!isOwnRecord) claimed += 1;
    }
    return claimed;
  });
}

/** `claimShareInvitations` for the account `userId` as it is stored now. */
export async function claimShareInvitationsOfUser(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number> {
  const user = await getClaimingAccount(db, userId);
  return user ? claimShareInvitations(db, user, now) : 0;
}
