/**
 * adm/cupons/ativo: deactivates a coupon, so it can no longer be activated (activations already made keep
 * their plans), or activates it again (the undo of a deactivation). Audited `coupon_changed`.
 */
import type { TCoupon } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toCoupon } from '../coupon-wire';
import { setCouponActiveRow } from '../repository';

export async function setCouponActive(
  db: Kysely<Database>,
  adminId: number,
  input: { id: number; ativo: boolean },
  now: Date,
): Promise<TCoupon> {
  const row = await setCouponActiveRow(db, input.id, input.ativo);
  if (!row) throw appError('NOT_FOUND');
  await recordAudit(db, {
    action: 'coupon_changed',
    at: now,
    actorUserId: adminId,
    subjectUserId: null,
    detail: { id: row.id, codigo: row.codigo, ativo: input.ativo },
  });
  return toCoupon(row);
}
