/**
 * user/excluirConta: after the current password, deletes the signed-in account's personal data and signs
 * every session out (LGPD art. 18 VI; what stays and why: docs/decisions/lgpd-export-and-deletion.md).
 */
import type { Kysely } from 'kysely';
import { verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { eraseUserData, getPasswordHash } from '../repository';

export async function deleteMyAccount(
  db: Kysely<Database>,
  userId: number,
  password: string,
  now: Date,
): Promise<true> {
  const row = await getPasswordHash(db, userId);
  if (!row) throw appError('UNAUTHENTICATED');
  if (!(await verifyPassword(row.password_hash, password))) {
    throw appError('VALIDATION_FAILED', [{ field: 'senha', code: 'currentPasswordIncorrect' }]);
  }
  await eraseUserData(db, userId, row.email, now.toISOString());
  return true;
}
