/**
 * Who may act on a company: the server checks the caller's own link to the company named by the call, never
 * only a global ability (a manager of company A can do nothing to company B). Administrators may act on any
 * company. Levels: 0 manager, 1 regional manager, 2 sales technician, 3 linked producer.
 */
import type { Kysely } from 'kysely';
import { isAdministrator } from '@cocho/contracts';
import type { SignedInUser } from '../access/signed-in-user';
import type { Database } from '../db/schema';
import { appError } from '../errors';
import { getCompanyById, getLinkOf } from './repository';
import type { CompanyRow } from './repository';

/** Links in force (accepted or approved). */
export const ACTIVE_STATE = 'ativo';

/**
 * The company when the caller is an administrator or holds an active link with one of `levels`; NOT_FOUND
 * for an unknown company, FORBIDDEN otherwise (also for members of an inactive company, but administrators).
 */
export async function requireCompanyAccess(
  db: Kysely<Database>,
  user: SignedInUser,
  companyId: number,
  levels: readonly number[],
): Promise<CompanyRow> {
  const company = await getCompanyById(db, companyId);
  if (isAdministrator(user.access.view)) {
    if (!company) throw appError('NOT_FOUND');
    return company;
  }
  const link = company ? await getLinkOf(db, company.id, user.id) : undefined;
  // Same answer for an unknown company and one the caller does not belong to: ids cannot be probed.
  if (!company || !link || link.situacao !== ACTIVE_STATE || company.ativo !== 1) throw appError('FORBIDDEN');
  if (!levels.includes(link.acesso)) throw appError('FORBIDDEN');
  return company;
}

/** Managers only. */
export const MANAGERS = [0] as const;
/** Managers and regional managers: read the collaborators. */
export const STAFF_READERS = [0, 1] as const;
/** Every level: read the company record. */
export const MEMBERS = [0, 1, 2, 3] as const;
