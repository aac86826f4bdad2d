/**
 * compartilhar/criar (docs/product/shell.md#sharing, docs/product/shell.md#roles sharing is consultant-only): the record's owner, or a recipient
 * allowed to share it again, shares it with an e-mail. A recipient grants at most what they hold. The answer
 * is the same for any well-formed e-mail other than the caller's own or the owner's: with a usable
 * account the share is made; without one it waits as an invitation (a mail goes to the address) and is
 * claimed when an account with that e-mail is registered or released. Either way the answer shows the
 * recipient by the e-mail typed, with id 0 and no name. Choices: docs/decisions/sharing.md.
 */
import type { TShare, TSharePermissions, TShareType } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { findRecordAccess } from '../record-access';
import {
  countInvitationsSince,
  deleteInvitation,
  findRecipientByEmail,
  getShareListRow,
  getSharedRecordRow,
  upsertInvitation,
  upsertShare,
} from '../repository';
import { shareTypeOfMode, toShare, toShareType } from '../share-wire';

export type CreateShareInput = TSharePermissions & { id_dieta: number; email: string };

/** The invitation mail of a pending share: to the e-mail typed, from the caller, in the caller's language. */
export type ShareInvitation = {
  readonly to: string;
  readonly fromName: string;
  readonly fromEmail: string;
  readonly idioma: number;
  readonly tipo: TShareType;
};

/**
 * At most this many invitation mails per sharer in 24 hours (beyond it the invitation is still kept, with
 * no mail), so sharing cannot be used to mail arbitrary addresses in bulk. Our choice.
 */
export const INVITATION_MAILS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

const flag = (value: boolean) => (value ? 1 : 0);

export async function createShare(
  db: Kysely<Database>,
  user: SignedInUser,
  input: CreateShareInput,
  now: Date,
  sendInvitation: (invitation: ShareInvitation) => void,
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

  const email = input.email.toLowerCase();
  const recipient = await findRecipientByEmail(db, email);
  // The caller and the owner know these addresses already: the one refusal left.
  if (email === user.email.toLowerCase() || (recipient && recipient.id === record.user_id))
    throw appError('SHARE_RECIPIENT_INVALID');
  const isUsable =
    recipient !== undefined &&
    recipient.liberado === 1 &&
    recipient.excluido !== 1 &&
    recipient.suspenso !== 1 &&
    recipient.id !== user.id;
  const write = {
    id_dieta: record.id,
    id_dono: user.id,
    pode_ler: flag(input.pode_ler),
    pode_editar: flag(input.pode_editar),
    pode_compartilhar: flag(input.pode_compartilhar),
    tipo: shareTypeOfMode(record.modo),
    now: now.toISOString(),
  };

  if (isUsable) {
    // An invitation left from before the account was usable is replaced by the share itself.
    await deleteInvitation(db, record.id, email);
    const id = await upsertShare(db, { ...write, id_pessoa: recipient.id });
    const row = await getShareListRow(db, id);
    if (!row) throw appError('INTERNAL');
    return toShare(row, 'sharer');
  }

  const { row, isNew } = await db.transaction().execute(async (trx) => {
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const sentToday = await countInvitationsSince(trx, user.id, since);
    const upserted = await upsertInvitation(trx, { ...write, email });
    return { ...upserted, isNew: upserted.isNew && sentToday < INVITATION_MAILS_PER_DAY };
  });
  if (isNew)
    sendInvitation({
      to: email,
      fromName: user.nome,
      fromEmail: user.email,
      idioma: user.idioma,
      tipo: toShareType(row.tipo),
    });
  return toShare(
    {
      ...row,
      id_pessoa: 0,
      oculta: 0,
      lida: 0,
      nome: record.nome,
      dono_nome: user.nome,
      dono_email: user.email,
      pessoa_nome: '',
      pessoa_email: email,
    },
    'sharer',
  );
}
