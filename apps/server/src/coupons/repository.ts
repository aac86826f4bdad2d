/** SQL for coupons and their activations (tables/coupons.ts). */
import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { CouponsTable } from '../db/tables/coupons';
import type { PlanRow } from '../plans/repository';

type Db = Kysely<Database>;
export type CouponRow = Selectable<CouponsTable>;

/** Codes compare case-insensitively: stored and looked up upper-case. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export function getCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('codigo_normalizado', '=', normalizeCouponCode(code))
    .executeTakeFirst();
}

/** Inserts a coupon; undefined when the code exists (unique index). */
export function insertCoupon(
  db: Db,
  values: Omit<Insertable<CouponsTable>, 'id' | 'codigo_normalizado'>,
): Promise<CouponRow | undefined> {
  return db
    .insertInto('coupons')
    .values({ ...values, codigo_normalizado: normalizeCouponCode(values.codigo) })
    .onConflict((oc) => oc.column('codigo_normalizado').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function hasActivation(db: Db, couponId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('coupon_activations')
    .select('id')
    .where('cupom_id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts one use unless the coupon is used up; false when it was (checked and counted in one statement). */
export async function countCouponUse(db: Db, couponId: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ usos: sql`usos + 1` })
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('max_usos', 'is', null), eb('usos', '<', eb.ref('max_usos'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records an activation; false when this user already activated this coupon (unique index). */
export async function insertActivation(
  db: Db,
  values: { cupom_id: number; user_id: number; plano_id: number; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('coupon_activations')
    .values(values)
    .onConflict((oc) => oc.columns(['cupom_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export type ActivationWithPlan = { codigo: string; ativado_em: string; plan: PlanRow };

/** The user's activations with their coupon's code and the plan they granted, newest first. */
export async function findActivationsOfUser(db: Db, userId: number): Promise<ActivationWithPlan[]> {
  const rows = await db
    .selectFrom('coupon_activations')
    .innerJoin('coupons', 'coupons.id', 'coupon_activations.cupom_id')
    .innerJoin('plans', 'plans.id', 'coupon_activations.plano_id')
    .selectAll('plans')
    .select(['coupons.codigo as cupom_codigo', 'coupon_activations.created_at as ativado_em'])
    .where('coupon_activations.user_id', '=', userId)
    .orderBy('coupon_activations.id', 'desc')
    .execute();
  return rows.map(({ cupom_codigo, ativado_em, ...plan }) => ({ codigo: cupom_codigo, ativado_em, plan }));
}

/** Sets a coupon's `ativo`; undefined when there is no such coupon. */
export function setCouponActiveRow(db: Db, id: number, active: boolean): Promise<CouponRow | undefined> {
  return db
    .updateTable('coupons')
    .set({ ativo: active ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
