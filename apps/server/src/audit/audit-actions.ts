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
  /** An administrator deactivated or reactivated a coupon. */
  'coupon_changed',
  /** Sales-technician contacts: asked, accepted, declined or deactivated (detail: company, contact, state). */
  'company_contact_changed',
  /** A user said whether partner companies may contact them. */
  'partner_contact_consent_changed',
  /** Administration tools (admin-tools/): messages, error reports, help items, accounts made by administrators. */
  'notification_sent',
  'error_report_read',
  'error_report_answered',
  /** An administrator replied to a user's feedback. */
  'feedback_replied',
  'help_item_created',
  'help_item_updated',
  'help_item_deleted',
  'user_created',
  /** Companies: the administrator's actions (admin-companies), and staff changes administrators check. */
  'company_created',
  'company_updated',
  'company_collaborator_linked',
  /** A company's manager edited its record (a company change request). */
  'company_edited',
  /** A collaborator link changed by its company or its user (a company user change request). */
  'company_link_changed',
  /** A company feed's sponsorship requested by its company, or accepted, declined, revoked by an administrator. */
  'sponsorship_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
