/**
 * cupom/ativar: activates a coupon for the signed-in user (docs/product/calls.md#shell-calls; docs/decisions/coupons.md). The coupon
 * grants a plan (origem cupom) of its type from today, for its days (today included) or without end.
 * Unknown, inactive, expired (valid until a day before today) or used-up coupons all answer COUPON_INVALID,
 * so the answer does not tell which codes exist; a coupon this user already activated answers
 * COUPON_ALREADY_USED (checked before the use count, so a user who used the last activation hears that).
 * The use is counted, the activation recorded and the plan created in one transaction.
 */
import type { TCouponActivation, TPlanType } from '@cocho/contracts';
import { addDays } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { asPlanType, toSubscription } from '../../plans/plan-wire';
import { createPlan } from '../../plans/use-cases/create-plan';
import { countCouponUse, getCouponByCode, hasActivation, insertActivation } from '../repository';

export async function activateCoupon(
  db: Kysely<Database>,
  user: SignedInUser,
  code: string,
  now: Date,
): Promise<TCouponActivation> {
  const { today } = user.access;
  return db.transaction().execute(async (trx) => {
    const coupon = await getCouponByCode(trx, code);
    if (!coupon || coupon.ativo !== 1 || (coupon.valido_ate !== null && coupon.valido_ate < today))
      throw appError('COUPON_INVALID');
    if (await hasActivation(trx, coupon.id, user.id)) throw appError('COUPON_ALREADY_USED');
    if (!(await countCouponUse(trx, coupon.id))) throw appError('COUPON_INVALID');
    const tipo: TPlanType = asPlanType(coupon.tipo);
    const plan = await createPlan(
      trx,
      {
        userId: user.id,
        tipo,
        dataInicio: today,
        dataFinal: coupon.dias === null ? null : addDays(today, coupon.dias - 1),
        origem: 'cupom',
        numeroPedido: null,
        maxClientes: coupon.max_clientes,
      },
      now,
    );
    const stamp = now.toISOString();
    if (
      !(await insertActivation(trx, {
        cupom_id: coupon.id,
        user_id: user.id,
        plano_id: plan.id,
        created_at: stamp,
      }))
    )
      throw appError('COUPON_ALREADY_USED');
    return { codigo: coupon.codigo, ativado_em: stamp, plano: toSubscription(plan, today) };
  });
}
