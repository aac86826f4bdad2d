/** A company record for component tests (company area and the administrator's company form). */
import type { TCompany } from '@cocho/contracts';

/** Company 7, Alfa: active, not a partner, no logo nor support link. */
export const TEST_COMPANY: TCompany = {
  id: 7,
  razao_social: 'Alfa Nutrição Animal Ltda',
  nome_fantasia: 'Alfa',
  cnpj: '11222333000181',
  inscricao_estadual: null,
  email_dono: 'dono@alfa.com',
  ativo: true,
  parceira: false,
  suporte_link: null,
  logo: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};
