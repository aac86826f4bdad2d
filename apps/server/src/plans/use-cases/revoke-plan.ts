/**
 * adm/planos/revogar: revokes a plan (docs/product/shell.md#premium-state "revoke"). While its term runs and the user has
 * no other valid plan, access is restricted to the first module (docs/product/shell.md#roles; find-access-plans.ts).
 */
import { recordAudit } from '../../audit/record-audit';
import type { TSubscription } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toSubscription } from '../plan-wire';
import { updatePlanRow } from '../repository';

export async function revokePlan(
  db: Kysely<Database>,
  id: number,
  today: string,
  now: Date,
  actorUserId: number,
): Promise<TSubscription> {
  const row = await updatePlanRow(db, id, { revogado: 1, updated_at: now.toISOString() });
  if (!row) throw appError('NOT_FOUND');
  await recordAudit(db, {
    action: 'plan_revoked',
    at: now,
    actorUserId,
    subjectUserId: row.user_id,
    detail: { plano: id },
  });
  return toSubscription(row, today);
}
