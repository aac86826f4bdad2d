import type { TChartPoint, TDashboardFilter } from '@cocho/contracts';
import { DEFAULT_CURRENCY, isCurrency } from '@cocho/engine';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { findFilteredRecords } from '../filtered-diets';
import { aggregateMonthly, chartCurrencyOf } from '../monthly-series';

/**
 * data/chart: the monthly performance series of the caller's filtered diets (expected and observed ADG,
 * cost per animal per day), by the month of the expected start (the creation month without a lifecycle).
 * The cost line is in one currency (monthly-series.ts chartCurrencyOf): diets in others are counted apart.
 */
export async function findDashboardChart(
  db: Kysely<Database>,
  user: SignedInUser,
  filter: TDashboardFilter,
  now: Date,
): Promise<{ data: TChartPoint[] }> {
  const { rows } = await findFilteredRecords(db, user, 'FD', filter, now);
  const diets = rows.map((row) => ({
    month: (row.inicio_previsto ?? row.created_at).slice(0, 7),
    expectedAdgKg: row.gmd_esperado,
    observedAdgKg: row.gmd_observado ?? row.gmd_real,
    costPerDay: row.custo,
    currency: isCurrency(row.moeda) ? row.moeda : DEFAULT_CURRENCY,
  }));
  const accountCurrency = isCurrency(user.moeda) ? user.moeda : null;
  return { data: aggregateMonthly(diets, chartCurrencyOf(diets, accountCurrency)) };
}
