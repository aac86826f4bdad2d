/**
 * empresa/add-contato-emp-tecnico: a sales technician (or a manager or regional manager) of an active company
 * asks the active account of an e-mail to become their contact; the contact waits for the user (pendente).
 * The user is asked in context: the pending contact is in their bell, naming the company, and
 * accepting it grants the contact; only a user who refused partner contact on /user (a stored refusal) is
 * CONTACT_NOT_ALLOWED, and so is the caller themselves (docs/decisions/sales-technician-contacts.md). A deactivated contact of the company with the user is reused; a pending or active one is
 * CONTACT_EXISTS, also when two requests race on the unique (company, user) index.
 */
import type { TCompanyContact } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../../access/signed-in-user';
import { isUniqueViolation } from '../../../db/dialects/unique-violation';
import type { Database } from '../../../db/schema';
import { inTransaction } from '../../../db/in-transaction';
import { appError } from '../../../errors';
import { requireCompanyAccess } from '../../company-access';
import { findActiveUserIdByEmail } from '../../repository';
import { toCompanyContact } from '../contact-wire';
import { getConsent, getContactDetail, getContactOf, insertContact, updateContactRow } from '../repository';

/** Managers, regional managers and sales technicians ask for contacts. */
export const CONTACT_ASKERS = [0, 1, 2] as const;

export async function requestContact(
  db: Kysely<Database>,
  user: SignedInUser,
  input: { id_empresa: number; email: string },
  now: Date,
): Promise<TCompanyContact> {
  await requireCompanyAccess(db, user, input.id_empresa, CONTACT_ASKERS);
  const nowIso = now.toISOString();
  const request = inTransaction(db, async (trx) => {
    const userId = await findActiveUserIdByEmail(trx, input.email);
    if (userId === undefined) throw appError('COMPANY_USER_NOT_FOUND');
    if (userId === user.id || (await getConsent(trx, userId)) === false)
      throw appError('CONTACT_NOT_ALLOWED');
    const existing = await getContactOf(trx, input.id_empresa, userId);
    if (existing && existing.situacao !== 'desativado') throw appError('CONTACT_EXISTS');
    const values = {
      id_tecnico: user.id,
      situacao: 'pendente',
      requested_at: nowIso,
      decided_at: null,
      desativado_por: null,
    };
    let contactId: number;
    if (existing) {
      if (!(await updateContactRow(trx, existing.id, values, existing.situacao)))
        throw appError('CONTACT_EXISTS');
      contactId = existing.id;
    } else {
      contactId = (await insertContact(trx, { id_empresa: input.id_empresa, id_usuario: userId, ...values }))
        .id;
    }
    const row = await getContactDetail(trx, contactId);
    if (!row) throw appError('NOT_FOUND');
    return toCompanyContact(row);
  });
  return request.catch((error: unknown) => {
    throw isUniqueViolation(error) ? appError('CONTACT_EXISTS') : error;
  });
}
