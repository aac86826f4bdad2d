/**
 * Link and unlink events (kind vinculo_usuario): notificacoes/vinculoLido reads the latest event of one of
 * the caller's links (NOT_FOUND for a link that is not theirs), and the changes a user makes to their own
 * links are read as they are made, so the bell tells a user only what others did (docs/decisions/notifications.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { findLinkStateOf, isLinkEventState, linkEventReadKind, upsertRead } from '../repository';

export async function markLinkEventRead(
  db: Kysely<Database>,
  userId: number,
  linkId: number,
  now: Date,
): Promise<{ lida: true }> {
  const state = await findLinkStateOf(db, userId, linkId);
  if (state === undefined) throw appError('NOT_FOUND');
  // A link in another state (invited, requested, declined) has no event to read.
  if (isLinkEventState(state))
    await upsertRead(db, userId, linkEventReadKind(state), linkId, now.toISOString());
  return { lida: true };
}

/**
 * Called by the company calls after a link change, with the link's state after it: when the signed-in user
 * changed their own link (accepted an invitation, left a company), that change is not news to them. `now`
 * must be the change's decided_at.
 */
export async function markOwnLinkChangeRead(
  db: Kysely<Database>,
  actorId: number | undefined,
  link: { userId: number; id: number; situacao: string },
  now: Date,
): Promise<void> {
  if (actorId !== link.userId || !isLinkEventState(link.situacao)) return;
  await upsertRead(db, link.userId, linkEventReadKind(link.situacao), link.id, now.toISOString());
}
