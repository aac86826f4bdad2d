/**
 * The user as every answer sends it (contracts ZUser): the stored account (`toUserView`) plus what lives in
 * other tables and the access check reads (plans, consultancy, company links, trial). Every answer that
 * carries a user builds it here, so the web and the server's ability check read the same data. One query
 * (the user's plans; plans/use-cases/find-access-plans.ts says which plans the view carries).
 */
import { todayInBrasilia } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findAccessPlans } from '../plans/use-cases/find-access-plans';
import type { UserRecord } from './repository';
import { toUserView } from './user-view';

export async function loadUserView(db: Kysely<Database>, user: UserRecord, now: Date): Promise<TUser> {
  const plans = await findAccessPlans(db, user.id, todayInBrasilia(now));
  return { ...toUserView(user), ...plans };
}
