/**
 * Who may do what with a company's feeds, products and reports (docs/decisions/company-feeds-and-reports.md):
 * the caller's own active link to the company named by the call decides, on every call; administrators
 * act on any company. Restricted feeds are only for the company's managers (access level 0, docs/product/calculation.md#visibility).
 */
import { isAdministrator } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { requireCompanyAccess } from '../company-access';
import type { CompanyRow } from '../repository';
import { getLinkOf } from '../repository';

/** Managers and regional managers: change feeds and products, read reports. */
export const FEED_MANAGERS = [0, 1] as const;
/** Managers, regional managers and sales technicians: read the company's feed list. */
export const FEED_READERS = [0, 1, 2] as const;

export type CompanyCaller = {
  readonly company: CompanyRow;
  /** True for the company's managers (level 0) and administrators: they see and set restricted feeds. */
  readonly seesRestricted: boolean;
};

/** The company when the caller holds an active link of one of `levels` (or is an administrator); else FORBIDDEN. */
export async function requireCompanyCaller(
  db: Kysely<Database>,
  user: SignedInUser,
  companyId: number,
  levels: readonly number[],
): Promise<CompanyCaller> {
  const company = await requireCompanyAccess(db, user, companyId, levels);
  if (isAdministrator(user.access.view)) return { company, seesRestricted: true };
  const link = await getLinkOf(db, company.id, user.id);
  return { company, seesRestricted: link?.acesso === 0 };
}
