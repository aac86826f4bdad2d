/**
 * The administration area's calls (docs/product/shell.md#screens /adm, docs/product/shell.md#user, Ad and Coupon, docs/product/shell.md#account-state and Premium plan,
 * docs/product/shell.md#roles Administrator): users (list, one, release, suspend, exclude, flags, premium time), the audit log, ads
 * and the coupon list. Every call is administrators' only. Wire keys keep the spec's Portuguese names.
 * Choices: docs/decisions/administration.md.
 */
import { z } from 'zod';
import { INT4_MAX } from './input-safety';
import { ZLanguageIndex, ZUser, ZUserProfile } from './auth';
import { defineCall } from './define-call';
import { ZCalendarDay, ZCoupon, ZSubscription } from './plans';

/** An account's state (docs/product/shell.md#account-state): under review, active, inactive, suspended. */
export const ADMIN_USER_STATES = ['em_analise', 'ativo', 'inativo', 'suspenso'] as const;
export const ZAdminUserState = z.enum(ADMIN_USER_STATES);
export type TAdminUserState = z.infer<typeof ZAdminUserState>;

/** Page size of the administrators' lists unless asked otherwise. */
export const ADMIN_PAGE_SIZE = 20;

const ZPage = {
  /** 1-based page. */
  pagina: z.number().int().min(1).max(100_000).default(1),
  por_pagina: z.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
};
const ZPageAnswer = {
  total: z.number().int(),
  pagina: z.number().int(),
  por_pagina: z.number().int(),
};

/** One account as the users tab lists it. */
export const ZAdminUser = z.object({
  id: z.number().int(),
  NOME: z.string(),
  email: z.string(),
  perfil: ZUserProfile.nullable(),
  situacao: ZAdminUserState,
  liberado: z.union([z.literal(0), z.literal(1)]),
  EXCLUIDO: z.union([z.literal(0), z.literal(1)]),
  suspenso: z.boolean(),
  administrador: z.boolean(),
  premium: z.boolean(),
  premiumInfinito: z.boolean(),
  consultor: z.boolean(),
  area_universitaria: z.boolean(),
  /** Holds a valid (not revoked, not expired) premium plan (type 1) today. */
  plano_premium: z.boolean(),
  created_at: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const listAdminUsers = defineCall(
  'adm/usuarios/list',
  z.object({
    /** Part of the name or e-mail, case-insensitive. */
    texto: z.string().trim().max(200).optional(),
    situacao: ZAdminUserState.optional(),
    perfil: ZUserProfile.optional(),
    /** true: premium in any way (flag, permanent, valid type-1 plan); false: none of these. */
    premium: z.boolean().optional(),
    /** Only these accounts (/adm?tab=users&ids=…). */
    ids: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(200).optional(),
    ...ZPage,
  }),
  z.object({ data: z.array(ZAdminUser), ...ZPageAnswer }),
  { auth: true },
);

export const getAdminUser = defineCall(
  'adm/usuarios/get',
  z.object({ id: z.number().int().positive() }),
  /** `user` is the account as its owner sees it (plans, consultancy, company links). */
  z.object({ data: ZAdminUser, user: ZUser }),
  { auth: true },
);

/**
 * Changes an account: release, suspend, exclude and its flags. Only what is sent changes. An administrator
 * cannot take away their own administrator flag nor suspend, exclude or un-release themselves
 * (ADMIN_SELF_LOCKOUT). Releasing an account e-mails its owner.
 */
export const updateAdminUser = defineCall(
  'adm/usuarios/atualizar',
  z.object({
    id: z.number().int().positive(),
    liberado: z.boolean().optional(),
    suspenso: z.boolean().optional(),
    EXCLUIDO: z.boolean().optional(),
    premium: z.boolean().optional(),
    premiumInfinito: z.boolean().optional(),
    consultor: z.boolean().optional(),
    area_universitaria: z.boolean().optional(),
    administrador: z.boolean().optional(),
  }),
  z.object({ data: ZAdminUser }),
  { auth: true },
);

/**
 * Premium time for an account: a premium plan (type 1) from today to `data_final` (after today,
 * docs/product/shell.md#validation), or without end when `data_final` is null.
 */
export const grantPremiumTime = defineCall(
  'adm/usuarios/premium',
  z.object({ id: z.number().int().positive(), data_final: ZCalendarDay.nullable() }),
  z.object({ data: ZSubscription }),
  { auth: true },
);

/** One audit log entry; `detail` is the stored JSON text of the action's particulars. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  subject_user_id: z.number().int().nullable(),
  subject_email: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const listAuditLog = defineCall(
  'adm/logs',
  z.object({
    /** Part of the acting account's name or e-mail. */
    ator: z.string().trim().max(200).optional(),
    /** Exact action (audit actions such as sign_in, plan_granted). */
    acao: z.string().trim().max(60).optional(),
    /** First and last day (UTC) of the entries. */
    de: ZCalendarDay.optional(),
    ate: ZCalendarDay.optional(),
    ...ZPage,
  }),
  z.object({ data: z.array(ZAuditEntry), ...ZPageAnswer }),
  { auth: true },
);

/** An ad as administrators see it: the user-facing fields plus whether it is shown and its clicks. */
export const ZAdminAd = z.object({
  id: z.number().int(),
  titulo: z.string(),
  link: z.string(),
  youtube_src: z.string().nullable(),
  img_src: z.string().nullable(),
  idioma: ZLanguageIndex,
  tempo_pular: z.number().int().min(0),
  ativo: z.boolean(),
  cliques: z.number().int(),
  created_at: z.string(),
});
export type TAdminAd = z.infer<typeof ZAdminAd>;

const ZLink = z.string().trim().min(1).max(1000);
const optionalAddress = z
  .string()
  .trim()
  .max(1000)
  .nullish()
  .transform((value) => (value ? value : null));

/** The fields an administrator enters for an ad (docs/product/shell.md#ad). */
export const ZAdInput = z.object({
  titulo: z.string().trim().min(1).max(200),
  link: ZLink,
  youtube_src: optionalAddress,
  img_src: optionalAddress,
  idioma: ZLanguageIndex.default(0),
  tempo_pular: z.number().int().min(0).max(600).default(30),
});
export type TAdInput = z.input<typeof ZAdInput>;

export const listAdminAds = defineCall(
  'adm/anuncios/list',
  z.object({}),
  z.object({ data: z.array(ZAdminAd) }),
  { auth: true },
);
export const createAd = defineCall('adm/anuncios/criar', ZAdInput, z.object({ data: ZAdminAd }), {
  auth: true,
});
export const updateAd = defineCall(
  'adm/anuncios/atualizar',
  ZAdInput.extend({ id: z.number().int().positive(), ativo: z.boolean().optional() }),
  z.object({ data: ZAdminAd }),
  { auth: true },
);
export const deactivateAd = defineCall(
  'adm/anuncios/desativar',
  z.object({ id: z.number().int().positive() }),
  z.object({ data: ZAdminAd }),
  { auth: true },
);

export const listCoupons = defineCall('adm/cupons/list', z.object({}), z.object({ data: z.array(ZCoupon) }), {
  auth: true,
});

export const adminCalls = {
  listAdminUsers,
  getAdminUser,
  updateAdminUser,
  grantPremiumTime,
  listAuditLog,
  listAdminAds,
  createAd,
  updateAd,
  deactivateAd,
  listCoupons,
} as const;
