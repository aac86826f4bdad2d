/**
 * Company feeds, products, sponsorship and reports (docs/product/shell.md#screens /empresa/alimentos, /empresa/add-alimento,
 * /empresa/relatorios, docs/product/shell.md#company-product, docs/product/shell.md#states Sponsored feed, docs/product/calls.md#shell-calls dieta/getFDEmpresa and
 * empresa/getDietasNaoVinculados; docs/product/calculation.md#records company feeds: min_100, max_100, patrocinado, empresa; docs/product/calculation.md#visibility).
 * Every company call names the company; the server checks the caller's active link and position on each
 * call (docs/decisions/company-feeds-and-reports.md).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { ZFeed, ZFeedVisibility, ZMassUnit } from './feeds';
import { ZBaseVersion, ZIdempotencyKey } from './record-versions';

/** Sponsorship of a company feed: the company requests, an administrator accepts, declines or revokes. */
export const SPONSORSHIP_STATES = ['solicitado', 'aceito', 'recusado', 'revogado'] as const;
export const ZSponsorshipState = z.enum(SPONSORSHIP_STATES);
export type TSponsorshipState = z.infer<typeof ZSponsorshipState>;

/**
 * A company feed as its company manages it: the feed plus its sponsorship state. Its `updated_at` (always
 * present on a company feed) is the version empresa/alimentos/editar takes back as `base_updated_at`.
 */
export const ZCompanyFeed = ZFeed.extend({
  /** Null while never requested. */
  patrocinio: ZSponsorshipState.nullable(),
  /** When the sponsorship state last changed (ISO-8601 UTC), or null. */
  patrocinio_em: z.string().nullable(),
});
export type TCompanyFeed = z.infer<typeof ZCompanyFeed>;

/** A sponsorship as administrators list it: the feed and its company's trade name. */
export const ZSponsorship = ZCompanyFeed.extend({ empresa_nome: z.string() });
export type TSponsorship = z.infer<typeof ZSponsorship>;

const ZCompanyId = z.object({ id_empresa: z.number().int().positive() });
const ZCompanyFeedId = z.string().startsWith('EMP|').max(40);
const ZName = z.string().trim().min(1).max(200);
const ZOptionalName = z.string().trim().max(200).nullable().optional();
/** An inclusion bound, % of dry-matter intake. */
const ZBound = z.number().finite().min(0).max(100).nullable().optional();

/**
 * What a company manager sets on a company feed: the composition as for a user feed (comma decimals,
 * the catalogue's limits, read by the server like a user feed), visibility (private to its author, the
 * whole company, all users), restricted (only the company's managers, access level 0, see it) and the
 * inclusion bounds min_100 ≤ max_100 that bind every diet using it.
 */
export const ZCompanyFeedInput = z
  .object({
    id_empresa: z.number().int().positive(),
    name: ZName,
    name_en: ZOptionalName,
    name_es: ZOptionalName,
    name_sci: ZOptionalName,
    tipo: z.number().int().min(0).max(9),
    nutrientes: z.record(z.string().max(40), z.union([z.number(), z.string().max(40), z.null()])),
    custo: z.union([z.number(), z.string().max(40), z.null()]).optional(),
    unidade: ZMassUnit.optional(),
    visibilidade: ZFeedVisibility,
    restrito: z.boolean(),
    min_100: ZBound,
    max_100: ZBound,
  })
  .superRefine((input, ctx) => {
    const min = input.min_100 ?? null;
    const max = input.max_100 ?? null;
    if (min !== null && max !== null && max < min)
      ctx.addIssue({ code: 'custom', path: ['max_100'], message: 'MAX_BELOW_MIN' });
  });
export type TCompanyFeedInput = z.input<typeof ZCompanyFeedInput>;

const ZCompanyFeedAnswer = z.object({ data: ZCompanyFeed });
const ZCompanyFeedRef = ZCompanyId.extend({ id: ZCompanyFeedId });

/** empresa/alimentos: every feed of the company with its sponsorship (managers, regional managers, sales technicians). */
export const listCompanyFeedsForArea = defineCall(
  'empresa/alimentos',
  ZCompanyId,
  z.object({ data: z.array(ZCompanyFeed) }),
  { auth: true },
);
/**
 * empresa/alimentos/criar: a new company feed (EMP|id); managers and regional managers. The same
 * `idempotency_key` again answers the first answer and creates nothing (docs/decisions/one-pass-saves.md).
 */
export const createCompanyFeed = defineCall(
  'empresa/alimentos/criar',
  ZCompanyFeedInput.safeExtend({ idempotency_key: ZIdempotencyKey.optional() }),
  ZCompanyFeedAnswer,
  {
    auth: true,
  },
);
/**
 * empresa/alimentos/editar: changes a company feed. With `base_updated_at` (the feed's `updated_at` as read)
 * the change applies only while the feed is still that version, else CONFLICT (409).
 */
export const updateCompanyFeed = defineCall(
  'empresa/alimentos/editar',
  ZCompanyFeedInput.safeExtend({ id: ZCompanyFeedId, base_updated_at: ZBaseVersion.optional() }),
  ZCompanyFeedAnswer,
  { auth: true },
);
/** empresa/alimentos/remover: deletes a company feed (saved diets keep their copy of it). */
export const removeCompanyFeed = defineCall(
  'empresa/alimentos/remover',
  ZCompanyFeedRef,
  z.object({ data: z.object({ id: z.string() }) }),
  { auth: true },
);
/**
 * empresa/alimentos/solicitarPatrocinio: the company asks for its feed to be sponsored (from never
 * requested, declined or revoked); CONFLICT for a restricted, hidden or already requested or accepted feed.
 */
export const requestSponsorship = defineCall(
  'empresa/alimentos/solicitarPatrocinio',
  ZCompanyFeedRef,
  ZCompanyFeedAnswer,
  { auth: true },
);

/** adm/patrocinios: requested and accepted sponsorships (administrators). */
export const listSponsorships = defineCall(
  'adm/patrocinios',
  z.object({}),
  z.object({ data: z.array(ZSponsorship) }),
  { auth: true },
);
const ZSponsorshipDecision = z.object({ id: ZCompanyFeedId });
/** adm/patrocinios/aceitar: a requested sponsorship is accepted; the feed is shown to non-premium users. */
export const acceptSponsorship = defineCall(
  'adm/patrocinios/aceitar',
  ZSponsorshipDecision,
  z.object({ data: ZSponsorship }),
  {
    auth: true,
  },
);
/** adm/patrocinios/recusar: a requested sponsorship is declined. */
export const declineSponsorship = defineCall(
  'adm/patrocinios/recusar',
  ZSponsorshipDecision,
  z.object({ data: ZSponsorship }),
  {
    auth: true,
  },
);
/** adm/patrocinios/revogar: an accepted sponsorship is revoked; the feed stops being shown. */
export const revokeSponsorship = defineCall(
  'adm/patrocinios/revogar',
  ZSponsorshipDecision,
  z.object({ data: ZSponsorship }),
  {
    auth: true,
  },
);

export const COMPANY_PRODUCT_NAME_MAX = 200;
export const COMPANY_PRODUCT_TYPE_MAX = 100;
export const COMPANY_PRODUCT_DESCRIPTION_MAX = 2000;

/** A company product (docs/product/shell.md#records: description, type, name). */
export const ZCompanyProduct = z.object({
  id: z.number().int(),
  id_empresa: z.number().int(),
  nome: z.string(),
  tipo: z.string(),
  descricao: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCompanyProduct = z.infer<typeof ZCompanyProduct>;

export const ZCompanyProductInput = ZCompanyId.extend({
  nome: z.string().trim().min(1).max(COMPANY_PRODUCT_NAME_MAX),
  tipo: z.string().trim().min(1).max(COMPANY_PRODUCT_TYPE_MAX),
  descricao: z
    .string()
    .trim()
    .max(COMPANY_PRODUCT_DESCRIPTION_MAX)
    .nullable()
    .optional()
    .transform((text) => (text === undefined || text === null || text === '' ? null : text)),
});
export type TCompanyProductInput = z.input<typeof ZCompanyProductInput>;

const ZProductAnswer = z.object({ data: ZCompanyProduct });
const ZProductId = z.number().int().positive();

/** empresa/produtos: the company's products (every active member). */
export const listCompanyProducts = defineCall(
  'empresa/produtos',
  ZCompanyId,
  z.object({ data: z.array(ZCompanyProduct) }),
  { auth: true },
);
/** empresa/produtos/criar: a new product; the same `idempotency_key` again answers the first answer. */
export const createCompanyProduct = defineCall(
  'empresa/produtos/criar',
  ZCompanyProductInput.extend({ idempotency_key: ZIdempotencyKey.optional() }),
  ZProductAnswer,
  {
    auth: true,
  },
);
/**
 * empresa/produtos/editar: changes a product; with `base_updated_at` (its `updated_at` as read) only while
 * it is still that version, else CONFLICT (409).
 */
export const updateCompanyProduct = defineCall(
  'empresa/produtos/editar',
  ZCompanyProductInput.extend({ id: ZProductId, base_updated_at: ZBaseVersion.optional() }),
  ZProductAnswer,
  { auth: true },
);
export const removeCompanyProduct = defineCall(
  'empresa/produtos/remover',
  ZCompanyId.extend({ id: ZProductId }),
  z.object({ data: z.object({ id: z.number().int() }) }),
  { auth: true },
);

/** Most diets one report lists; `truncado` says when there were more (narrow the filters). */
export const COMPANY_REPORT_MAX_DIETS = 2000;

/**
 * Filters of a company report: period (inclusive dates of the diet's last save), one of the company's
 * feeds, one linked user (linked report only) and the user's state.
 */
export const ZCompanyReportRequest = ZCompanyId.extend({
  de: z.iso.date().nullable().optional(),
  ate: z.iso.date().nullable().optional(),
  id_alimento: ZCompanyFeedId.nullable().optional(),
  id_usuario: z.number().int().positive().nullable().optional(),
  estado: z.string().trim().max(60).nullable().optional(),
});
export type TCompanyReportRequest = z.input<typeof ZCompanyReportRequest>;

/** One company feed in a reported diet: kg as fed per animal per day and share of dry-matter intake. */
export const ZCompanyReportFeed = z.object({
  id: z.string(),
  nome: z.string(),
  kg_mn: z.number().nullable(),
  pct_ms: z.number().nullable(),
});

/**
 * One diet formulated with the company's feeds. Users not linked to the company are not named
 * (`id_usuario` and `usuario_nome` null): only their region is shown.
 */
export const ZCompanyReportDiet = z.object({
  id: z.number().int(),
  nome: z.string(),
  data: z.string(),
  vinculado: z.boolean(),
  id_usuario: z.number().int().nullable(),
  usuario_nome: z.string().nullable(),
  estado: z.string().nullable(),
  /** Cost per animal per day of the whole diet, or null. */
  custo: z.number().nullable(),
  numero_animais: z.number().int().nullable(),
  alimentos: z.array(ZCompanyReportFeed),
});
export type TCompanyReportDiet = z.infer<typeof ZCompanyReportDiet>;

export const ZCompanyReport = z.object({
  dietas: z.array(ZCompanyReportDiet),
  /** Per company feed: diets using it, distinct users, mean kg as fed per animal per day. */
  totais_alimento: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      dietas: z.number().int(),
      usuarios: z.number().int(),
      kg_mn_medio: z.number().nullable(),
    }),
  ),
  /** Per state of the users (null when not given): diets and distinct users. */
  totais_regiao: z.array(
    z.object({ estado: z.string().nullable(), dietas: z.number().int(), usuarios: z.number().int() }),
  ),
  truncado: z.boolean(),
});
export type TCompanyReport = z.infer<typeof ZCompanyReport>;

/** dieta/getFDEmpresa: diets of the company's linked users with its feeds (managers, regional managers). */
export const getCompanyDietsReport = defineCall(
  'dieta/getFDEmpresa',
  ZCompanyReportRequest,
  z.object({ data: ZCompanyReport }),
  { auth: true },
);
/** empresa/getDietasNaoVinculados: diets of users not linked to the company with its feeds, unnamed. */
export const getUnlinkedDietsReport = defineCall(
  'empresa/getDietasNaoVinculados',
  ZCompanyReportRequest,
  z.object({ data: ZCompanyReport }),
  { auth: true },
);

export const companyFeedCalls = {
  listCompanyFeedsForArea,
  createCompanyFeed,
  updateCompanyFeed,
  removeCompanyFeed,
  requestSponsorship,
  listSponsorships,
  acceptSponsorship,
  declineSponsorship,
  revokeSponsorship,
  listCompanyProducts,
  createCompanyProduct,
  updateCompanyProduct,
  removeCompanyProduct,
  getCompanyDietsReport,
  getUnlinkedDietsReport,
} as const;
