/**
 * The feedlot's daily routine stored with a diet (docs/decisions/daily-treatments.md,
 * docs/decisions/concentrate-premix.md): the lots (pens and head), the daily treatments (time, % of the
 * day's amount, weekdays, optionally only some lots), the mixer and scale, the dry matter measured that day,
 * and the concentrate pre-mix. Wire keys are Portuguese; weekdays are 0 (domingo, Sunday) … 6 (sábado).
 *
 * One schema for the web and the server (and the CLI): `ZFeedingPlan` is the shape plus the rules (engine
 * `checkTreatmentPlan`: each treatment on at least one weekday; each lot's day totals 100 %; below 100 the
 * issue says what is left). A day above 100 % is not an issue but a warning (`findFeedingPlanWarnings`).
 * Stored records carry the shape only, so a record saved before a rule existed still loads; the saving rules
 * apply the rules (diets.ts).
 */
import { checkTreatmentPlan } from '@cocho/engine';
import type { TreatmentPlan, TreatmentPlanIssue, Weekday } from '@cocho/engine';
import { z } from 'zod';

const ZNumber = z.number().finite();
const ZPlanId = z.string().min(1).max(40);
const ZFeedId = z.string().min(1).max(40);

/** Most lots and treatments of one plan. */
export const FEEDING_PLAN_MAX_LOTS = 50;
export const FEEDING_PLAN_MAX_TREATMENTS = 12;
/** A treatment above twice the day is a typing error, not a plan (percent). */
export const TREATMENT_MAX_PERCENT = 200;

export const ZWeekday = z.number().int().min(0).max(6);
/** "HH:MM", 24 h. */
export const ZTreatmentTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'INVALID_TIME');

export const ZFeedingLot = z.object({
  id: ZPlanId,
  /** The pen's name as the farm calls it; empty: "Pen n". */
  nome: z.string().trim().max(60),
  /** Head in the pen. */
  cabecas: z.number().int().min(1).max(1_000_000),
});
export type TFeedingLot = z.infer<typeof ZFeedingLot>;

export const ZDailyTreatment = z.object({
  id: ZPlanId,
  horario: ZTreatmentTime,
  /** Share of each lot's day amount, %. */
  percentual: ZNumber.positive().max(TREATMENT_MAX_PERCENT),
  /** Weekdays it applies to, 0 Sunday … 6 Saturday (at least one: a rule of `ZFeedingPlan`). */
  dias: z.array(ZWeekday).max(7),
  /** Lots it applies to; absent, null or empty: every lot. */
  lotes: z.array(ZPlanId).max(FEEDING_PLAN_MAX_LOTS).nullable().optional(),
});
export type TDailyTreatment = z.infer<typeof ZDailyTreatment>;

/** The plan's shape, without the day rules (how a stored record is read). */
export const ZFeedingPlanShape = z.object({
  lotes: z.array(ZFeedingLot).min(1).max(FEEDING_PLAN_MAX_LOTS),
  tratos: z.array(ZDailyTreatment).min(1).max(FEEDING_PLAN_MAX_TREATMENTS),
  /** Mixer capacity, kg as fed per load; null: not given yet. */
  capacidade_misturador: ZNumber.positive().max(100_000).nullable(),
  /** The mixer scale's step, kg; null: not given yet. */
  passo_balanca: ZNumber.positive().max(1000).nullable(),
  /** Dry matter of wet feeds measured that day, % as fed, by feed id. */
  materia_seca_medida: z.record(ZFeedId, ZNumber.gt(0).max(100)).optional(),
});
export type TFeedingPlan = z.infer<typeof ZFeedingPlanShape>;

/** The wire plan in the engine's names. */
export function toTreatmentPlan(plan: TFeedingPlan): TreatmentPlan {
  return {
    lots: plan.lotes.map((lot) => ({ id: lot.id, headCount: lot.cabecas })),
    treatments: plan.tratos.map((treatment) => ({
      id: treatment.id,
      time: treatment.horario,
      percent: treatment.percentual,
      weekdays: treatment.dias as Weekday[],
      lotIds: treatment.lotes ?? null,
    })),
  };
}

/** An engine issue's path in the wire plan (`lots.0` → ['lotes', 0]). */
export function toWirePlanPath(field: string): (string | number)[] {
  const names: Record<string, string> = {
    lots: 'lotes',
    treatments: 'tratos',
    weekdays: 'dias',
    lotIds: 'lotes',
  };
  return field
    .split('.')
    .filter((part) => part !== '' && part !== 'id')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : (names[part] ?? part)));
}

/** The parameters an issue carries for its message (what is left, which day). */
function paramsOf(issue: TreatmentPlanIssue): Record<string, string | number> {
  if (issue.code === 'DAY_BELOW_100')
    return { lotId: issue.lotId, weekday: issue.weekday, leftPercent: issue.leftPercent };
  if (issue.code === 'DAY_ABOVE_100')
    return { lotId: issue.lotId, weekday: issue.weekday, excessPercent: issue.excessPercent };
  if (issue.code === 'UNKNOWN_LOT') return { lotId: issue.lotId };
  return {};
}

/** The day rules, as issues under `at` (the message is the rule's code, `params` its figures). */
export function addFeedingPlanIssues(
  plan: TFeedingPlan,
  ctx: z.RefinementCtx,
  at: readonly PropertyKey[] = [],
): void {
  for (const issue of checkTreatmentPlan(toTreatmentPlan(plan)).errors) {
    const params = paramsOf(issue);
    ctx.addIssue({
      code: 'custom',
      path: [...at, ...toWirePlanPath(issue.field)],
      message: issue.code,
      ...(Object.keys(params).length > 0 ? { params } : {}),
    });
  }
}

/** The plan with its rules: the one check of the web form, the saving rules and the CLI. */
export const ZFeedingPlan = ZFeedingPlanShape.superRefine((plan, ctx) => addFeedingPlanIssues(plan, ctx));

export type FeedingPlanWarning = {
  readonly path: readonly (string | number)[];
  readonly code: 'DAY_ABOVE_100';
  readonly lotId: string;
  readonly weekday: number;
  readonly excessPercent: number;
};

/** Days above 100 %: allowed (the lot gets more than formulated) but shown. */
export function findFeedingPlanWarnings(plan: TFeedingPlan): FeedingPlanWarning[] {
  return checkTreatmentPlan(toTreatmentPlan(plan)).warnings.flatMap((issue) =>
    issue.code === 'DAY_ABOVE_100'
      ? [
          {
            path: toWirePlanPath(issue.field),
            code: issue.code,
            lotId: issue.lotId,
            weekday: issue.weekday,
            excessPercent: issue.excessPercent,
          },
        ]
      : [],
  );
}

/** Units of a pre-mix batch. */
export const PREMIX_BATCH_UNITS = ['kg', 't'] as const;

/** The concentrate pre-mix stored with the diet (premium only). */
export const ZConcentratePremixRecord = z.object({
  /** Its ingredients (feed ids of the diet); empty: the diet's concentrates. */
  alimentos: z.array(ZFeedId).max(500),
  /** Batch size in `unidade`. */
  lote: ZNumber.positive().max(1_000_000),
  unidade: z.enum(PREMIX_BATCH_UNITS),
  /** Name of the pre-mix as a feed. */
  nome: z.string().trim().max(200),
  /** Feed the lots the pre-mix in place of its ingredients at the mixer. */
  usar_no_trato: z.boolean().optional(),
});
export type TConcentratePremixRecord = z.infer<typeof ZConcentratePremixRecord>;

/** kg of a pre-mix batch. */
export function premixBatchKg(premix: TConcentratePremixRecord): number {
  return premix.unidade === 't' ? premix.lote * 1000 : premix.lote;
}

/**
 * `cocho feeding-plan` input: the ration per head as fed (each feed's as-fed share and dry matter), the plan
 * and, optionally, the weekday and a pre-mix fed in place of its ingredients.
 */
export const ZFeedingPlanLoadsInput = z.object({
  alimentos: z
    .array(
      z.object({
        id: ZFeedId,
        /** Share of the ration as fed, %. */
        proporcao: ZNumber.positive().max(100),
        /** Dry matter as formulated, % as fed. */
        materia_seca: ZNumber.gt(0).max(100),
        /** Roughage (not a concentrate). */
        volumoso: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(500),
  /** As-fed intake per head, kg/day. */
  consumo_materia_natural: ZNumber.positive().max(200),
  tratos_diarios: ZFeedingPlan,
  /** Only this weekday; absent: every weekday. */
  dia_semana: ZWeekday.optional(),
  /** A pre-mix fed in place of its ingredients (its ids; empty: the concentrates). */
  pre_mistura: z.object({ alimentos: z.array(ZFeedId).max(500) }).optional(),
});
export type TFeedingPlanLoadsInput = z.infer<typeof ZFeedingPlanLoadsInput>;
