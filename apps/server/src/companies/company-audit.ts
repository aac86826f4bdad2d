/**
 * Audit entries of company changes (docs/decisions/admin-companies-and-protections.md): the administrator's
 * actions, and the changes company staff and users make, which administrators check as company change
 * requests (adm/empresas/alteracoes, notificacoes/empControleLido and empControleUserLido).
 */
import type { TCollaborator, TCompany, TMyCompanyLink } from '@cocho/contracts';
import { recordAudit } from '../audit/record-audit';
import type { CallContext } from '../http/register-call';

/** The record fields whose change a manager's edit reports (the logo is compared as a whole). */
const COMPARED_FIELDS = [
  'razao_social',
  'nome_fantasia',
  'cnpj',
  'inscricao_estadual',
  'email_dono',
  'suporte_link',
  'logo',
  'ativo',
  'parceira',
] as const satisfies readonly (keyof TCompany)[];

/** The names of the fields that differ between two versions of a company record. */
export function changedCompanyFields(before: TCompany, after: TCompany): string[] {
  return COMPARED_FIELDS.filter((field) => before[field] !== after[field]);
}

/** A company record changed: by an administrator (company_created/updated) or by its manager (company_edited). */
export async function auditCompanyRecord(
  ctx: Pick<CallContext, 'db' | 'now' | 'user' | 'request'>,
  action: 'company_created' | 'company_updated' | 'company_edited',
  company: TCompany,
  campos: readonly string[],
): Promise<void> {
  await recordAudit(ctx.db, {
    action,
    at: ctx.now,
    actorUserId: ctx.user?.id ?? null,
    ip: ctx.request.ip,
    detail: { id_empresa: company.id, campos },
  });
}

/** A collaborator link changed: linked by an administrator, or changed by its company or its user. */
export async function auditCompanyLink(
  ctx: Pick<CallContext, 'db' | 'now' | 'user' | 'request'>,
  action: 'company_collaborator_linked' | 'company_link_changed',
  link: TCollaborator | TMyCompanyLink,
): Promise<void> {
  const subjectUserId = 'id_usuario' in link ? link.id_usuario : (ctx.user?.id ?? null);
  await recordAudit(ctx.db, {
    action,
    at: ctx.now,
    actorUserId: ctx.user?.id ?? null,
    subjectUserId,
    ip: ctx.request.ip,
    detail: {
      id_empresa: link.id_empresa,
      id_emp_user: link.id_emp_user,
      situacao: link.situacao,
      acesso: link.acesso,
    },
  });
}
