/** Stored companies and links as the wire sends them (contracts ZCompany, ZCollaborator, ZMyCompanyLink). */
import type { TCollaborator, TCompany, TCompanyLinkState, TMyCompanyLink } from '@cocho/contracts';
import { COMPANY_LINK_STATES } from '@cocho/contracts';
import type { CollaboratorRow, CompanyRow, UserLinkRow } from './repository';

type Access = TCollaborator['acesso'];
const asAccess = (value: number): Access => (value === 1 || value === 2 || value === 3 ? value : 0);
const asState = (value: string): TCompanyLinkState =>
  (COMPANY_LINK_STATES as readonly string[]).includes(value) ? (value as TCompanyLinkState) : 'desvinculado';

export function toCompany(row: CompanyRow): TCompany {
  return {
    id: row.id,
    razao_social: row.razao_social,
    nome_fantasia: row.nome_fantasia,
    cnpj: row.cnpj,
    inscricao_estadual: row.inscricao_estadual,
    email_dono: row.email_dono,
    ativo: row.ativo === 1,
    parceira: row.parceira === 1,
    suporte_link: row.suporte_link,
    logo: row.logo,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toCollaborator(row: CollaboratorRow): TCollaborator {
  return {
    id_emp_user: row.id,
    id_empresa: row.id_empresa,
    id_usuario: row.id_usuario,
    nome: row.nome,
    email: row.email,
    acesso: asAccess(row.acesso),
    autorizado: row.autorizado === 1,
    ativo: row.ativo === 1,
    situacao: asState(row.situacao),
    requested_at: row.requested_at,
    decided_at: row.decided_at,
  };
}

export function toMyCompanyLink(row: UserLinkRow): TMyCompanyLink {
  return {
    id_emp_user: row.id,
    id_empresa: row.id_empresa,
    nome_fantasia: row.nome_fantasia,
    acesso: asAccess(row.acesso),
    situacao: asState(row.situacao),
    empresa_ativa: row.empresa_ativo === 1,
    parceira: row.parceira === 1,
  };
}

export { asAccess };
