/** adm/empresas/list: every company (the route requires `administration`). */
import type { TCompany } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCompany } from '../company-wire';
import { findCompanies } from '../repository';

export async function listCompanies(db: Kysely<Database>): Promise<TCompany[]> {
  return (await findCompanies(db)).map(toCompany);
}
