import { calculateDietProgress } from '@cocho/contracts';
import type { TDashboardDiet, TDashboardFilter, TDietSummary } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { toDietSummary } from '../../diets/diet-summary';
import { dayOf, findFilteredRecords } from '../filtered-diets';

/**
 * data/main (docs/product/calls.md#shell-calls): the caller's diets (with their cycle's progress) and predictions under the
 * filters, most recently changed first.
 */
export async function findDashboardMain(
  db: Kysely<Database>,
  user: SignedInUser,
  filter: TDashboardFilter,
  now: Date,
): Promise<{
  data: { dietas: { data: TDashboardDiet[] }; predicoes: { data: TDietSummary[] }; truncado: boolean };
}> {
  const diets = await findFilteredRecords(db, user, 'FD', filter, now);
  const predictions = await findFilteredRecords(db, user, 'PD', filter, now);
  const today = dayOf(now);
  const dietas = diets.rows.map((row) => {
    const summary = toDietSummary(row, now);
    return { ...summary, progresso: calculateDietProgress(summary.ciclo, today) };
  });
  return {
    data: {
      dietas: { data: dietas },
      predicoes: { data: predictions.rows.map((row) => toDietSummary(row, now)) },
      truncado: diets.isTruncated || predictions.isTruncated,
    },
  };
}
