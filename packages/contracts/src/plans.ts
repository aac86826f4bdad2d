/**
 * Plans, premium and coupons (docs/product/shell.md#audience plans and the 7-day trial, docs/product/shell.md#plan and Coupon, docs/product/shell.md#states
 * Premium plan and Subscription payment, docs/product/shell.md#validation order number and premium end date, docs/product/calls.md#shell-calls cupom/*). Wire keys keep
 * the spec's Portuguese names. Choices: docs/decisions/plans-and-premium.md, docs/decisions/coupons.md.
 */
import { z } from 'zod';
import { ZPlanType, ZUser } from './auth';
import { defineCall } from './define-call';
import { INT4_MAX } from './input-safety';

export { TRIAL_DAYS } from './plain/plans';

/** Payment methods (docs/product/shell.md#records): credit card, boleto, deposit, cash, pix, swift. */
export const PAYMENT_METHODS = ['cartao', 'boleto', 'deposito', 'dinheiro', 'pix', 'swift'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Payment statuses (docs/product/shell.md#records, docs/product/shell.md#states Subscription payment). */
export const PAYMENT_STATUSES = ['confirmado', 'pendente', 'cancelado', 'estornado', 'pago'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** How a plan was acquired: directly, through a partner company, the trial, or a coupon. */
export const PLAN_ORIGINS = ['direto', 'parceiro', 'teste', 'cupom'] as const;
export const ZPlanOrigin = z.enum(PLAN_ORIGINS);
export type TPlanOrigin = z.infer<typeof ZPlanOrigin>;

/** A premium request's state. */
export const PREMIUM_REQUEST_STATUSES = ['pendente', 'concedida', 'recusada'] as const;
export const ZPremiumRequestStatus = z.enum(PREMIUM_REQUEST_STATUSES);
export type TPremiumRequestStatus = z.infer<typeof ZPremiumRequestStatus>;

/** Calendar day, YYYY-MM-DD. */
export const ZCalendarDay = z.iso.date();

/** Order number (docs/product/shell.md#validation): letters, numbers and spaces. */
export const ZOrderNumber = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{N} ]+$/u);

/** Premium time of an offer (docs/product/shell.md#constants: shown in days, months or infinite). */
export const ZPremiumTime = z.discriminatedUnion('unidade', [
  z.object({ unidade: z.literal('dias'), quantidade: z.number().int().positive() }),
  z.object({ unidade: z.literal('meses'), quantidade: z.number().int().positive() }),
  z.object({ unidade: z.literal('infinito') }),
]);
export type TPremiumTime = z.infer<typeof ZPremiumTime>;

/** A text in the three interface languages. */
export const ZLocalizedText = z.object({ pt: z.string(), en: z.string(), es: z.string() });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

/** One plan offer of /seja-premium. */
export const ZPlanOffer = z.object({
  id: z.number().int(),
  /** Stable key of the offer ("premium_mensal"). */
  codigo: z.string(),
  nome: ZLocalizedText,
  descricao: ZLocalizedText,
  tipo: ZPlanType,
  tempo_premium: ZPremiumTime,
  /** Consultant plans: the most clients at once; null otherwise. */
  max_clientes: z.number().int().nullable(),
  /** Price in cents of `moeda`; null when the price is agreed with support (business plans). */
  preco_centavos: z.number().int().nullable(),
  moeda: z.string(),
  /** Whether the plan renews by itself. */
  recorrente: z.boolean(),
});
export type TPlanOffer = z.infer<typeof ZPlanOffer>;

/** The expiry state of a plan (contracts access/plan-status.ts `planStatus`). */
export const ZPlanStatus = z.discriminatedUnion('state', [
  z.object({ state: z.literal('infinite') }),
  z.object({ state: z.literal('active'), daysLeft: z.number().int() }),
  z.object({ state: z.literal('expiring_soon'), daysLeft: z.number().int() }),
  z.object({ state: z.literal('expires_today') }),
  z.object({ state: z.literal('expired'), daysAgo: z.number().int() }),
  z.object({ state: z.literal('revoked') }),
]);

/** One plan of a user with its payment data and expiry state (my subscriptions; docs/product/shell.md#records). */
export const ZSubscription = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  tipo: ZPlanType,
  /** First valid day, YYYY-MM-DD. */
  data_inicio: z.string(),
  /** Last valid day, YYYY-MM-DD; null for an infinite plan. */
  data_final: z.string().nullable(),
  revogado: z.union([z.literal(0), z.literal(1)]),
  /** Partner company the plan came through, or null. */
  id_empresa: z.number().int().nullable(),
  numero_pedido: z.string().nullable(),
  forma_pagamento: ZPaymentMethod.nullable(),
  status_pagamento: ZPaymentStatus.nullable(),
  origem: ZPlanOrigin,
  max_clientes: z.number().int().nullable(),
  recorrente: z.boolean(),
  situacao: ZPlanStatus,
  created_at: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** A premium request (what the administrators' premium requests screen lists). */
export const ZPremiumRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** The requester's name and e-mail, for the administrators' screen. */
  nome: z.string(),
  email: z.string(),
  id_oferta: z.number().int().nullable(),
  forma_pagamento: ZPaymentMethod.nullable(),
  mensagem: z.string().nullable(),
  status: ZPremiumRequestStatus,
  /** The plan created when granted. */
  id_plano: z.number().int().nullable(),
  /** Why it was refused (administrator's note), or null. */
  motivo: z.string().nullable(),
  created_at: z.string(),
  decidido_em: z.string().nullable(),
  /**
   * The requested offer (type, premium time, price, client limit), so a grant starts from it; null when the
   * request named none or the offer is gone. Sent by adm/solicitacaoPremium/list and assinaturas/minhas.
   */
  oferta: ZPlanOffer.nullable().optional(),
});
export type TPremiumRequest = z.infer<typeof ZPremiumRequest>;

/** A coupon (docs/product/shell.md#coupon: codigo; the other fields are ours). */
export const ZCoupon = z.object({
  id: z.number().int(),
  codigo: z.string(),
  /** Plan type granted. */
  tipo: ZPlanType,
  /** Premium days granted, today included; null grants an infinite plan. */
  dias: z.number().int().nullable(),
  max_clientes: z.number().int().nullable(),
  /** Last day the coupon can be activated; null without an end. */
  valido_ate: z.string().nullable(),
  /** Most activations in all; null without a limit. */
  max_usos: z.number().int().nullable(),
  usos: z.number().int(),
  ativo: z.boolean(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

/** A coupon this user activated, with the plan it granted. */
export const ZCouponActivation = z.object({
  codigo: z.string(),
  ativado_em: z.string(),
  plano: ZSubscription,
});
export type TCouponActivation = z.infer<typeof ZCouponActivation>;

/** Coupon code as typed: trimmed; compared case-insensitively. */
const ZCouponCode = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[\p{L}\p{N}_-]+$/u);

const ZFreeText = (max: number) => z.string().trim().max(max);

const ZNewPlanFields = {
  tipo: ZPlanType,
  /** Last valid day, YYYY-MM-DD, after today (docs/product/shell.md#validation); null for an infinite plan. */
  data_final: ZCalendarDay.nullable(),
  forma_pagamento: ZPaymentMethod,
  status_pagamento: ZPaymentStatus,
  numero_pedido: ZOrderNumber.nullable().optional(),
  max_clientes: z.number().int().min(1).max(10_000).nullable().optional(),
  recorrente: z.boolean().optional(),
  id_empresa: z.number().int().nullable().optional(),
};

export const listPlanOffers = defineCall(
  'planos/ofertas',
  z.object({}),
  z.object({ data: z.array(ZPlanOffer) }),
  { auth: true },
);

export const requestPremium = defineCall(
  'premium/solicitar',
  z.object({
    id_oferta: z.number().int().nullable().optional(),
    forma_pagamento: ZPaymentMethod.nullable().optional(),
    mensagem: ZFreeText(2000).nullable().optional(),
  }),
  z.object({ data: ZPremiumRequest }),
  { auth: true },
);

export const activateTrial = defineCall(
  'premium/ativarTeste',
  z.object({}),
  z.object({ user: ZUser, plano: ZSubscription }),
  { auth: true },
);

export const findMySubscriptions = defineCall(
  'assinaturas/minhas',
  z.object({}),
  z.object({
    ativas: z.array(ZSubscription),
    inativas: z.array(ZSubscription),
    /** The user's pending premium requests, newest first (not yet a plan). */
    pedidos: z.array(ZPremiumRequest).optional(),
  }),
  { auth: true },
);

export const listPremiumRequests = defineCall(
  'adm/solicitacaoPremium/list',
  z.object({
    status: ZPremiumRequestStatus.optional(),
    /** One request (the screen's ?id). */
    id: z.number().int().optional(),
  }),
  z.object({ data: z.array(ZPremiumRequest) }),
  { auth: true },
);

export const grantPremiumRequest = defineCall(
  'adm/solicitacaoPremium/conceder',
  z.object({ id: z.number().int(), ...ZNewPlanFields }),
  z.object({ data: ZPremiumRequest, plano: ZSubscription }),
  { auth: true },
);

export const refusePremiumRequest = defineCall(
  'adm/solicitacaoPremium/recusar',
  z.object({ id: z.number().int(), motivo: ZFreeText(2000).nullable().optional() }),
  z.object({ data: ZPremiumRequest }),
  { auth: true },
);

export const listUserPlans = defineCall(
  'adm/planos/list',
  z.object({ user_id: z.number().int() }),
  z.object({ data: z.array(ZSubscription) }),
  { auth: true },
);

export const revokePlan = defineCall(
  'adm/planos/revogar',
  z.object({ id: z.number().int() }),
  z.object({ data: ZSubscription }),
  { auth: true },
);

export const renewPlan = defineCall(
  'adm/planos/renovar',
  z.object({ id: z.number().int(), data_final: ZCalendarDay }),
  z.object({ data: ZSubscription }),
  { auth: true },
);

export const findMyCoupons = defineCall(
  'cupom/get',
  z.object({}),
  z.object({ data: z.array(ZCouponActivation) }),
  { auth: true },
);

export const activateCoupon = defineCall(
  'cupom/ativar',
  z.object({ codigo: ZCouponCode }),
  z.object({ data: ZCouponActivation, user: ZUser }),
  { auth: true },
);

export const createCoupon = defineCall(
  'adm/cupons/criar',
  z.object({
    codigo: ZCouponCode,
    tipo: ZPlanType.optional(),
    dias: z.number().int().min(1).max(3650).nullable(),
    max_clientes: z.number().int().min(1).max(10_000).nullable().optional(),
    valido_ate: ZCalendarDay.nullable().optional(),
    max_usos: z.number().int().min(1).max(INT4_MAX).nullable().optional(),
  }),
  z.object({ data: ZCoupon }),
  { auth: true },
);

/** adm/cupons/ativo: deactivates a coupon (no new activations) or activates it again; activations made stay. */
export const setCouponActive = defineCall(
  'adm/cupons/ativo',
  z.object({ id: z.number().int().positive(), ativo: z.boolean() }),
  z.object({ data: ZCoupon }),
  { auth: true },
);

export const planCalls = {
  setCouponActive,
  listPlanOffers,
  requestPremium,
  activateTrial,
  findMySubscriptions,
  listPremiumRequests,
  grantPremiumRequest,
  refusePremiumRequest,
  listUserPlans,
  revokePlan,
  renewPlan,
  findMyCoupons,
  activateCoupon,
  createCoupon,
} as const;
