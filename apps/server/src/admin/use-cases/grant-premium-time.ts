/**
 * adm/usuarios/premium: premium time for an account, as a premium plan (type 1) from today to a last day
 * after today (docs/product/shell.md#validation), or without end (permanent). Made by plans' own createPlan.
 */
import type { TSubscription } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { assertAfterToday } from '../../plans/use-cases/plan-dates';
import { createPlan } from '../../plans/use-cases/create-plan';
import { toSubscription } from '../../plans/plan-wire';
import { getAdminUserById } from '../repository';

export async function grantPremiumTime(
  db: Kysely<Database>,
  adminId: number,
  input: { id: number; data_final: string | null },
  today: string,
  now: Date,
): Promise<{ data: TSubscription }> {
  assertAfterToday(input.data_final, today);
  if (!(await getAdminUserById(db, input.id, today))) throw appError('NOT_FOUND');
  const plan = await createPlan(
    db,
    { userId: input.id, tipo: 1, dataInicio: today, dataFinal: input.data_final, origem: 'direto' },
    now,
  );
  await recordAudit(db, {
    action: 'premium_time_set',
    at: now,
    actorUserId: adminId,
    subjectUserId: input.id,
    detail: { plano: plan.id, data_final: plan.data_final },
  });
  return { data: toSubscription(plan, today) };
}
