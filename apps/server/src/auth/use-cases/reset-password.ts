/** auth/resetPassword: a new password with the e-mailed code; every session of the account is revoked. */
import { recordAudit } from '../../audit/record-audit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { getUserByEmail, setUserPassword } from '../../users/repository';
import { hashPassword } from '../passwords';
import { revokeUserSessions } from '../repository';
import { checkVerificationCode, consumeVerificationCode } from '../verification-codes';

export async function resetPassword(
  db: Kysely<Database>,
  request: { email: string; codigo: string; password: string },
  now: Date,
): Promise<{ ok: true }> {
  const codeId = await checkVerificationCode(
    db,
    { email: request.email, finalidade: 'senha', codigo: request.codigo },
    now,
  );
  const account = await getUserByEmail(db, request.email);
  if (!account) throw appError('CODE_INVALID');
  await consumeVerificationCode(db, codeId, now);
  const nowIso = now.toISOString();
  await setUserPassword(db, account.id, await hashPassword(request.password), false, nowIso);
  await revokeUserSessions(db, account.id, nowIso);
  await recordAudit(db, {
    action: 'password_reset',
    at: now,
    subjectUserId: account.id,
    subjectEmail: account.email,
  });
  return { ok: true };
}
