/**
 * usuario/senhaTemporaria: an administrator sets a temporary password on an account. The account is
 * flagged (the web then asks for a new password), its sessions are revoked, and its owner gets an e-mail
 * with the password.
 */
import { recordAudit } from '../../audit/record-audit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { composeMail, toMailLanguage } from '../../mail/messages';
import type { Mailer } from '../../mail/send-mail';
import { canManageAccounts } from '../../users/can-manage-accounts';
import { setUserPassword } from '../../users/repository';
import type { UserRecord } from '../../users/repository';
import { hashPassword } from '../passwords';
import { revokeUserSessions } from '../repository';

export async function setTemporaryPassword(
  db: Kysely<Database>,
  administrator: UserRecord,
  request: { id: number; password: string },
  options: { now: Date; mailer: Mailer },
): Promise<{ ok: true }> {
  if (!canManageAccounts(administrator)) throw appError('FORBIDDEN');
  const nowIso = options.now.toISOString();
  const account = await setUserPassword(db, request.id, await hashPassword(request.password), true, nowIso);
  if (!account) throw appError('NOT_FOUND');
  await revokeUserSessions(db, account.id, nowIso);
  await recordAudit(db, {
    action: 'temporary_password_set',
    at: options.now,
    actorUserId: administrator.id,
    subjectUserId: account.id,
  });
  await options.mailer({
    to: account.email,
    ...composeMail(
      { kind: 'senha_temporaria', nome: account.nome, senha: request.password },
      toMailLanguage(account.idioma),
    ),
    purpose: 'senha_temporaria',
    secret: true,
  });
  return { ok: true };
}
