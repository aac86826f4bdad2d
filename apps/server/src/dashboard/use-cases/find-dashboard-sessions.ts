import type { TDashboardFilter, TSessionVisit } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { findSessionRows } from '../repository';

/** Most sessions the report lists (the newest). */
export const SESSIONS_REPORT_MAX = 500;

/** The day after a YYYY-MM-DD date (the period's end is included). */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * data/sessoes (docs/product/shell.md#screens data reports, sessions/visits): the caller's own sign-ins started in the period,
 * with their last activity; `encerrada` when logged out or expired. The client filter does not apply.
 */
export async function findDashboardSessions(
  db: Kysely<Database>,
  user: SignedInUser,
  filter: TDashboardFilter,
  now: Date,
): Promise<{ data: TSessionVisit[]; truncado: boolean }> {
  const rows = await findSessionRows(
    db,
    user.id,
    { from: filter.inicio ?? null, to: filter.fim ? dayAfter(filter.fim) : null },
    SESSIONS_REPORT_MAX + 1,
  );
  const nowIso = now.toISOString();
  return {
    data: rows.slice(0, SESSIONS_REPORT_MAX).map((row) => ({
      inicio: row.created_at,
      ultimo_acesso: row.last_seen_at,
      encerrada: row.revoked_at !== null || row.expires_at <= nowIso,
    })),
    truncado: rows.length > SESSIONS_REPORT_MAX,
  };
}
