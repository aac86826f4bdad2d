/** Coupon rows in their wire shape (contracts ZCoupon). */
import type { TCoupon } from '@cocho/contracts';
import { asPlanType } from '../plans/plan-wire';
import type { CouponRow } from './repository';

export function toCoupon(row: CouponRow): TCoupon {
  return {
    id: row.id,
    codigo: row.codigo,
    tipo: asPlanType(row.tipo),
    dias: row.dias,
    max_clientes: row.max_clientes,
    valido_ate: row.valido_ate,
    max_usos: row.max_usos,
    usos: row.usos,
    ativo: row.ativo === 1,
  };
}
