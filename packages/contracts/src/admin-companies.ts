/**
 * The administrator's company control (docs/product/shell.md#screens /adm/empresaControle, /adm/empresa/new|edit,
 * /adm/vincular-colaborador, docs/product/shell.md#states inactive company; docs/product/calculation.md#screens /adm/empControle, docs/product/calculation.md#records company roles, docs/product/calls.md#calculation-calls
 * notificacoes/empControleLido and empControleUserLido). Creating, editing and (de)activating companies keep
 * the calls of companies.ts (adm/empresas/criar|atualizar|list). Choices:
 * docs/decisions/admin-companies-and-protections.md.
 */
import { z } from 'zod';
import { ZCompanyAccess, ZEmail } from './auth';
import { ZCollaborator } from './companies';
import { defineCall } from './define-call';
import { INT4_MAX } from './input-safety';

const ZId = z.number().int().positive().max(INT4_MAX);

/**
 * adm/empresas/vincular: links the active account of `email` to a company with a position (0 manager,
 * 1 regional manager, 2 sales technician, 3 linked producer), in force at once (the administrator vouches
 * for it). An existing link of any state is reused and takes the new position. COMPANY_USER_NOT_FOUND
 * without such an account, NOT_FOUND for an unknown company.
 */
export const linkCollaboratorAsAdministrator = defineCall(
  'adm/empresas/vincular',
  z.object({ id_empresa: ZId, email: ZEmail, acesso: ZCompanyAccess }),
  z.object({ data: ZCollaborator }),
  { auth: true },
);

/** A change request's kind: the company record (empresa) or one of its collaborator links (usuario). */
export const COMPANY_CHANGE_KINDS = ['empresa', 'usuario'] as const;
export const ZCompanyChangeKind = z.enum(COMPANY_CHANGE_KINDS);
export type TCompanyChangeKind = z.infer<typeof ZCompanyChangeKind>;

/**
 * What company staff or users changed, for the administrators to check: a manager edited the company's
 * record (`empresa`), or a link changed (`usuario`: requested, invited, accepted, declined, approved,
 * rejected, unlinked). `situacao` is the link's state after the change.
 */
export const ZCompanyChange = z.object({
  id: z.number().int(),
  tipo: ZCompanyChangeKind,
  id_empresa: z.number().int(),
  nome_fantasia: z.string(),
  autor_nome: z.string(),
  usuario_nome: z.string().nullable(),
  situacao: z.string().nullable(),
  acesso: ZCompanyAccess.nullable(),
  campos: z.array(z.string()),
  created_at: z.string(),
  lida: z.boolean(),
});
export type TCompanyChange = z.infer<typeof ZCompanyChange>;

/** Most change requests one answer lists, newest first. */
export const COMPANY_CHANGES_MAX = 100;

/** adm/empresas/alteracoes: the newest change requests, read or not by the calling administrator. */
export const listCompanyChanges = defineCall(
  'adm/empresas/alteracoes',
  z.object({}),
  z.object({ data: z.array(ZCompanyChange) }),
  { auth: true },
);

const ZRead = z.object({ data: z.object({ lida: z.literal(true) }) });

/** notificacoes/empControleLido (administrators): the company change request `id` is read. NOT_FOUND if none. */
export const markCompanyChangeRead = defineCall(
  'notificacoes/empControleLido',
  z.object({ id: ZId }),
  ZRead,
  {
    auth: true,
  },
);

/** notificacoes/empControleUserLido (administrators): the link change request `id` is read. NOT_FOUND if none. */
export const markCompanyUserChangeRead = defineCall(
  'notificacoes/empControleUserLido',
  z.object({ id: ZId }),
  ZRead,
  { auth: true },
);

export const adminCompanyCalls = {
  linkCollaboratorAsAdministrator,
  listCompanyChanges,
  markCompanyChangeRead,
  markCompanyUserChangeRead,
} as const;
