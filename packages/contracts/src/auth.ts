/** Sign-in, registration, session and language calls (docs/product/shell.md#user, docs/product/shell.md#session, docs/product/calls.md#shell-calls). */
import { CURRENCIES } from '@cocho/engine';
import { z } from 'zod';
import { defineCall } from './define-call';
import { DISCOVERY_CHANNELS, USER_PROFILES } from './plain/user';
import {
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PERSON_NAME_PATTERN,
  isValidEmail,
  isValidPhone,
  EMAIL_MAX_LENGTH,
} from './validation/contact';
import { birthDateProblem, latestCalendarDate } from './validation/dates';
import { fieldIssue } from './validation/field-codes';

export { USER_PROFILES, DISCOVERY_CHANNELS } from './plain/user';
export const ZUserProfile = z.enum(USER_PROFILES);

/** Interface language index: 0 Portuguese, 1 English, 2 Spanish (docs/product/shell.md#audience). */
export const ZLanguageIndex = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/**
 * The account's currency (ISO 4217): the default `moeda` of new diets, mixtures, supplements and finance
 * (docs/decisions/currencies-and-purchase-units.md). Null: not chosen, the country's or language's default.
 */
export const ZAccountCurrency = z.enum(CURRENCIES).nullable();

export const ZDiscoveryChannel = z.enum(DISCOVERY_CHANNELS);

/** Postal address (docs/product/shell.md#records endereco and the registration's address extras). Every field may be empty. */
export const ZAddress = z.object({
  /** Country id of the seeded country list (`paises`). */
  pais: z.number().int().nullable(),
  /** Brazilian state (UF, "SP") from the seeded list; null outside Brazil. */
  estado: z.string().nullable(),
  /** City name (for Brazil, a municipality of the seeded list). */
  cidade: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  bairro: z.string().nullable(),
  complemento: z.string().nullable(),
  referencia: z.string().nullable(),
  cep: z.string().nullable(),
  /** Telephone area code. */
  ddd: z.string().nullable(),
  /** International calling code of the phone ("55"). */
  ddi: z.string().nullable(),
});
export type TAddress = z.infer<typeof ZAddress>;

/**
 * Plan types (docs/product/shell.md#audience, docs/product/shell.md#roles): 0 producer (pecuarista), 1 premium, 2 consultant, 3 start, 4 business
 * (docs/decisions/roles-and-abilities.md).
 */
export const PLAN_TYPES = [0, 1, 2, 3, 4] as const;
export const ZPlanType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type TPlanType = z.infer<typeof ZPlanType>;

/** One plan of the user as the access check reads it (docs/product/shell.md#records plano). */
export const ZUserPlan = z.object({
  id: z.number().int(),
  /** Partner company through which the plan was acquired; null when bought directly. */
  id_empresa: z.number().int().nullable(),
  tipo: ZPlanType,
  /** Last valid day, YYYY-MM-DD; null for an infinite plan. */
  data_final: z.string().nullable(),
  /** 1 revoked (docs/product/shell.md#roles: restricts access to the first module). */
  revogado: z.union([z.literal(0), z.literal(1)]),
});
export type TUserPlan = z.infer<typeof ZUserPlan>;

/** The user's consultancy (docs/product/shell.md#records consultoria). */
export const ZConsultancy = z.object({
  id: z.number().int(),
  /** Last valid day, YYYY-MM-DD; null without an end. */
  data_fim: z.string().nullable(),
  max_clientes: z.number().int(),
});
export type TConsultancy = z.infer<typeof ZConsultancy>;

/** Company access level of a collaborator: 0 manager, 1 regional manager, 2 sales technician, 3 linked producer. */
export const ZCompanyAccess = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** One company link of the user (docs/product/shell.md#records emp_user). */
export const ZCompanyLink = z.object({
  id_empresa: z.number().int(),
  acesso: ZCompanyAccess,
  autorizado: z.boolean(),
  ativo: z.boolean(),
});
export type TCompanyLink = z.infer<typeof ZCompanyLink>;

/** The signed-in user as the client sees it. Keys keep the spec's names (docs/product/shell.md#records). */
export const ZUser = z.object({
  id: z.number().int(),
  NOME: z.string(),
  email: z.string(),
  perfil: ZUserProfile.nullable(),
  idioma: ZLanguageIndex,
  /** The account's currency, null when not chosen (absent from older servers: not chosen). */
  moeda: ZAccountCurrency.optional(),
  /** 0 under review, 1 released. */
  liberado: z.union([z.literal(0), z.literal(1)]),
  /** 1 inactive. */
  EXCLUIDO: z.union([z.literal(0), z.literal(1)]),
  /** Administrator flag (docs/product/shell.md#roles: menu level 10). */
  administrador: z.boolean(),
  premium: z.boolean(),
  premiumInfinito: z.boolean(),
  consultor: z.boolean(),
  pecuarista: z.boolean(),
  gestor: z.boolean(),
  vinculado: z.boolean(),
  area_universitaria: z.boolean(),
  empresa_vinculada: z.number().int().nullable(),
  data_nascimento: z.string().nullable(),
  sexo: z.enum(['M', 'F', 'N']).nullable(),
  /** Legacy permission level (docs/product/shell.md#records); 0 reads as administrator (docs/decisions/roles-and-abilities.md). */
  permissao: z.number().int().nullable(),
  telefone: z.string().nullable(),
  como_conheceu: ZDiscoveryChannel.nullable(),
  endereco: ZAddress,
  /** CPF or CNPJ in Brazil (digits only), any identity document elsewhere. */
  numero_documento: z.string().nullable(),
  /** Address of the profile picture, or null. */
  foto: z.string().nullable(),
  planos: z.array(ZUserPlan),
  consultoria: ZConsultancy.nullable(),
  emp_user: z.array(ZCompanyLink),
  /** Partner company whose support link and logo the shell shows (docs/product/shell.md#layout). */
  empresaParceira: z.object({ id: z.number().int() }).nullable(),
  /** Linked to an inactive company: premium, consultant and linked status are lost (docs/product/shell.md#account-state). */
  empresa_inativa: z.boolean(),
  /** The 7-day premium trial was already activated (docs/product/shell.md#audience: once). */
  teste_usado: z.boolean(),
  /** The password was set by an administrator (usuario/senhaTemporaria): the web forces a change (user/alterarSenha). */
  senha_temporaria: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/** E-mail by either pattern of docs/product/shell.md#validation, stored trimmed and lower-case. */
export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, fieldIssue('invalidEmail'));
/** Passwords: 8 to 200 characters. */
export const ZPassword = z.string().min(8).max(200);
/** The 6-digit code e-mailed by auth/sendCode and auth/forgotPassword. */
export const ZVerificationCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** Optional free text of a form: trimmed, at most `max` characters; empty or absent becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The address as a form sends it (ZAddress with lengths bounded; the country is required). */
export const ZAddressInput = z.object({
  pais: z.number().int().positive(),
  estado: optionalText(2),
  cidade: optionalText(120),
  logradouro: optionalText(200),
  numero: optionalText(20),
  bairro: optionalText(120),
  complemento: optionalText(120),
  referencia: optionalText(200),
  cep: optionalText(20),
  ddd: optionalText(5),
  ddi: optionalText(5),
});
export type TAddressInput = z.input<typeof ZAddressInput>;

/**
 * Every field the user enters about themself at registration and edits on the profile (docs/product/shell.md#records, docs/product/shell.md#validation).
 * The country-dependent rules (CPF/CNPJ and street in Brazil) need Brazil's id from `paises`: forms add
 * `.superRefine(refineForCountry(brazilId), ALSO_WITH_OTHER_ISSUES)`; the server runs `findCountryFieldProblems`
 * the same way.
 */
export const ZAccountFields = z.object({
  /** Letters, numbers and spaces, at least 3 characters (docs/product/shell.md#validation). */
  NOME: z.string().trim().min(PERSON_NAME_MIN_LENGTH).max(PERSON_NAME_MAX_LENGTH).regex(PERSON_NAME_PATTERN),
  perfil: ZUserProfile,
  /** Digits with an optional "+", 8 to 15 digits; spaces, dots, hyphens and parentheses allowed (stored without). */
  telefone: z.string().trim().max(40).refine(isValidPhone, fieldIssue('phoneInvalid')),
  como_conheceu: ZDiscoveryChannel,
  endereco: ZAddressInput,
  /** CPF or CNPJ in Brazil (punctuation allowed, stored as digits), any identity document elsewhere. */
  numero_documento: z.string().trim().min(1).max(40),
  /** YYYY-MM-DD, from 1900 and not in the future. */
  data_nascimento: z.string().superRefine((value, ctx) => {
    const problem = birthDateProblem(value, latestCalendarDate(new Date()));
    if (problem) ctx.addIssue({ code: 'custom', ...fieldIssue(problem) });
  }),
  sexo: z.enum(['M', 'F', 'N']),
});
export type TAccountFields = z.output<typeof ZAccountFields>;

/**
 * The options of a refinement that also runs while another field is wrong (zod skips it otherwise), so a
 * form and an error answer name every wrong field at once; such a refinement reads fields that may be wrong.
 */
export const ALSO_WITH_OTHER_ISSUES = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * A password and its confirmation; the confirmation must match (reported on `confirmacao`). Used with
 * `ALSO_WITH_OTHER_ISSUES`.
 */
export function refinePasswordConfirmation(
  value: { password: string; confirmacao: string },
  ctx: z.RefinementCtx,
): void {
  // With ALSO_WITH_OTHER_ISSUES the password may be missing or not text: its own issue says so, and a
  // mismatch with nothing typed would be noise.
  if (typeof value.password === 'string' && value.password !== value.confirmacao) {
    ctx.addIssue({ code: 'custom', path: ['confirmacao'], ...fieldIssue('passwordMismatch') });
  }
}

/**
 * The session's request key (docs/decisions/request-signing.md), added by the server to every answer that
 * starts a session: `chave` (32 bytes, base64url) signs each later request of this session (x-signature) and,
 * when `criptografia` is true, keys the payload encryption of docs/product/calls.md#shell-calls. Optional: older servers omit it.
 */
export const ZRequestKey = z.object({ chave: z.string().min(1).max(200), criptografia: z.boolean() });
export type TRequestKey = z.infer<typeof ZRequestKey>;

export const appLogin = defineCall(
  'auth/appLogin',
  z.union([
    z.object({
      email: ZEmail,
      password: z.string().min(1).max(200),
      loginByToken: z.literal(false).optional(),
    }),
    z.object({ loginByToken: z.literal(true), accessToken: z.string().min(10).max(500) }),
  ]),
  z.object({ token: z.string(), user: ZUser, sessoes: z.number().int(), assinatura: ZRequestKey.optional() }),
  { auth: false },
);

/**
 * The registration form (docs/product/shell.md#records, docs/product/shell.md#validation): the account's fields,
 * e-mail, password and its confirmation, and the terms.
 */
const ZRegistrationFields = ZAccountFields.extend({
  email: ZEmail,
  password: ZPassword,
  confirmacao: z.string().max(200),
  /** Terms of use and privacy policy accepted; must be true. */
  aceite: z.boolean().refine((value) => value, fieldIssue('termsRequired')),
});
export const ZRegistrationForm = ZRegistrationFields.superRefine(
  refinePasswordConfirmation,
  ALSO_WITH_OTHER_ISSUES,
);

/** auth/register's request: the registration form plus the code e-mailed by auth/sendCode. */
export const ZRegisterRequest = ZRegistrationFields.extend({
  codigo: ZVerificationCode,
  idioma: ZLanguageIndex.optional(),
}).superRefine(refinePasswordConfirmation, ALSO_WITH_OTHER_ISSUES);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/**
 * auth/register: creates the account when the e-mailed code is right (CODE_INVALID otherwise, also for an
 * e-mail that already has an account), DOCUMENT_EXISTS for a taken document. With free registration on,
 * the account is released and signed in (`liberado: true` with the sign-in answer); otherwise it awaits an
 * administrator (`liberado: false`; signing in answers ACCOUNT_UNDER_REVIEW until released).
 */
export const register = defineCall(
  'auth/register',
  ZRegisterRequest,
  z.discriminatedUnion('liberado', [
    z.object({
      liberado: z.literal(true),
      token: z.string(),
      user: ZUser,
      sessoes: z.number().int(),
      assinatura: ZRequestKey.optional(),
    }),
    z.object({ liberado: z.literal(false) }),
  ]),
  { auth: false },
);

export const logout = defineCall(
  'auth/logout',
  z.object({ token: z.string().max(500).optional() }),
  z.object({ ok: z.literal(true) }),
  {
    auth: false,
  },
);

export const verificaToken = defineCall(
  'verificaToken',
  z.object({
    lat: z.number().min(-90).max(90).nullable().optional(),
    lon: z.number().min(-180).max(180).nullable().optional(),
    clientTokenFirebase: z.string().max(4096).nullable().optional(),
    token: z.string().max(500).optional(),
  }),
  z.object({ user: ZUser }),
  { auth: true },
);

export const setIdioma = defineCall(
  'setIdioma',
  z.object({ id: z.number().int(), idioma: ZLanguageIndex }),
  z.object({ user: ZUser }),
  { auth: true },
);

export const meuIP = defineCall('auth/meuIP', z.object({}), z.object({ ip: z.string() }), { auth: false });

/**
 * auth/codigoAcesso: a one-time code for the embedded web view of a signed-in app (docs/decisions/request-signing.md,
 * "Token sign-in"). Must be signed with the session's own key; the code, sent once as auth/appLogin's
 * `accessToken` with `loginByToken`, opens a new session of the same user before `expira_em`.
 */
export const loginCode = defineCall(
  'auth/codigoAcesso',
  z.object({}),
  z.object({ codigo: z.string(), expira_em: z.string() }),
  { auth: true },
);

export const authCalls = { appLogin, register, logout, verificaToken, setIdioma, meuIP, loginCode } as const;
