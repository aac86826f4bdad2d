/**
 * The dashboard's calls (docs/product/shell.md#screens /dashboard "performance charts and reports", statistics, data reports;
 * docs/product/calls.md#shell-calls data/main then data/chart). Every call reads the caller's own records only; the
 * filter's `id_cliente` narrows them to one of the caller's clients. Wire keys keep Portuguese names.
 * Choices: docs/decisions/dashboard.md.
 */
import { CURRENCIES } from '@cocho/engine';
import { z } from 'zod';
import { defineCall } from './define-call';
import { ZDietSummary } from './diets';

const ZIsoDate = z.iso.date();

/**
 * The filters every dashboard call takes: the client (a client id: that client's records; null: personal
 * ones only; absent: all of the caller's) and a period of days, both ends included (absent: no bound).
 */
export const ZDashboardFilter = z
  .object({
    id_cliente: z.number().int().nullable().optional(),
    inicio: ZIsoDate.nullable().optional(),
    fim: ZIsoDate.nullable().optional(),
  })
  .superRefine((filter, ctx) => {
    if (filter.inicio && filter.fim && filter.fim < filter.inicio)
      ctx.addIssue({ code: 'custom', path: ['fim'], message: 'END_BEFORE_START' });
  });
export type TDashboardFilter = z.infer<typeof ZDashboardFilter>;

/**
 * A diet's progress through its planned cycle (computed by the server at the caller's day). Days are whole
 * days; gains kg per head (ADG kg/day × elapsed days).
 */
export const ZDietProgress = z.object({
  /** Days from the expected start to today (or to the real end of a finished diet); 0 before the start. */
  dias_decorridos: z.number().int().min(0),
  /** Days from the expected start to the expected end. */
  dias_previstos: z.number().int().min(0),
  /** Elapsed share of the planned span, % (0–100; 100 past the expected end). */
  percentual: z.number().min(0).max(100),
  /** Expected gain so far, kg per head (expected ADG × elapsed days); null without an expected ADG. */
  ganho_esperado_kg: z.number().nullable(),
  /** Observed gain so far, kg per head (observed, else real, ADG × elapsed days); null without one. */
  ganho_observado_kg: z.number().nullable(),
  /** Observed minus expected ADG, kg/day; null unless both are known. */
  diferenca_gmd: z.number().nullable(),
});
export type TDietProgress = z.infer<typeof ZDietProgress>;

/** A diet of the dashboard: the list entry plus its progress (null without a lifecycle). */
export const ZDashboardDiet = ZDietSummary.extend({ progresso: ZDietProgress.nullable() });
export type TDashboardDiet = z.infer<typeof ZDashboardDiet>;

/** data/main (docs/product/calls.md#shell-calls "data.data with predicoes.data and dietas.data"). */
export const findDashboardMain = defineCall(
  'data/main',
  ZDashboardFilter,
  z.object({
    data: z.object({
      dietas: z.object({ data: z.array(ZDashboardDiet) }),
      predicoes: z.object({ data: z.array(ZDietSummary) }),
      /** More records than one dashboard reads: only the most recent are counted. */
      truncado: z.boolean(),
    }),
  }),
  { auth: true },
);

/** One month of the performance chart. ADGs kg/day; cost per animal per day in the user's currency. */
export const ZChartPoint = z.object({
  /** YYYY-MM: the month of the expected start (the creation month for a diet without a lifecycle). */
  mes: z.string().regex(/^\d{4}-\d{2}$/),
  dietas: z.number().int().min(0),
  gmd_esperado: z.number().nullable(),
  /** Mean of the observed (else real) ADG of the month's diets that have one. */
  gmd_observado: z.number().nullable(),
  /** Mean cost per animal per day of the month's diets in `moeda` only (amounts are never converted). */
  custo_dia: z.number().nullable(),
  /** The currency of `custo_dia` (absent from older servers: reais). */
  moeda: z.enum(CURRENCIES).optional(),
  /** The month's diets with a cost in another currency, left out of `custo_dia`. */
  outras_moedas: z.number().int().min(0).optional(),
});
export type TChartPoint = z.infer<typeof ZChartPoint>;

/** data/chart: the monthly series of the filtered diets, oldest month first. */
export const findDashboardChart = defineCall(
  'data/chart',
  ZDashboardFilter,
  z.object({ data: z.array(ZChartPoint) }),
  { auth: true },
);

/** How many of the filtered diets use a feed. */
export const ZFeedUse = z.object({
  id: z.string(),
  tipo: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  name_es: z.string().nullable(),
  dietas: z.number().int().min(1),
});
export type TFeedUse = z.infer<typeof ZFeedUse>;

/** data/estatisticas: the most used roughages, energy and protein concentrates (docs/product/shell.md#screens statistics). */
export const findDashboardStatistics = defineCall(
  'data/estatisticas',
  ZDashboardFilter,
  z.object({
    data: z.object({
      volumosos: z.array(ZFeedUse),
      energeticos: z.array(ZFeedUse),
      proteicos: z.array(ZFeedUse),
      /** Diets counted. */
      dietas: z.number().int().min(0),
      truncado: z.boolean(),
    }),
  }),
  { auth: true },
);

/** One sign-in of the caller (the sessions/visits report, docs/product/shell.md#screens data reports). */
export const ZSessionVisit = z.object({
  inicio: z.string(),
  ultimo_acesso: z.string().nullable(),
  encerrada: z.boolean(),
});
export type TSessionVisit = z.infer<typeof ZSessionVisit>;

/** data/sessoes: the caller's sessions in the period (client filter does not apply), newest first. */
export const findDashboardSessions = defineCall(
  'data/sessoes',
  ZDashboardFilter,
  z.object({ data: z.array(ZSessionVisit), truncado: z.boolean() }),
  { auth: true },
);

export const dashboardCalls = {
  findDashboardMain,
  findDashboardChart,
  findDashboardStatistics,
  findDashboardSessions,
} as const;
