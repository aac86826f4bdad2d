/**
 * Sales-technician contacts and consent to partner contact (migration 20261215100000_company_contacts).
 * Timestamps are ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';

export type CompanyContactsTable = {
  id: Generated<number>;
  id_empresa: number;
  /** The sales technician who asked for the contact (a user with an active level-2 link to the company). */
  id_tecnico: number;
  /** The user asked. */
  id_usuario: number;
  /** contracts COMPANY_CONTACT_STATES: 'pendente', 'ativo', 'desativado'. */
  situacao: string;
  requested_at: string;
  /** When it was accepted, declined or deactivated. */
  decided_at: string | null;
  /** Who deactivated or declined it (the user, the technician or a manager). */
  desativado_por: number | null;
};

/** Whether partner companies may contact the user (docs/product/shell.md#roles); no row means not asked yet (no consent). */
export type PartnerContactConsentsTable = {
  user_id: number;
  /** 1 consents, 0 refuses. */
  aceita: number;
  updated_at: string;
};

export type CompanyContactsTables = {
  company_contacts: CompanyContactsTable;
  partner_contact_consents: PartnerContactConsentsTable;
};
