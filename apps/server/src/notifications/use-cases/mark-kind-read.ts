/**
 * notificacoes/alimentoLido and notificacoes/userLido: every feed sent and sponsorship requested (the feeds
 * tab), or every account made, up to now is read for the calling administrator (docs/product/calls.md#calculation-calls: these calls name
 * no record).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { upsertRead } from '../repository';

export async function markKindRead(
  db: Kysely<Database>,
  admin: UserRecord,
  kind: 'alimentos' | 'usuarios',
  now: Date,
): Promise<{ lida: true }> {
  await upsertRead(db, admin.id, kind, 0, now.toISOString());
  return { lida: true };
}
