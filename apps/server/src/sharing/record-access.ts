/**
 * The one permission rule of saved records (docs/product/shell.md#sharing, docs/product/shell.md#roles; docs/decisions/sharing.md): the owner
 * and administrators may do everything with a record; another user only what a share in force to them
 * allows (read, edit, share again). dieta/get, dieta/saveFD/savePD and every compartilhar/* call ask here.
 */
import type { TSharePermissions } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { isAdministratorRecord } from '../auth/roles';
import type { Database } from '../db/schema';
import type { DietRow } from '../diets/repository';
import { appError } from '../errors';
import type { UserRecord } from '../users/repository';
import { findLiveShare, getSharedRecordRow } from './repository';
import type { SharedRecordRow } from './repository';

export type RecordAccess = TSharePermissions & {
  /** The owner or an administrator. */
  readonly isOwner: boolean;
  /** The share in force that gives the access, null for the owner or without one. */
  readonly shareId: number | null;
};

const NO_ACCESS: RecordAccess = {
  isOwner: false,
  shareId: null,
  pode_ler: false,
  pode_editar: false,
  pode_compartilhar: false,
};

/** What `user` may do with record `record` (owned by `record.user_id`). */
export async function findRecordAccess(
  db: Kysely<Database>,
  user: UserRecord,
  record: Pick<DietRow, 'id' | 'user_id'>,
): Promise<RecordAccess> {
  if (record.user_id === user.id || isAdministratorRecord(user)) {
    return { isOwner: true, shareId: null, pode_ler: true, pode_editar: true, pode_compartilhar: true };
  }
  const share = await findLiveShare(db, record.id, user.id);
  if (!share) return NO_ACCESS;
  return {
    isOwner: false,
    shareId: share.id_compartilhamento,
    pode_ler: share.pode_ler === 1,
    pode_editar: share.pode_editar === 1,
    pode_compartilhar: share.pode_compartilhar === 1,
  };
}

/**
 * dieta/get: the record when `user` may read it; NOT_FOUND when there is none or it is not readable by
 * `user`, so the answer does not tell whether someone else's record exists.
 */
export async function getReadableDietRow(
  db: Kysely<Database>,
  user: UserRecord,
  id: number,
): Promise<SharedRecordRow> {
  const row = await getSharedRecordRow(db, id);
  if (!row) throw appError('NOT_FOUND');
  const access = await findRecordAccess(db, user, row);
  if (!access.pode_ler) throw appError('NOT_FOUND');
  return row;
}

/**
 * Saving over record `record`: the owner, an administrator, or a recipient whose share allows editing.
 * A share without it answers SHARE_READ_ONLY, no share FORBIDDEN. (Saving itself needs save_diet or
 * save_prediction, premium-only, checked by the save.)
 */
export async function requireRecordEditor(
  db: Kysely<Database>,
  user: UserRecord,
  record: Pick<DietRow, 'id' | 'user_id'>,
): Promise<void> {
  const access = await findRecordAccess(db, user, record);
  if (access.pode_editar) return;
  throw appError(access.shareId === null ? 'FORBIDDEN' : 'SHARE_READ_ONLY');
}
