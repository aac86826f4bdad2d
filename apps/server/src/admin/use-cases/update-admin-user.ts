/**
 * adm/usuarios/atualizar: release, suspend or exclude an account and set its flags (premium, permanent
 * premium, consultant, university area, administrator). Only the keys sent change. An administrator may
 * not lock themselves out: no removing their own administrator flag, no suspending, excluding or
 * un-releasing themselves (ADMIN_SELF_LOCKOUT). A release e-mails the account's owner. Sessions are checked
 * on every call (auth/use-cases/resolve-session.ts), so a suspension takes effect at once.
 */
import type { TAdminUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { Mailer } from '../../mail/send-mail';
import { toAdminUser } from '../admin-wire';
import { claimShareInvitationsOfUser } from '../../sharing/use-cases/claim-share-invitations';
import { releaseMail } from '../release-mail';
import { getAdminUserById, updateAccountFlags } from '../repository';
import type { AccountChanges } from '../repository';

export type AccountUpdate = {
  id: number;
  liberado?: boolean | undefined;
  suspenso?: boolean | undefined;
  EXCLUIDO?: boolean | undefined;
  premium?: boolean | undefined;
  premiumInfinito?: boolean | undefined;
  consultor?: boolean | undefined;
  area_universitaria?: boolean | undefined;
  administrador?: boolean | undefined;
};

const COLUMN_OF = {
  liberado: 'liberado',
  suspenso: 'suspenso',
  EXCLUIDO: 'excluido',
  premium: 'premium',
  premiumInfinito: 'premium_infinito',
  consultor: 'consultor',
  area_universitaria: 'area_universitaria',
  administrador: 'administrador',
} as const satisfies Record<Exclude<keyof AccountUpdate, 'id'>, keyof AccountChanges>;

export function locksSelfOut(adminId: number, update: AccountUpdate): boolean {
  return (
    update.id === adminId &&
    (update.administrador === false ||
      update.suspenso === true ||
      update.EXCLUIDO === true ||
      update.liberado === false)
  );
}

export async function updateAdminUser(
  db: Kysely<Database>,
  adminId: number,
  update: AccountUpdate,
  options: { today: string; now: Date; mailer: Mailer },
): Promise<{ data: TAdminUser }> {
  if (locksSelfOut(adminId, update)) throw appError('ADMIN_SELF_LOCKOUT');
  const before = await getAdminUserById(db, update.id, options.today);
  if (!before) throw appError('NOT_FOUND');
  const changes: AccountChanges = {};
  for (const [key, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, keyof AccountChanges][]) {
    const value = update[key];
    if (value !== undefined) changes[column] = value ? 1 : 0;
  }
  await updateAccountFlags(db, update.id, changes, options.now.toISOString());
  const after = await getAdminUserById(db, update.id, options.today);
  if (!after) throw appError('NOT_FOUND');
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([column, value]) => before[column as keyof AccountChanges] !== value),
  );
  await recordAudit(db, {
    action: 'user_updated',
    at: options.now,
    actorUserId: adminId,
    subjectUserId: update.id,
    detail: changed,
  });
  if (before.liberado !== 1 && after.liberado === 1) await options.mailer(releaseMail(after));
  // Released (or back from suspension): shares made to its e-mail before become its own (sharing/). A failure does
  // not fail the call: they are claimed again before the received list.
  await claimShareInvitationsOfUser(db, update.id, options.now).catch(() => 0);
  return { data: toAdminUser(after) };
}
