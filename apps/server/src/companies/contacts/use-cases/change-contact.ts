/**
 * A contact's transitions (docs/product/shell.md#states Sales technician contact: pending, active, deactivated):
 * contatos/aceitar and contatos/recusar by the user asked, only while pending; empresa/contatos/desativar by
 * the user, the technician who asked, or a manager or regional manager of the company, while pending or
 * active. Someone else's contact is NOT_FOUND (ids cannot be probed); a contact in the wrong state CONFLICT.
 */
import { isAdministrator } from '@cocho/contracts';
import type { TCompanyContact } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../../access/signed-in-user';
import type { Database } from '../../../db/schema';
import { appError } from '../../../errors';
import { ACTIVE_STATE } from '../../company-access';
import { getLinkOf } from '../../repository';
import { toCompanyContact } from '../contact-wire';
import { getContactDetail, updateContactRow } from '../repository';
import type { ContactDetailRow } from '../repository';

async function reload(db: Kysely<Database>, contactId: number): Promise<TCompanyContact> {
  const row = await getContactDetail(db, contactId);
  if (!row) throw appError('NOT_FOUND');
  return toCompanyContact(row);
}

export async function answerContact(
  db: Kysely<Database>,
  user: SignedInUser,
  contactId: number,
  accept: boolean,
  now: Date,
): Promise<TCompanyContact> {
  return db.transaction().execute(async (trx) => {
    const contact = await getContactDetail(trx, contactId);
    if (!contact || contact.id_usuario !== user.id) throw appError('NOT_FOUND');
    if (contact.situacao !== 'pendente') throw appError('CONFLICT');
    const changes = {
      situacao: accept ? 'ativo' : 'desativado',
      decided_at: now.toISOString(),
      desativado_por: accept ? null : user.id,
    };
    if (!(await updateContactRow(trx, contact.id, changes, contact.situacao))) throw appError('CONFLICT');
    return reload(trx, contact.id);
  });
}

/** Whether the caller manages the contact's company (an active manager or regional manager, or an admin). */
async function managesCompanyOf(db: Kysely<Database>, user: SignedInUser, contact: ContactDetailRow) {
  if (isAdministrator(user.access.view)) return true;
  const link = await getLinkOf(db, contact.id_empresa, user.id);
  return link !== undefined && link.situacao === ACTIVE_STATE && (link.acesso === 0 || link.acesso === 1);
}

export async function deactivateContact(
  db: Kysely<Database>,
  user: SignedInUser,
  contactId: number,
  now: Date,
): Promise<TCompanyContact> {
  return db.transaction().execute(async (trx) => {
    const contact = await getContactDetail(trx, contactId);
    if (!contact) throw appError('NOT_FOUND');
    const isParty = contact.id_usuario === user.id || contact.id_tecnico === user.id;
    if (!isParty && !(await managesCompanyOf(trx, user, contact))) throw appError('NOT_FOUND');
    if (contact.situacao === 'desativado') throw appError('CONFLICT');
    const changes = { situacao: 'desativado', decided_at: now.toISOString(), desativado_por: user.id };
    if (!(await updateContactRow(trx, contact.id, changes, contact.situacao))) throw appError('CONFLICT');
    return reload(trx, contact.id);
  });
}
