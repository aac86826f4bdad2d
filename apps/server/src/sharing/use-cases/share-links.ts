/**
 * compartilhar/link/lista and compartilhar/link/remover (docs/decisions/sharing.md: links are records). The
 * record's owner and administrators see and revoke every link of the record; a recipient with a share in
 * force sees and revokes the links they made. Anyone else: NOT_FOUND, whether or not the record or link exists.
 */
import type { TShareLink } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { findRecordAccess } from '../record-access';
import { findShareLinks, getShareLinkById, getSharedRecordRow, revokeShareLinkRow } from '../repository';
import { isShareLinkLive } from './open-share-link';

export async function listShareLinks(
  db: Kysely<Database>,
  user: UserRecord,
  dietId: number,
  now: Date,
): Promise<{ data: TShareLink[] }> {
  const record = await getSharedRecordRow(db, dietId);
  const access = record ? await findRecordAccess(db, user, record) : null;
  if (!record || !access || (!access.isOwner && access.shareId === null)) throw appError('NOT_FOUND');
  const links = await findShareLinks(db, record.id, access.isOwner ? null : user.id);
  const data: TShareLink[] = [];
  for (const link of links) {
    data.push({
      id: link.id,
      id_dieta: link.id_dieta,
      criado_em: link.created_at,
      expira_em: link.expires_at,
      revogado_em: link.revoked_at,
      ativo: await isShareLinkLive(db, link, now),
      meu: link.criado_por === user.id,
    });
  }
  return { data };
}

export async function revokeShareLink(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
  now: Date,
): Promise<{ data: { id: number; revogado: true } }> {
  const link = await getShareLinkById(db, id);
  const record = link ? await getSharedRecordRow(db, link.id_dieta) : undefined;
  if (!link || !record) throw appError('NOT_FOUND');
  const access = await findRecordAccess(db, user, record);
  if (!access.isOwner && link.criado_por !== user.id) throw appError('NOT_FOUND');
  await revokeShareLinkRow(db, link.id, now.toISOString());
  return { data: { id: link.id, revogado: true } };
}
