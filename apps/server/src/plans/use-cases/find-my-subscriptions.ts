/**
 * assinaturas/minhas: the user's plans with their expiry state (docs/product/shell.md#screens "my subscriptions (active,
 * inactive)", docs/product/shell.md#premium-state): active = valid today (not revoked, last day today or later), newest first;
 * and the user's pending premium requests with the offer asked for (a request is not a plan yet, but the
 * user must see it is waiting).
 */
import { isPlanValid } from '@cocho/contracts';
import type { TPremiumRequest, TSubscription } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toSubscription } from '../plan-wire';
import { findPlanRowsOfUser, findRequests } from '../repository';
import { withOffers } from './list-premium-requests';

export async function findMySubscriptions(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<{ ativas: TSubscription[]; inativas: TSubscription[]; pedidos: TPremiumRequest[] }> {
  const plans = (await findPlanRowsOfUser(db, userId)).reverse().map((row) => toSubscription(row, today));
  const pending = await findRequests(db, { userId, status: 'pendente' });
  return {
    ativas: plans.filter((plan) => isPlanValid(plan, today)),
    inativas: plans.filter((plan) => !isPlanValid(plan, today)),
    pedidos: await withOffers(db, pending),
  };
}
