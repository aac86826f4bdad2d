/** adm/usuarios/get: one account, as listed and as its owner sees it (plans, consultancy). */
import type { TAdminUser, TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { loadUserView } from '../../users/load-user-view';
import { toAdminUser } from '../admin-wire';
import { getAdminUserById } from '../repository';
import { auditAdminRead } from './audit-admin-read';

export async function getAdminUser(
  db: Kysely<Database>,
  adminId: number,
  id: number,
  today: string,
  now: Date,
): Promise<{ data: TAdminUser; user: TUser }> {
  const row = await getAdminUserById(db, id, today);
  if (!row) throw appError('NOT_FOUND');
  await auditAdminRead(db, { adminId, call: 'adm/usuarios/get', now, subjectUserId: id });
  const { plano_premium: _premium, ...record } = row;
  return { data: toAdminUser(row), user: await loadUserView(db, record, now) };
}
