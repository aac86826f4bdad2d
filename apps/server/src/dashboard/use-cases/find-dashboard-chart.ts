import type { TChartPoint, TDashboardFilter } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { findFilteredRecords } from '../filtered-diets';
import { aggregateMonthly } from '../monthly-series';

/**
 * data/chart: the monthly performance series of the caller's filtered diets (expected and observed ADG,
 * cost per animal per day), by the month of the expected start (the creation month without a lifecycle).
 */
export async function findDashboardChart(
  db: Kysely<Database>,
  user: SignedInUser,
  filter: TDashboardFilter,
  now: Date,
): Promise<{ data: TChartPoint[] }> {
  const { rows } = await findFilteredRecords(db, user, 'FD', filter, now);
  return {
    data: aggregateMonthly(
      rows.map((row) => ({
        month: (row.inicio_previsto ?? row.created_at).slice(0, 7),
        expectedAdgKg: row.gmd_esperado,
        observedAdgKg: row.gmd_observado ?? row.gmd_real,
        costPerDay: row.custo,
      })),
    ),
  };
}
