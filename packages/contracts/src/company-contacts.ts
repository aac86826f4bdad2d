/**
 * Sales-technician contacts and the users' consent to partner contact (docs/product/shell.md#screens /empresa/add-contato-emp-
 * tecnico, docs/product/shell.md#company sales contacts, docs/product/shell.md#states Sales technician contact: pending, active, deactivated; docs/product/shell.md#roles). A sales
 * technician of a company asks a user (who consented to partner contact) to become their contact; the user
 * accepts or declines; either side deactivates it. While a contact is active, each side sees the other's name,
 * e-mail, phone, city, state and country (docs/decisions/sales-technician-contacts.md).
 */
import { z } from 'zod';
import { ZEmail } from './auth';
import { defineCall } from './define-call';
import { INT4_MAX } from './input-safety';
import { ZIdempotencyKey } from './record-versions';

/** pendente: asked, awaiting the user; ativo: accepted; desativado: declined or deactivated by either side. */
export const COMPANY_CONTACT_STATES = ['pendente', 'ativo', 'desativado'] as const;
export const ZCompanyContactState = z.enum(COMPANY_CONTACT_STATES);
export type TCompanyContactState = z.infer<typeof ZCompanyContactState>;

/** Records per page of the contact lists. */
export const COMPANY_CONTACTS_PAGE_MAX = 100;

/**
 * A person of a contact. `nome` always; `email` always for the user the technician named by e-mail and for
 * the technician; telefone, cidade, estado and pais (ISO 3166-1 alpha-2) only while the contact is active.
 */
export const ZContactPerson = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  pais: z.string().nullable(),
});
export type TContactPerson = z.infer<typeof ZContactPerson>;

export const ZCompanyContact = z.object({
  id_contato: z.number().int(),
  id_empresa: z.number().int(),
  nome_empresa: z.string(),
  situacao: ZCompanyContactState,
  /** The sales technician who asked. */
  tecnico: ZContactPerson,
  /** The user asked. */
  usuario: ZContactPerson,
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TCompanyContact = z.infer<typeof ZCompanyContact>;

const ZId = z.number().int().positive().max(INT4_MAX);
const ZContactId = z.object({ id_contato: ZId });
const ZPaging = {
  /** The previous answer's `proximo`; absent for the first page. */
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .optional(),
};
const ZContactPage = z.object({ data: z.array(ZCompanyContact), proximo: z.string().nullable() });
const ZContactAnswer = z.object({ data: ZCompanyContact });

/**
 * empresa/contatos: the company's contacts, newest first. Managers and regional managers see every contact
 * of the company, a sales technician only the ones they asked.
 */
export const listCompanyContacts = defineCall(
  'empresa/contatos',
  z.object({ id_empresa: ZId, ...ZPaging }),
  ZContactPage,
  { auth: true },
);

/**
 * empresa/add-contato-emp-tecnico: a sales technician (or a manager) of the company asks the account of
 * `email` to become their contact (pendente). COMPANY_USER_NOT_FOUND without such an account,
 * CONTACT_NOT_ALLOWED when the user did not consent to partner contact (or is the caller),
 * CONTACT_EXISTS when a contact of the company with the user is pending or active.
 */
export const requestCompanyContact = defineCall(
  'empresa/add-contato-emp-tecnico',
  z.object({ id_empresa: ZId, email: ZEmail, idempotency_key: ZIdempotencyKey.optional() }),
  ZContactAnswer,
  { auth: true },
);

/** empresa/contatos/desativar: the technician, a manager of the company or the user ends a contact. */
export const deactivateCompanyContact = defineCall('empresa/contatos/desativar', ZContactId, ZContactAnswer, {
  auth: true,
});

/** contatos/meus: the caller's contacts with companies, newest first. */
export const listMyContacts = defineCall('contatos/meus', z.object({ ...ZPaging }), ZContactPage, {
  auth: true,
});

/** contatos/aceitar: the user accepts a pending contact (CONFLICT when it is not pending). */
export const acceptContact = defineCall('contatos/aceitar', ZContactId, ZContactAnswer, { auth: true });

/** contatos/recusar: the user declines a pending contact (CONFLICT when it is not pending). */
export const declineContact = defineCall('contatos/recusar', ZContactId, ZContactAnswer, { auth: true });

const ZConsent = z.object({ data: z.object({ aceita_contato_parceiros: z.boolean() }) });

/** contatos/consentimento: whether partner companies may contact the caller (false until they say yes). */
export const getPartnerContactConsent = defineCall('contatos/consentimento', z.object({}), ZConsent, {
  auth: true,
});

/**
 * contatos/consentimento/definir: the caller says whether partner companies may contact them. Withdrawing
 * the consent declines the pending requests; active contacts stay until someone deactivates them.
 */
export const setPartnerContactConsent = defineCall(
  'contatos/consentimento/definir',
  z.object({ aceita_contato_parceiros: z.boolean() }),
  ZConsent,
  { auth: true },
);

export const companyContactCalls = {
  listCompanyContacts,
  requestCompanyContact,
  deactivateCompanyContact,
  listMyContacts,
  acceptContact,
  declineContact,
  getPartnerContactConsent,
  setPartnerContactConsent,
} as const;
