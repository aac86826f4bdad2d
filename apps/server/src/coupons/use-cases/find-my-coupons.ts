/** cupom/get: the coupons this user activated, newest first, with the plan each granted. */
import type { TCouponActivation } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toSubscription } from '../../plans/plan-wire';
import { findActivationsOfUser } from '../repository';

export async function findMyCoupons(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<TCouponActivation[]> {
  return (await findActivationsOfUser(db, userId)).map((row) => ({
    codigo: row.codigo,
    ativado_em: row.ativado_em,
    plano: toSubscription(row.plan, today),
  }));
}
