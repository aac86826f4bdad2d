/**
 * empresa/getLogo (any signed-in user: the shell shows partner logos) and parceiros/getInfoEmpresa (an
 * active partner company's support link, name and logo; NOT_FOUND otherwise), and the partners list of
 * empresa/parceiros.
 */
import type { TPartnerCompany, TPartnerInfo } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { findActivePartners, getCompanyById } from '../repository';

export async function getCompanyLogo(db: Kysely<Database>, companyId: number): Promise<string | null> {
  const company = await getCompanyById(db, companyId);
  if (!company) throw appError('NOT_FOUND');
  return company.logo;
}

export async function getPartnerInfo(db: Kysely<Database>, companyId: number): Promise<TPartnerInfo> {
  const company = await getCompanyById(db, companyId);
  if (!company || company.parceira !== 1 || company.ativo !== 1) throw appError('NOT_FOUND');
  return { suporte_link: company.suporte_link, nome: company.nome_fantasia, logo: company.logo };
}

export async function listPartners(db: Kysely<Database>): Promise<TPartnerCompany[]> {
  return (await findActivePartners(db)).map((company) => ({
    id: company.id,
    nome: company.nome_fantasia,
    suporte_link: company.suporte_link,
    logo: company.logo,
  }));
}
