/** The company the company area works on: the first company of an active link of the user (docs/product/shell.md#records emp_user). */
import type { TCompanyLink, TUser } from '@cocho/contracts';

export function activeCompanyLinkOf(user: TUser | null): TCompanyLink | null {
  return user?.emp_user.find((link) => link.autorizado && link.ativo) ?? null;
}

/** Managers edit the company and its collaborators; regional managers read the collaborators too. */
export function canManageCompany(link: TCompanyLink | null): boolean {
  return link?.acesso === 0;
}

export function canReadCollaborators(link: TCompanyLink | null): boolean {
  return link?.acesso === 0 || link?.acesso === 1;
}

/** Managers, regional managers and sales technicians ask users for contact (/empresa/add-contato-emp-tecnico). */
export function canAskForContacts(link: TCompanyLink | null): boolean {
  return link?.acesso === 0 || link?.acesso === 1 || link?.acesso === 2;
}

/** Managers and regional managers add, edit and delete company feeds and products, and read the reports. */
export function canManageCompanyFeeds(link: TCompanyLink | null): boolean {
  return link?.acesso === 0 || link?.acesso === 1;
}

/** Sales technicians also read the company's feeds (/empresa/alimentos). */
export function canReadCompanyFeeds(link: TCompanyLink | null): boolean {
  return link?.acesso === 0 || link?.acesso === 1 || link?.acesso === 2;
}

/** The company record's fields a form edits, in the forms' order. */
export const COMPANY_FIELDS = [
  'razao_social',
  'nome_fantasia',
  'cnpj',
  'inscricao_estadual',
  'email_dono',
  'suporte_link',
] as const;
