/**
 * compartilhar/me and compartilhar/dono (docs/product/shell.md#screens shared by me and received, docs/product/calls.md#shell-calls): cursor pages like the
 * other lists (the keyset cursor of diets/list-cursor.ts over the share's updated_at and id).
 */
import type { TShareLists, TShareType } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decodeListCursor, encodeListCursor } from '../../diets/list-cursor';
import type { UserRecord } from '../../users/repository';
import { findShareRowPage } from '../repository';
import type { ShareListOwner } from '../repository';
import { toShareLists } from '../share-wire';
import { claimShareInvitations } from './claim-share-invitations';

export type ShareListPaging = {
  readonly tipo?: TShareType | undefined;
  readonly cursor?: string | undefined;
  readonly limite: number;
};

type SharePage = TShareLists & { proximo: string | null };

async function findSharePage(
  db: Kysely<Database>,
  owner: ShareListOwner,
  paging: ShareListPaging,
): Promise<SharePage> {
  const after = paging.cursor === undefined ? null : decodeListCursor(paging.cursor);
  // One row beyond the page tells whether another page follows.
  const rows = await findShareRowPage(db, owner, { after, tipo: paging.tipo, limit: paging.limite + 1 });
  const shown = rows.slice(0, paging.limite);
  const last = shown[shown.length - 1];
  const proximo =
    rows.length > paging.limite && last !== undefined
      ? encodeListCursor({ updatedAt: last.updated_at, id: last.id_compartilhamento })
      : null;
  return { ...toShareLists(shown, 'receivedBy' in owner ? 'recipient' : 'sharer'), proximo };
}

/**
 * The shares in force received by the caller, without the ones they hid. Invitations to the caller's e-mail
 * not yet claimed (an account released in a way that did not claim them) are claimed first.
 */
export async function findReceivedShares(
  db: Kysely<Database>,
  user: UserRecord,
  paging: ShareListPaging,
  now: Date,
): Promise<SharePage> {
  if (paging.cursor === undefined) await claimShareInvitations(db, user, now);
  return findSharePage(db, { receivedBy: user.id }, paging);
}

/** The shares in force the caller made. */
export function findGivenShares(
  db: Kysely<Database>,
  user: UserRecord,
  paging: ShareListPaging,
): Promise<SharePage> {
  return findSharePage(db, { givenBy: user.id }, paging);
}
