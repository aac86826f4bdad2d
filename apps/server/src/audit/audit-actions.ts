/** Every action the audit log records (docs/decisions/audit-log.md). */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  /** A sign-in refused by the per-e-mail lockout (the password was not checked). */
  'sign_in_locked',
  'password_changed',
  'password_reset',
  'temporary_password_set',
  'plan_granted',
  'plan_revoked',
  'plan_renewed',
  'feature_flags_updated',
  /** Administration area (admin/): reads of accounts and the log, account changes, ads. */
  'admin_read',
  'user_updated',
  'premium_time_set',
  'ad_created',
  'ad_updated',
  'ad_deactivated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
