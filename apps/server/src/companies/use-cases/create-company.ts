/**
 * adm/empresas/criar: a company and its first manager, the active account of `email_dono`, linked at once
 * (the administrator vouches for it). DOCUMENT_EXISTS when another company has the CNPJ,
 * COMPANY_USER_NOT_FOUND without such an account.
 */
import type { TCompany, ZCompanyFields } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/in-transaction';
import { appError } from '../../errors';
import { ACTIVE_STATE } from '../company-access';
import { checkLogo } from '../company-logo';
import { toCompany } from '../company-wire';
import { findActiveUserIdByEmail, getCompanyByCnpj, insertCompany, insertLink } from '../repository';

export type CompanyValues = z.output<typeof ZCompanyFields>;

export async function createCompany(
  db: Kysely<Database>,
  values: CompanyValues & { parceira?: boolean | undefined; logo?: string | null | undefined },
  now: Date,
): Promise<TCompany> {
  const logo = checkLogo(values.logo) ?? null;
  const nowIso = now.toISOString();
  return inTransaction(db, async (trx) => {
    if (await getCompanyByCnpj(trx, values.cnpj)) throw appError('DOCUMENT_EXISTS');
    const managerId = await findActiveUserIdByEmail(trx, values.email_dono);
    if (managerId === undefined) throw appError('COMPANY_USER_NOT_FOUND');
    const company = await insertCompany(trx, {
      razao_social: values.razao_social,
      nome_fantasia: values.nome_fantasia,
      cnpj: values.cnpj,
      inscricao_estadual: values.inscricao_estadual,
      email_dono: values.email_dono,
      ativo: 1,
      parceira: values.parceira ? 1 : 0,
      suporte_link: values.suporte_link,
      logo,
      created_at: nowIso,
      updated_at: nowIso,
    });
    await insertLink(trx, {
      id_empresa: company.id,
      id_usuario: managerId,
      acesso: 0,
      autorizado: 1,
      ativo: 1,
      situacao: ACTIVE_STATE,
      requested_at: nowIso,
      decided_at: nowIso,
    });
    return toCompany(company);
  });
}
