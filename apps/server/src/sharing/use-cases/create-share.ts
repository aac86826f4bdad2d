/**
 * compartilhar/criar (spec 01 §3 Sharing, §6 sharing is consultant-only): the record's owner, or a recipient
 * allowed to share it again, shares it with the account of an e-mail. A recipient grants at most what they
 * hold. Choices: docs/decisions/sharing.md.
 */
import type { TShare, TSharePermissions } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { findRecordAccess } from '../record-access';
import { findRecipientByEmail, getShareListRow, getSharedRecordRow, upsertShare } from '../repository';
import { toShare } from '../share-wire';

export type CreateShareInput = TSharePermissions & { id_dieta: number; email: string };

const flag = (value: boolean) => (value ? 1 : 0);

export async function createShare(
  db: Kysely<Database>,
  user: SignedInUser,
  input: CreateShareInput,
  now: Date,
): Promise<TShare> {
  requireAbility(user, 'share_with_permissions');
  const record = await getSharedRecordRow(db, input.id_dieta);
  if (!record) throw appError('NOT_FOUND');
  const access = await findRecordAccess(db, user, record);
  if (!access.pode_compartilhar) throw appError('FORBIDDEN');
  const grantsMore =
    (input.pode_ler && !access.pode_ler) ||
    (input.pode_editar && !access.pode_editar) ||
    (input.pode_compartilhar && !access.pode_compartilhar);
  if (grantsMore) throw appError('FORBIDDEN');

  // One answer for an unknown, inactive or unreleased account, the caller and the owner: nothing tells
  // them apart (docs/decisions/sharing.md).
  const recipient = await findRecipientByEmail(db, input.email);
  const isUsable =
    recipient !== undefined &&
    recipient.liberado === 1 &&
    recipient.excluido !== 1 &&
    recipient.suspenso !== 1 &&
    recipient.id !== user.id &&
    recipient.id !== record.user_id;
  if (!isUsable) throw appError('SHARE_RECIPIENT_INVALID');

  const id = await upsertShare(db, {
    id_dieta: record.id,
    id_dono: user.id,
    id_pessoa: recipient.id,
    pode_ler: flag(input.pode_ler),
    pode_editar: flag(input.pode_editar),
    pode_compartilhar: flag(input.pode_compartilhar),
    tipo: record.modo === 'PD' ? 1 : 0,
    now: now.toISOString(),
  });
  const row = await getShareListRow(db, id);
  if (!row) throw appError('INTERNAL');
  return toShare(row);
}
