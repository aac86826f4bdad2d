/**
 * user/alterarSenha: the signed-in user's new password, after the current one (a field error on
 * senha_atual otherwise). Clears the temporary-password flag and revokes the other sessions, unless
 * `encerrar_outras` is false (the user chose to keep them: session revocation on password change).
 */
import { recordAudit } from '../../audit/record-audit';
import type { TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { loadUserView } from '../../users/load-user-view';
import { getUserRowById, setUserPassword } from '../../users/repository';
import type { UserRecord } from '../../users/repository';
import { hashPassword, verifyPassword } from '../passwords';
import { countActiveSessions, revokeUserSessions } from '../repository';
import type { SessionRow } from '../repository';

export async function changePassword(
  db: Kysely<Database>,
  signedIn: { user: UserRecord; session: SessionRow },
  request: { senha_atual: string; password: string; encerrar_outras?: boolean | undefined },
  now: Date,
): Promise<{ user: TUser; sessoes: number }> {
  const row = await getUserRowById(db, signedIn.user.id);
  if (!row) throw appError('UNAUTHENTICATED');
  if (!(await verifyPassword(row.password_hash, request.senha_atual))) {
    throw appError('VALIDATION_FAILED', [{ field: 'senha_atual', code: 'currentPasswordIncorrect' }]);
  }
  const nowIso = now.toISOString();
  const updated = await setUserPassword(db, row.id, await hashPassword(request.password), false, nowIso);
  if (!updated) throw appError('UNAUTHENTICATED');
  if (request.encerrar_outras !== false) await revokeUserSessions(db, row.id, nowIso, signedIn.session.id);
  await recordAudit(db, { action: 'password_changed', at: now, actorUserId: row.id, subjectUserId: row.id });
  return {
    user: await loadUserView(db, updated, now),
    sessoes: await countActiveSessions(db, row.id, nowIso),
  };
}
