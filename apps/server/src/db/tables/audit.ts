/** The audit log (migration 20261210090000_audit_log). Timestamps ISO-8601 UTC text. */
import type { Generated } from 'kysely';

export type AuditLogTable = {
  id: Generated<number>;
  at: string;
  /** One of audit/audit-actions.ts AUDIT_ACTIONS. */
  action: string;
  /** Who acted (an administrator granting a plan, the user changing their password); null when nobody signed in. */
  actor_user_id: number | null;
  /** The account acted on, when known. */
  subject_user_id: number | null;
  /** The e-mail tried (sign-in), lower-case; kept also when no account has it. */
  subject_email: string | null;
  ip: string | null;
  /** Small JSON object with the action's particulars (plan id, flag names), or null. */
  detail: string | null;
};

export type AuditTables = {
  audit_log: AuditLogTable;
};
