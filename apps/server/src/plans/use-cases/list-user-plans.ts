/** adm/planos/list: every plan of a user, newest first, with its expiry state. */
import type { TSubscription } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toSubscription } from '../plan-wire';
import { findPlanRowsOfUser } from '../repository';

export async function listUserPlans(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<TSubscription[]> {
  return (await findPlanRowsOfUser(db, userId)).reverse().map((row) => toSubscription(row, today));
}
