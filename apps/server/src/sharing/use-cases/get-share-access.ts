/** compartilhar/acesso: what the caller may do with a record (the screens disable saving a read-only one). */
import type { TSharePermissions } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { findRecordAccess } from '../record-access';
import { getSharedRecordRow } from '../repository';

export async function getShareAccess(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
): Promise<TSharePermissions & { dono: boolean; id_compartilhamento: number | null }> {
  const record = await getSharedRecordRow(db, id);
  if (!record) throw appError('NOT_FOUND');
  const access = await findRecordAccess(db, user, record);
  // Without a share the record's existence is not told: the same NOT_FOUND as for a missing one.
  if (!access.isOwner && access.shareId === null) throw appError('NOT_FOUND');
  return {
    dono: access.isOwner,
    id_compartilhamento: access.shareId,
    pode_ler: access.pode_ler,
    pode_editar: access.pode_editar,
    pode_compartilhar: access.pode_compartilhar,
  };
}
