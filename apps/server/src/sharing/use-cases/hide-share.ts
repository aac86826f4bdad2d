/**
 * compartilhar/me/ocultar (docs/product/shell.md#states "a saved diet shared with the user can be hidden for that user"):
 * leaves the received list; the access itself stays (a link or a notification still opens the record).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { getShareById, updateShare } from '../repository';

export async function hideShare(
  db: Kysely<Database>,
  user: UserRecord,
  input: { id_compartilhamento: number; id_dieta: number },
  now: Date,
): Promise<{ id_compartilhamento: number; oculta: true }> {
  const share = await getShareById(db, input.id_compartilhamento);
  const isMine =
    share !== undefined &&
    share.id_dieta === input.id_dieta &&
    share.id_pessoa === user.id &&
    share.status === 1;
  // The product's 'Dieta sem comp_user': no share of this record to the caller.
  if (!isMine) throw appError('SHARE_NOT_FOUND');
  await updateShare(db, share.id_compartilhamento, { oculta: 1, updated_at: now.toISOString() });
  return { id_compartilhamento: share.id_compartilhamento, oculta: true };
}
