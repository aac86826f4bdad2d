/** notificacoes/reporteLido (docs/product/calls.md#calculation-calls): an administrator read error report `id` (audited). */
import type { TAdminErrorReport } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toAdminErrorReport } from '../admin-tools-wire';
import { getAdminErrorReport, markErrorReportRead as markRead } from '../repository';

export async function markErrorReportRead(
  db: Kysely<Database>,
  adminId: number,
  id: number,
  now: Date,
): Promise<TAdminErrorReport> {
  if (!(await markRead(db, id))) throw appError('NOT_FOUND');
  const row = await getAdminErrorReport(db, id);
  if (!row) throw appError('NOT_FOUND');
  await recordAudit(db, {
    action: 'error_report_read',
    at: now,
    actorUserId: adminId,
    subjectUserId: row.user_id,
    detail: { id },
  });
  return toAdminErrorReport(row);
}
