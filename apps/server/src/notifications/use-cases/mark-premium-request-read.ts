/** notificacoes/premiumLido: premium request `id` is read for the calling administrator. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { premiumRequestExists, upsertRead } from '../repository';

export async function markPremiumRequestRead(
  db: Kysely<Database>,
  admin: UserRecord,
  id: number,
  now: Date,
): Promise<{ lida: true }> {
  if (!(await premiumRequestExists(db, id))) throw appError('NOT_FOUND');
  await upsertRead(db, admin.id, 'premium', id, now.toISOString());
  return { lida: true };
}
