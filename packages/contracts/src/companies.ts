/**
 * Companies and their collaborators (docs/product/shell.md#audience, docs/product/shell.md#screens /empresa, docs/product/shell.md#company and Image, docs/product/shell.md#states inactive company,
 * docs/product/shell.md#roles company roles, docs/product/calls.md#shell-calls empresa/*, parceiros/getInfoEmpresa; docs/product/calculation.md#visibility, docs/product/calls.md#calculation-calls empresa/aprovaVinculo and
 * reprovaVinculo). Wire keys keep the spec's Portuguese names. Every call names the company it works on and
 * the server checks the caller's link to that company (docs/decisions/companies.md).
 */
import { z } from 'zod';
import { INT4_MAX } from './input-safety';
import { ZCompanyAccess, ZEmail } from './auth';
import { defineCall } from './define-call';
import { ZBaseVersion, ZIdempotencyKey } from './record-versions';
import { isValidCnpj, normalizeTaxNumber } from './validation/documents';
import { fieldIssue } from './validation/field-codes';

export const COMPANY_NAME_MIN_LENGTH = 2;
export const COMPANY_NAME_MAX_LENGTH = 160;
export const STATE_REGISTRATION_MAX_LENGTH = 30;
export const SUPPORT_LINK_MAX_LENGTH = 500;

/** Company access levels (docs/product/shell.md#records, docs/product/calculation.md#records): 0 manager, 1 regional manager, 2 sales technician, 3 linked producer. */
export const COMPANY_ACCESS_LEVELS = [0, 1, 2, 3] as const;
export const MANAGER_ACCESS = 0;
export const LINKED_PRODUCER_ACCESS = 3;

/**
 * A collaborator link's state: invited by the company (awaits the user), requested by the user (awaits a
 * manager), active, rejected by a manager, declined by the user, or unlinked.
 */
export const COMPANY_LINK_STATES = [
  'convidado',
  'solicitado',
  'ativo',
  'reprovado',
  'recusado',
  'desvinculado',
] as const;
export const ZCompanyLinkState = z.enum(COMPANY_LINK_STATES);
export type TCompanyLinkState = z.infer<typeof ZCompanyLinkState>;

/** A CNPJ as typed (punctuation allowed), checked (14 digits, two check digits) and answered as digits only. */
export const ZCnpj = z
  .string()
  .trim()
  .refine((text) => isValidCnpj(text), fieldIssue('cnpjInvalid'))
  .transform((text) => normalizeTaxNumber(text) ?? text);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((text) => (text === undefined || text === null || text === '' ? null : text));

/** An http(s) address, or empty for none. */
const ZSupportLink = optionalText(SUPPORT_LINK_MAX_LENGTH).refine(
  (text) => text === null || /^https?:\/\/\S+$/i.test(text),
  { message: 'invalid_url' },
);

/** The company record (docs/product/shell.md#company). `logo` is a data URL (PNG or JPEG, at most 1024 × 1024 px). */
export const ZCompany = z.object({
  id: z.number().int(),
  razao_social: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string(),
  inscricao_estadual: z.string().nullable(),
  email_dono: z.string(),
  ativo: z.boolean(),
  parceira: z.boolean(),
  suporte_link: z.string().nullable(),
  logo: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

/** The fields a manager edits (empresa/editar) and an administrator sets at creation. */
export const ZCompanyFields = z.object({
  razao_social: z.string().trim().min(COMPANY_NAME_MIN_LENGTH).max(COMPANY_NAME_MAX_LENGTH),
  nome_fantasia: z.string().trim().min(COMPANY_NAME_MIN_LENGTH).max(COMPANY_NAME_MAX_LENGTH),
  cnpj: ZCnpj,
  inscricao_estadual: optionalText(STATE_REGISTRATION_MAX_LENGTH),
  email_dono: ZEmail,
  suporte_link: ZSupportLink,
});
export type TCompanyFields = z.input<typeof ZCompanyFields>;

/** One collaborator link of a company (the company's side of docs/product/shell.md#records emp_user). */
export const ZCollaborator = z.object({
  id_emp_user: z.number().int(),
  id_empresa: z.number().int(),
  id_usuario: z.number().int(),
  nome: z.string(),
  email: z.string(),
  acesso: ZCompanyAccess,
  autorizado: z.boolean(),
  ativo: z.boolean(),
  situacao: ZCompanyLinkState,
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TCollaborator = z.infer<typeof ZCollaborator>;

/** One company link of the signed-in user, with the company's name (user menu, invitations). */
export const ZMyCompanyLink = z.object({
  id_emp_user: z.number().int(),
  id_empresa: z.number().int(),
  nome_fantasia: z.string(),
  acesso: ZCompanyAccess,
  situacao: ZCompanyLinkState,
  empresa_ativa: z.boolean(),
  parceira: z.boolean(),
});
export type TMyCompanyLink = z.infer<typeof ZMyCompanyLink>;

/** Partner information the shell shows (docs/product/calls.md#shell-calls parceiros/getInfoEmpresa). */
export const ZPartnerInfo = z.object({
  suporte_link: z.string().nullable(),
  nome: z.string(),
  logo: z.string().nullable(),
});
export type TPartnerInfo = z.infer<typeof ZPartnerInfo>;

const ZCompanyId = z.object({ id_empresa: z.number().int() });
const ZLinkId = z.object({ id_emp_user: z.number().int() });
/** A logo: a new data URL, null to remove it, absent to keep it. */
const ZLogoInput = z.string().startsWith('data:image/').nullable().optional();

/** adm/empresas/list: every company (administrators). */
export const listCompanies = defineCall(
  'adm/empresas/list',
  z.object({}),
  z.object({ data: z.array(ZCompany) }),
  { auth: true },
);

/**
 * adm/empresas/criar: a company with its first manager, the account of `email_dono` (COMPANY_USER_NOT_FOUND
 * when no active account has it); DOCUMENT_EXISTS when another company has the CNPJ.
 */
export const createCompany = defineCall(
  'adm/empresas/criar',
  ZCompanyFields.extend({
    parceira: z.boolean().optional(),
    logo: ZLogoInput,
    /** The same key again answers the first answer and creates nothing (docs/decisions/one-pass-saves.md). */
    idempotency_key: ZIdempotencyKey.optional(),
  }),
  z.object({ data: ZCompany }),
  { auth: true },
);

/**
 * adm/empresas/atualizar: edits a company, activates or deactivates it (docs/product/shell.md#states inactive
 * company). With `base_updated_at` (the company's `updated_at` as read) only while it is still that version,
 * else CONFLICT (409).
 */
export const updateCompanyAsAdministrator = defineCall(
  'adm/empresas/atualizar',
  ZCompanyFields.partial().extend({
    id: z.number().int(),
    ativo: z.boolean().optional(),
    parceira: z.boolean().optional(),
    logo: ZLogoInput,
    base_updated_at: ZBaseVersion.optional(),
  }),
  z.object({ data: ZCompany }),
  { auth: true },
);

/** empresa/get: the company record, for its active members (and administrators). */
export const getCompany = defineCall('empresa/get', ZCompanyId, z.object({ data: ZCompany }), { auth: true });

/**
 * empresa/editar: the company's managers edit its record and logo. With `base_updated_at` (the company's
 * `updated_at` as read) the edit applies only while the company is still that version, else CONFLICT (409)
 * (docs/decisions/one-pass-saves.md).
 */
export const editCompany = defineCall(
  'empresa/editar',
  ZCompanyFields.extend({
    id_empresa: z.number().int(),
    logo: ZLogoInput,
    base_updated_at: ZBaseVersion.optional(),
  }),
  z.object({ data: ZCompany }),
  { auth: true },
);

/** empresa/colaboradores: every link of the company but declined ones (managers and regional managers). */
export const listCollaborators = defineCall(
  'empresa/colaboradores',
  ZCompanyId,
  z.object({ data: z.array(ZCollaborator) }),
  { auth: true },
);

/**
 * empresa/add-colaborador: a manager invites the account of `email` with a position; the link waits for the
 * user to accept (empresa/aceitarConvite). COMPANY_USER_NOT_FOUND without such an account,
 * COMPANY_LINK_EXISTS when the user is already linked or a request is pending.
 */
export const addCollaborator = defineCall(
  'empresa/add-colaborador',
  ZCompanyId.extend({ email: ZEmail, acesso: ZCompanyAccess, idempotency_key: ZIdempotencyKey.optional() }),
  z.object({ data: ZCollaborator }),
  { auth: true },
);

/** empresa/aprovaVinculo: a manager approves a link the user requested (docs/product/calls.md#calculation-calls). */
export const approveLink = defineCall('empresa/aprovaVinculo', ZLinkId, z.object({ data: ZCollaborator }), {
  auth: true,
});

/** empresa/reprovaVinculo: a manager rejects a link the user requested (docs/product/calls.md#calculation-calls). */
export const rejectLink = defineCall('empresa/reprovaVinculo', ZLinkId, z.object({ data: ZCollaborator }), {
  auth: true,
});

/** empresa/desvincular: a manager unlinks a collaborator (not the last manager), or a user leaves. */
export const unlinkCollaborator = defineCall(
  'empresa/desvincular',
  ZLinkId,
  z.object({ data: ZCollaborator }),
  { auth: true },
);

/** empresa/getVinculados: the company's active linked producers (its clients). */
export const listLinkedProducers = defineCall(
  'empresa/getVinculados',
  ZCompanyId,
  z.object({ data: z.array(ZCollaborator) }),
  { auth: true },
);

/** empresa/getNaoVinculados: the company's links that are not active (pending, rejected, unlinked). */
export const listUnlinked = defineCall(
  'empresa/getNaoVinculados',
  ZCompanyId,
  z.object({ data: z.array(ZCollaborator) }),
  { auth: true },
);

/** empresa/getLogo: a company's logo (data URL) or null (docs/product/calls.md#shell-calls). */
export const getCompanyLogo = defineCall(
  'empresa/getLogo',
  z.object({ id: z.number().int() }),
  z.object({ data: z.string().nullable() }),
  { auth: true },
);

/** parceiros/getInfoEmpresa: an active partner company's support link, name and logo (docs/product/calls.md#shell-calls). */
export const getPartnerInfo = defineCall(
  'parceiros/getInfoEmpresa',
  z.object({ parceiro: z.number().int().positive().max(INT4_MAX) }),
  z.object({ data: ZPartnerInfo }),
  { auth: true },
);

/** One partner company as a company's members see it (/empresa/parceiros). */
export const ZPartnerCompany = ZPartnerInfo.extend({ id: z.number().int() });
export type TPartnerCompany = z.infer<typeof ZPartnerCompany>;

/** empresa/parceiros: the active partner companies, for the members of a company. */
export const listPartners = defineCall(
  'empresa/parceiros',
  ZCompanyId,
  z.object({ data: z.array(ZPartnerCompany) }),
  { auth: true },
);

/** empresa/minhas: the signed-in user's company links (active and pending) with the companies' names. */
export const listMyCompanyLinks = defineCall(
  'empresa/minhas',
  z.object({}),
  z.object({ data: z.array(ZMyCompanyLink) }),
  { auth: true },
);

/** empresa/aceitarConvite: the invited user accepts the company's invitation. */
export const acceptInvitation = defineCall(
  'empresa/aceitarConvite',
  ZLinkId,
  z.object({ data: ZMyCompanyLink }),
  { auth: true },
);

/** empresa/recusarConvite: the invited user declines the company's invitation. */
export const declineInvitation = defineCall(
  'empresa/recusarConvite',
  ZLinkId,
  z.object({ data: ZMyCompanyLink }),
  { auth: true },
);

/**
 * empresa/solicitarVinculo: the signed-in user asks the active company of that CNPJ for a link with a
 * position; a manager approves or rejects it. NOT_FOUND for an unknown or inactive company.
 */
export const requestLink = defineCall(
  'empresa/solicitarVinculo',
  z.object({ cnpj: ZCnpj, acesso: ZCompanyAccess, idempotency_key: ZIdempotencyKey.optional() }),
  z.object({ data: ZMyCompanyLink }),
  { auth: true },
);

export const companyCalls = {
  listCompanies,
  createCompany,
  updateCompanyAsAdministrator,
  getCompany,
  editCompany,
  listCollaborators,
  addCollaborator,
  approveLink,
  rejectLink,
  unlinkCollaborator,
  listLinkedProducers,
  listUnlinked,
  getCompanyLogo,
  getPartnerInfo,
  listPartners,
  listMyCompanyLinks,
  acceptInvitation,
  declineInvitation,
  requestLink,
} as const;
