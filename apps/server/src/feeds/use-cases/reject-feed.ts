/** rejectFeed: an administrator turns a sent feed down, with an optional reason. */
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { loadPendingFeed, reloadFeed } from '../feed-access';
import { updateFeed } from '../repository';

type Db = Kysely<Database>;

export async function rejectFeed(
  db: Db,
  user: UserRecord,
  input: { id: string; motivo?: string | undefined },
  now: Date,
): Promise<TFeed> {
  const row = await loadPendingFeed(db, user, input.id);
  await updateFeed(db, row.id, {
    status: 'rejeitado',
    motivo_rejeicao: input.motivo ?? null,
    updated_at: now.toISOString(),
  });
  return reloadFeed(db, 'usuario', row.id);
}
