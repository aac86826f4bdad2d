/**
 * What the user view carries from the plans (users/load-user-view.ts): the plans the access check reads, the
 * consultancy of a consultant plan, and whether the trial was used. One query.
 *
 * - planos: the valid plans (not revoked, last day today or later). Without any valid plan, the revoked
 *   plans still in their term, so the access check restricts the user to the first module (docs/product/shell.md#roles);
 *   a plan granted after a revocation lifts the restriction, and a revoked plan past its term no longer
 *   restricts. Expired plans are left out (my subscriptions lists them). docs/decisions/plans-and-premium.md.
 * - consultoria: the non-revoked consultant plan (type 2) with a client limit that ends last (infinite
 *   first), expired or not, so the consultant dialog can show its end date (docs/product/shell.md#screens).
 * - teste_usado: any trial plan (origem teste), whatever its state.
 */
import { isPlanValid } from '@cocho/contracts';
import type { TConsultancy, TUserPlan } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toUserPlan } from '../plan-wire';
import { findPlanRowsOfUser } from '../repository';
import type { PlanRow } from '../repository';

export type AccessPlans = {
  planos: TUserPlan[];
  consultoria: TConsultancy | null;
  teste_usado: boolean;
};

const endsLater = (a: PlanRow, b: PlanRow): boolean =>
  a.data_final === null ? b.data_final !== null : b.data_final !== null && a.data_final > b.data_final;

/** The access data of stored plan rows on a day (pure). */
export function toAccessPlans(rows: readonly PlanRow[], today: string): AccessPlans {
  const plans = rows.map(toUserPlan);
  const valid = plans.filter((plan) => isPlanValid(plan, today));
  const revokedInTerm = plans.filter(
    (plan) => plan.revogado === 1 && (plan.data_final === null || plan.data_final >= today),
  );
  let consultancy: PlanRow | null = null;
  for (const row of rows)
    if (row.tipo === 2 && row.revogado === 0 && row.max_clientes !== null)
      if (consultancy === null || endsLater(row, consultancy)) consultancy = row;
  return {
    planos: valid.length > 0 ? valid : revokedInTerm,
    consultoria:
      consultancy && consultancy.max_clientes !== null
        ? { id: consultancy.id, data_fim: consultancy.data_final, max_clientes: consultancy.max_clientes }
        : null,
    teste_usado: rows.some((row) => row.origem === 'teste'),
  };
}

export async function findAccessPlans(
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<AccessPlans> {
  return toAccessPlans(await findPlanRowsOfUser(db, userId), today);
}
