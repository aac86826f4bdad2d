/**
 * The administration area's tools (docs/product/shell.md#screens /adm/notificacoes, /adm/reportes, /adm/ajuda, /adm/dietas,
 * /adm/relatorio, /adm/user/new; docs/product/calculation.md#notification-records and help item, docs/product/calls.md#calculation-calls notificacoes/reporteLido,
 * ajuda): sent messages, error reports (read, answered), help items, formulations made across the product,
 * product counts and accounts made by an administrator. Every call is administrators' only and audited.
 * Choices: docs/decisions/admin-screens.md.
 */
import { z } from 'zod';
import { CURRENCIES } from '@cocho/engine';
import { INT4_MAX } from './input-safety';
import {
  ZAccountFields,
  ZEmail,
  ZLanguageIndex,
  ZPassword,
  ZUserProfile,
  ALSO_WITH_OTHER_ISSUES,
  refinePasswordConfirmation,
} from './auth';
import { defineCall } from './define-call';
import { ZAdminUser } from './admin';
import { ZErrorReport, ZHelpItem } from './help';
import { ZNotificationAudience } from './notifications';
import { ZCalendarDay } from './plans';

const ZId = z.number().int().positive().max(INT4_MAX);
const ZPageInput = {
  /** 1-based page. */
  pagina: z.number().int().min(1).max(100_000).default(1),
  por_pagina: z.number().int().min(1).max(100).default(20),
};
const ZPageAnswer = { total: z.number().int(), pagina: z.number().int(), por_pagina: z.number().int() };
const ZPeriod = { de: ZCalendarDay.optional(), ate: ZCalendarDay.optional() };

// --- General messages ---------------------------------------------------------------------------------

/** A general message as the administrators' list shows it: its audience, sender and how many read it. */
export const ZSentMessage = z.object({
  id: z.number().int(),
  titulo: z.string(),
  mensagem: z.string(),
  destino: ZNotificationAudience,
  enviado_por: z.string().nullable(),
  /** Accounts that marked it read. */
  lidas: z.number().int(),
  created_at: z.string(),
});
export type TSentMessage = z.infer<typeof ZSentMessage>;

export const listSentMessages = defineCall(
  'adm/notificacoes/list',
  z.object({ ...ZPageInput }),
  z.object({ data: z.array(ZSentMessage), ...ZPageAnswer }),
  { auth: true },
);

// --- Error reports ------------------------------------------------------------------------------------

/** novos: not read yet; lidos: read, not answered; respondidos: answered. */
export const ERROR_REPORT_STATES = ['novos', 'lidos', 'respondidos'] as const;
export const ZErrorReportState = z.enum(ERROR_REPORT_STATES);
export type TErrorReportState = z.infer<typeof ZErrorReportState>;
export const ERROR_REPORT_REPLY_MAX = 4000;
export const ERROR_REPORT_REPLY_CHANNELS = ['notificacao', 'email'] as const;

/** An error report with its answer (ZErrorReport plus when and how it was answered). */
export const ZAdminErrorReport = ZErrorReport.extend({
  respondido_em: z.string().nullable(),
  resposta: z.string().nullable(),
  canal_resposta: z.enum(ERROR_REPORT_REPLY_CHANNELS).nullable(),
});
export type TAdminErrorReport = z.infer<typeof ZAdminErrorReport>;

export const findErrorReports = defineCall(
  'adm/reportes/buscar',
  z.object({
    /** One report (/adm/reportes?id=). */
    id: ZId.optional(),
    situacao: ZErrorReportState.optional(),
    /** Part of the message, route or the reporter's name or e-mail. */
    texto: z.string().trim().max(200).optional(),
    ...ZPeriod,
    ...ZPageInput,
  }),
  z.object({ data: z.array(ZAdminErrorReport), ...ZPageAnswer }),
  { auth: true },
);

/** notificacoes/reporteLido (docs/product/calls.md#calculation-calls): error report `id` is read. NOT_FOUND if none. */
export const markErrorReportRead = defineCall(
  'notificacoes/reporteLido',
  z.object({ id: ZId }),
  z.object({ data: ZAdminErrorReport }),
  { auth: true },
);

/**
 * Answers error report `id` to its reporter, by a general message to them or by e-mail; the report is then
 * read and answered. A report whose account is gone answers NOT_FOUND.
 */
export const answerErrorReport = defineCall(
  'adm/reportes/responder',
  z.object({
    id: ZId,
    canal: z.enum(ERROR_REPORT_REPLY_CHANNELS),
    resposta: z.string().trim().min(1).max(ERROR_REPORT_REPLY_MAX),
  }),
  z.object({ data: ZAdminErrorReport }),
  { auth: true },
);

// --- Help items ---------------------------------------------------------------------------------------

export const HELP_TITLE_MAX = 200;
export const HELP_DESCRIPTION_MAX = 5000;

/** What an administrator enters for a help item (docs/product/calculation.md#records). The route is an app path ("/dashboard"). */
export const ZHelpItemInput = z.object({
  titulo: z.string().trim().min(1).max(HELP_TITLE_MAX),
  descricao: z.string().trim().max(HELP_DESCRIPTION_MAX).default(''),
  /** YouTube id or address, or an http(s) address; empty without a video. */
  video: z
    .string()
    .trim()
    .max(300)
    .refine(
      (value) => value === '' || /^[A-Za-z0-9_-]{6,20}$/.test(value) || /^https?:\/\/\S+$/.test(value),
      {
        message: 'videoInvalid',
      },
    )
    .default(''),
  rota: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .regex(/^\/[A-Za-z0-9\-_/]*$/, { message: 'routeInvalid' }),
  /** The wizard step (1–20), or null for the whole screen. */
  etapa: z.number().int().min(1).max(20).nullable(),
  idioma: ZLanguageIndex,
});
export type THelpItemInput = z.input<typeof ZHelpItemInput>;

export const createHelpItem = defineCall('adm/ajuda/criar', ZHelpItemInput, z.object({ data: ZHelpItem }), {
  auth: true,
});
export const updateHelpItem = defineCall(
  'adm/ajuda/atualizar',
  ZHelpItemInput.extend({ id: ZId }),
  z.object({ data: ZHelpItem }),
  { auth: true },
);
export const deleteHelpItem = defineCall(
  'adm/ajuda/remover',
  z.object({ id: ZId }),
  z.object({ data: z.object({ id: z.number().int() }) }),
  { auth: true },
);

// --- Formulations across the product --------------------------------------------------------------------

export const ADMIN_DIETS_PAGE_MAX = 200;

/** One saved diet or prediction as /adm/dietas lists it (no record body: names and counts only). */
export const ZAdminDiet = z.object({
  id: z.number().int(),
  /** 'FD' diet, 'PD' prediction. */
  modo: z.enum(['FD', 'PD']),
  nome: z.string(),
  user_id: z.number().int(),
  usuario_nome: z.string(),
  usuario_email: z.string(),
  perfil: z.string().nullable(),
  estado: z.string().nullable(),
  pais: z.string().nullable(),
  custo: z.number().nullable(),
  /** The record's currency (`moeda`); null: saved without one (reais); absent from older servers. */
  moeda: z.enum(CURRENCIES).nullable().optional(),
  /** Names of the selected feeds, in order. */
  alimentos: z.array(z.string()),
  created_at: z.string(),
});
export type TAdminDiet = z.infer<typeof ZAdminDiet>;

/** dieta/getFDAdm (docs/product/calls.md#shell-calls): newest first; `cursor` is the `proximo` of the previous page. */
export const findAdminDiets = defineCall(
  'dieta/getFDAdm',
  z.object({
    ...ZPeriod,
    /** Part of the author's name or e-mail. */
    usuario: z.string().trim().max(200).optional(),
    perfil: ZUserProfile.optional(),
    /** State code (two letters) of the author's address. */
    estado: z.string().trim().length(2).optional(),
    /** Country id of `paises`. */
    pais: ZId.optional(),
    /** Part of the name of a selected feed. */
    alimento: z.string().trim().min(1).max(200).optional(),
    modo: z.enum(['FD', 'PD']).optional(),
    cursor: ZId.optional(),
    limite: z.number().int().min(1).max(ADMIN_DIETS_PAGE_MAX).default(50),
  }),
  z.object({ data: z.object({ dataFD: z.array(ZAdminDiet), proximo: z.number().int().nullable() }) }),
  { auth: true },
);

// --- Product report -------------------------------------------------------------------------------------

const ZCount = z.object({ chave: z.string(), total: z.number().int() });
const ZMonthCount = z.object({ mes: z.string(), total: z.number().int() });

/** adm/relatorio: counts over accounts and saved records; monthly series within the period (UTC months). */
export const getProductReport = defineCall(
  'adm/relatorio',
  z.object({ de: ZCalendarDay, ate: ZCalendarDay }),
  z.object({
    data: z.object({
      usuarios: z.number().int(),
      por_perfil: z.array(ZCount),
      /** premium_infinito, premium (flag or valid plan), gratuito. */
      por_plano: z.array(ZCount),
      /** State code, '' without one. */
      por_estado: z.array(ZCount),
      novos_usuarios: z.array(ZMonthCount),
      dietas: z.array(ZMonthCount),
      predicoes: z.array(ZMonthCount),
      /** Accounts with a session started or used in the period. */
      usuarios_ativos: z.number().int(),
    }),
  }),
  { auth: true },
);

// --- Accounts made by administrators --------------------------------------------------------------------

/**
 * adm/usuarios/criar: the registration form's fields (same rules) without code nor terms; `liberado` false
 * leaves it under review. `senha_temporaria` true makes the password temporary (e-mailed, changed at the
 * first sign-in). Premium time: none, until `premium_ate`, or permanent.
 */
export const ZAdminNewUser = ZAccountFields.extend({
  email: ZEmail,
  password: ZPassword,
  confirmacao: z.string().max(200),
  idioma: ZLanguageIndex.default(0),
  liberado: z.boolean(),
  senha_temporaria: z.boolean().default(false),
  premium: z.discriminatedUnion('tipo', [
    z.object({ tipo: z.literal('nenhum') }),
    z.object({ tipo: z.literal('ate'), data_final: ZCalendarDay }),
    z.object({ tipo: z.literal('permanente') }),
  ]),
}).superRefine(refinePasswordConfirmation, ALSO_WITH_OTHER_ISSUES);
export type TAdminNewUser = z.input<typeof ZAdminNewUser>;

export const createAdminUser = defineCall(
  'adm/usuarios/criar',
  ZAdminNewUser,
  z.object({ data: ZAdminUser }),
  {
    auth: true,
  },
);

export const adminToolCalls = {
  listSentMessages,
  findErrorReports,
  markErrorReportRead,
  answerErrorReport,
  createHelpItem,
  updateHelpItem,
  deleteHelpItem,
  findAdminDiets,
  getProductReport,
  createAdminUser,
} as const;
