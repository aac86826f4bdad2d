/**
 * adm/planos/renovar: sets a plan's last day (docs/product/shell.md#premium-state "renew"): after today, and not before
 * the plan's current last day (renewing extends; an infinite plan needs no renewal, CONFLICT). Renewing also
 * lifts a revocation.
 */
import { recordAudit } from '../../audit/record-audit';
import type { TSubscription } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toSubscription } from '../plan-wire';
import { getPlanRowById, updatePlanRow } from '../repository';
import { assertAfterToday } from './plan-dates';

export async function renewPlan(
  db: Kysely<Database>,
  input: { id: number; data_final: string },
  today: string,
  now: Date,
  actorUserId: number,
): Promise<TSubscription> {
  assertAfterToday(input.data_final, today);
  const current = await getPlanRowById(db, input.id);
  if (!current) throw appError('NOT_FOUND');
  if (current.data_final === null) throw appError('CONFLICT');
  if (input.data_final < current.data_final)
    throw appError('VALIDATION_FAILED', [{ field: 'data_final', code: 'before_current_end' }]);
  const row = await updatePlanRow(db, input.id, {
    data_final: input.data_final,
    revogado: 0,
    updated_at: now.toISOString(),
  });
  if (!row) throw appError('NOT_FOUND');
  const detail = { plano: row.id, data_final: input.data_final };
  await recordAudit(db, { action: 'plan_renewed', at: now, actorUserId, subjectUserId: row.user_id, detail });
  return toSubscription(row, today);
}
