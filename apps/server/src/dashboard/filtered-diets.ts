import type { TDashboardFilter } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../access/signed-in-user';
import type { Database } from '../db/schema';
import { isInPeriod } from './dashboard-period';
import { findDashboardRows } from './repository';
import type { DashboardRow } from './repository';

/**
 * Most records of one kind a dashboard call reads (the most recently changed; `truncado` tells when more
 * exist). Summary columns only, so the read stays bounded whatever the account holds.
 */
export const DASHBOARD_MAX_RECORDS = 1000;

/** The day a dashboard reads progress and periods at: the UTC date, as the overdue flag (diet-summary.ts). */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The caller's records of one kind under the dashboard's filters (client, then period), newest first. The
 * user is always the signed-in one: an `id_cliente` narrows the caller's own records, so another user's
 * client id finds nothing (docs/decisions/dashboard.md).
 */
export async function findFilteredRecords(
  db: Kysely<Database>,
  user: SignedInUser,
  modo: 'FD' | 'PD',
  filter: TDashboardFilter,
  now: Date,
): Promise<{ rows: DashboardRow[]; isTruncated: boolean }> {
  const rows = await findDashboardRows(
    db,
    { userId: user.id, modo, idCliente: filter.id_cliente },
    DASHBOARD_MAX_RECORDS + 1,
  );
  const today = dayOf(now);
  return {
    rows: rows.slice(0, DASHBOARD_MAX_RECORDS).filter((row) => isInPeriod(row, filter, today)),
    isTruncated: rows.length > DASHBOARD_MAX_RECORDS,
  };
}
