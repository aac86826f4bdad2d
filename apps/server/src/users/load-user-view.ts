/**
 * The user as every answer sends it (contracts ZUser): the stored account (`toUserView`) plus what lives in
 * other tables and the access check reads (plans, consultancy, company links, trial). Every answer that
 * carries a user builds it here, so the web and the server's ability check read the same data. Two queries,
 * sent together:
 * the user's plans (plans/use-cases/find-access-plans.ts says which plans the view carries) and the company
 * links (companies/use-cases/find-company-access.ts: emp_user, the linked company, manager through a link,
 * the partner company and the inactive-company flag).
 */
import { todayInBrasilia } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { findCompanyAccess } from '../companies/use-cases/find-company-access';
import type { Database } from '../db/schema';
import { findAccessPlans } from '../plans/use-cases/find-access-plans';
import type { UserRecord } from './repository';
import { toUserView } from './user-view';

export async function loadUserView(db: Kysely<Database>, user: UserRecord, now: Date): Promise<TUser> {
  // Sent together: on PostgreSQL the two go out at once on two pooled connections (one round trip).
  const [plans, companies] = await Promise.all([
    findAccessPlans(db, user.id, todayInBrasilia(now)),
    findCompanyAccess(db, user.id),
  ]);
  const view = toUserView(user);
  return {
    ...view,
    ...plans,
    gestor: view.gestor || companies.isManager,
    empresa_vinculada: companies.empresa_vinculada ?? view.empresa_vinculada,
    emp_user: companies.emp_user,
    empresaParceira: companies.empresaParceira,
    empresa_inativa: companies.empresa_inativa,
  };
}
