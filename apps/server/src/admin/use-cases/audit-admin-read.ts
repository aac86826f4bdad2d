/** Administrators' reads of accounts and the log are recorded too (who looked at whose data). */
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';

export function auditAdminRead(
  db: Kysely<Database>,
  read: { adminId: number; call: string; now: Date; subjectUserId?: number },
): Promise<void> {
  return recordAudit(db, {
    action: 'admin_read',
    at: read.now,
    actorUserId: read.adminId,
    subjectUserId: read.subjectUserId ?? null,
    detail: { call: read.call },
  });
}
