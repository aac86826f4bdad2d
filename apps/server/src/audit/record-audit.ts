/**
 * The one way to write the audit log: use cases of sensitive actions call `recordAudit` with what happened
 * (docs/decisions/audit-log.md). Entries are never updated or deleted by the application.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditAction } from './audit-actions';
import { insertAuditEntry } from './repository';

export type AuditEntry = {
  readonly action: AuditAction;
  readonly at: Date;
  readonly actorUserId?: number | null;
  readonly subjectUserId?: number | null;
  /** Stored lower-case. */
  readonly subjectEmail?: string | null;
  readonly ip?: string | null;
  /** Small particulars (ids, names of changed flags); never passwords, codes or tokens. */
  readonly detail?: Readonly<Record<string, unknown>>;
};

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    at: entry.at.toISOString(),
    action: entry.action,
    actor_user_id: entry.actorUserId ?? null,
    subject_user_id: entry.subjectUserId ?? null,
    subject_email: entry.subjectEmail?.toLowerCase() ?? null,
    ip: entry.ip?.slice(0, 100) ?? null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
  });
}
