/**
 * assinaturas/minhas: the user's plans with their expiry state (spec 01 §2 "my subscriptions (active,
 * inactive)", §4 Premium plan): active = valid today (not revoked, last day today or later), newest first.
 */
import { isPlanValid } from '@cocho/contracts';
import type { TSubscription } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toSubscription } from '../plan-wire';
import { findPlanRowsOfUser } from '../repository';

export async function findMySubscriptions(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<{ ativas: TSubscription[]; inativas: TSubscription[] }> {
  const plans = (await findPlanRowsOfUser(db, userId)).reverse().map((row) => toSubscription(row, today));
  return {
    ativas: plans.filter((plan) => isPlanValid(plan, today)),
    inativas: plans.filter((plan) => !isPlanValid(plan, today)),
  };
}
