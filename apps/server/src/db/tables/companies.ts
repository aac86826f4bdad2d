/**
 * Companies and collaborator links (migration 20261211130000_companies). Flags are integers 0/1,
 * timestamps ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';

export type CompaniesTable = {
  id: Generated<number>;
  razao_social: string;
  nome_fantasia: string;
  /** 14 digits, unique. */
  cnpj: string;
  inscricao_estadual: string | null;
  email_dono: string;
  /** 0 inactive: its users lose premium, consultant and linked status (docs/product/shell.md#states). */
  ativo: Generated<number>;
  /** 1 partner company: the shell shows its logo and support link. */
  parceira: Generated<number>;
  suporte_link: string | null;
  /** Data URL (PNG or JPEG, at most 1024 × 1024 px), or null. */
  logo: string | null;
  created_at: string;
  updated_at: string;
};

export type CompanyUsersTable = {
  id: Generated<number>;
  id_empresa: number;
  id_usuario: number;
  /** 0 manager, 1 regional manager, 2 sales technician, 3 linked producer. */
  acesso: number;
  /** 1 when the company authorised the link. */
  autorizado: Generated<number>;
  /** 1 while the link is in force. */
  ativo: Generated<number>;
  /** contracts COMPANY_LINK_STATES. */
  situacao: string;
  /** When the invitation or request was made. */
  requested_at: string;
  /** When it was accepted, approved, rejected, declined or unlinked. */
  decided_at: string | null;
};

export type CompaniesTables = {
  companies: CompaniesTable;
  company_users: CompanyUsersTable;
};
