/** adm/cupons/list: every coupon, newest first, with its use count. */
import type { TCoupon } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCoupon } from '../../coupons/coupon-wire';
import { findAllCoupons } from '../repository';
import { auditAdminRead } from './audit-admin-read';

export async function findCoupons(
  db: Kysely<Database>,
  adminId: number,
  now: Date,
): Promise<{ data: TCoupon[] }> {
  const rows = await findAllCoupons(db);
  await auditAdminRead(db, { adminId, call: 'adm/cupons/list', now });
  return { data: rows.map(toCoupon) };
}
