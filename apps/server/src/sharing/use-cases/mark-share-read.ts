/** notificacoes/dietaLida (docs/product/calls.md#shell-calls): the recipient marks a received share read before opening it. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { getShareById, updateShare } from '../repository';

export async function markShareRead(
  db: Kysely<Database>,
  user: UserRecord,
  input: { id: number; id_compartilhamento: number; id_pessoa: number },
  now: Date,
): Promise<{ id_compartilhamento: number; lida: true }> {
  const share = await getShareById(db, input.id_compartilhamento);
  const isMine =
    share !== undefined &&
    share.status === 1 &&
    share.id_dieta === input.id &&
    share.id_pessoa === input.id_pessoa &&
    share.id_pessoa === user.id;
  if (!isMine) throw appError('SHARE_NOT_FOUND');
  if (share.lida !== 1)
    await updateShare(db, share.id_compartilhamento, { lida: 1, updated_at: now.toISOString() });
  return { id_compartilhamento: share.id_compartilhamento, lida: true };
}
