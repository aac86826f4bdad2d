/**
 * The company record's changes, shared by empresa/editar (a manager; every field) and adm/empresas/atualizar
 * (an administrator; any field, activation and the partner flag). DOCUMENT_EXISTS when another company has
 * the CNPJ. With a base version (the company's `updated_at` as read) the change applies only while the company
 * is still that version (a conditional UPDATE, so of two concurrent edits one wins), else CONFLICT; each
 * change gets a later version (docs/decisions/one-pass-saves.md).
 */
import type { TCompany } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nextVersion } from '../../db/next-version';
import { appError } from '../../errors';
import { checkLogo } from '../company-logo';
import { toCompany } from '../company-wire';
import { getCompanyByCnpj, getCompanyById, updateCompanyRow } from '../repository';
import type { CompanyChanges } from '../repository';

export type CompanyUpdate = {
  razao_social?: string | undefined;
  nome_fantasia?: string | undefined;
  cnpj?: string | undefined;
  inscricao_estadual?: string | null | undefined;
  email_dono?: string | undefined;
  suporte_link?: string | null | undefined;
  logo?: string | null | undefined;
  ativo?: boolean | undefined;
  parceira?: boolean | undefined;
};

export async function updateCompany(
  db: Kysely<Database>,
  companyId: number,
  update: CompanyUpdate,
  now: Date,
  baseVersion?: string,
): Promise<TCompany> {
  const logo = checkLogo(update.logo);
  return db.transaction().execute(async (trx) => {
    const existing = await getCompanyById(trx, companyId);
    if (!existing) throw appError('NOT_FOUND');
    if (baseVersion !== undefined && baseVersion !== existing.updated_at) throw appError('CONFLICT');
    if (update.cnpj !== undefined) {
      const other = await getCompanyByCnpj(trx, update.cnpj);
      if (other && other.id !== companyId) throw appError('DOCUMENT_EXISTS');
    }
    const changes: CompanyChanges = { updated_at: nextVersion(now, existing.updated_at) };
    if (update.razao_social !== undefined) changes.razao_social = update.razao_social;
    if (update.nome_fantasia !== undefined) changes.nome_fantasia = update.nome_fantasia;
    if (update.cnpj !== undefined) changes.cnpj = update.cnpj;
    if (update.inscricao_estadual !== undefined) changes.inscricao_estadual = update.inscricao_estadual;
    if (update.email_dono !== undefined) changes.email_dono = update.email_dono;
    if (update.suporte_link !== undefined) changes.suporte_link = update.suporte_link;
    if (logo !== undefined) changes.logo = logo;
    if (update.ativo !== undefined) changes.ativo = update.ativo ? 1 : 0;
    if (update.parceira !== undefined) changes.parceira = update.parceira ? 1 : 0;
    const row = await updateCompanyRow(trx, companyId, changes, baseVersion);
    if (!row) throw appError(baseVersion === undefined ? 'NOT_FOUND' : 'CONFLICT');
    return toCompany(row);
  });
}
