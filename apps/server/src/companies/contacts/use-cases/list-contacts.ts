/**
 * empresa/contatos (managers and regional managers: every contact of the company; a sales technician: the
 * ones they asked) and contatos/meus (the caller's own contacts with companies).
 */
import { isAdministrator } from '@cocho/contracts';
import type { TCompanyContact } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../../access/signed-in-user';
import type { Database } from '../../../db/schema';
import { requireCompanyAccess } from '../../company-access';
import { getLinkOf } from '../../repository';
import { findContactPage } from '../contact-page';
import { CONTACT_ASKERS } from './request-contact';

type Page = { data: TCompanyContact[]; proximo: string | null };

export async function listCompanyContacts(
  db: Kysely<Database>,
  user: SignedInUser,
  input: { id_empresa: number; cursor?: string | undefined },
): Promise<Page> {
  await requireCompanyAccess(db, user, input.id_empresa, CONTACT_ASKERS);
  const link = isAdministrator(user.access.view) ? undefined : await getLinkOf(db, input.id_empresa, user.id);
  const technicianId = link?.acesso === 2 ? user.id : undefined;
  return findContactPage(db, { companyId: input.id_empresa, technicianId }, input.cursor);
}

export function listMyContacts(
  db: Kysely<Database>,
  userId: number,
  cursor: string | undefined,
): Promise<Page> {
  return findContactPage(db, { userId }, cursor);
}
