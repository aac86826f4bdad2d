/**
 * The daily treatments of the feeding sheet (docs/decisions/daily-treatments.md): the treatments the farm
 * types (time, % of the day, weekdays), the plan they make with the sheet's pens (the contracts'
 * `ZFeedingPlan`, the one check the server applies too), its errors and warnings by row, and the day's loads
 * from the engine, with the concentrate pre-mix fed in place of its ingredients when chosen. Pure.
 */
import {
  calculateConcentratePremix,
  calculateTreatmentLoads,
  replaceIngredientsWithPremix,
  WEEKDAYS,
} from '@cocho/engine';
import type {
  ConcentratePremix,
  ConcentratePremixOutcome,
  NutrientKey,
  TreatmentLoadsOutcome,
  Weekday,
} from '@cocho/engine';
import { findFeedingPlanWarnings, premixBatchKg, toTreatmentPlan, ZFeedingPlan } from '@cocho/contracts';
import type { TConcentratePremixRecord, TFeedingPlan } from '@cocho/contracts';
import type { NamedFeed } from '../../diet-view/diet-view';
import { penIdOf, toFeedingSheetInput } from './feeding-sheet-form';
import type { FeedingSheetForm, SheetFeed } from './feeding-sheet-form';

/** The id of the pre-mix's line at the mixer. */
export const PREMIX_LINE_ID = 'pre_mistura';

export type TreatmentForm = {
  readonly id: string;
  /** "HH:MM" as the time field gives it. */
  readonly horario: string;
  readonly percentual: number | null;
  readonly dias: readonly Weekday[];
  /** Only these pens (their ids, `penIdOf`); absent or null: every pen. Kept from a saved plan. */
  readonly lotes?: readonly string[] | null;
};

/** Three treatments a day, every day: 30 % early morning, 30 % late morning, 40 % afternoon. */
export function createTreatmentForms(): TreatmentForm[] {
  return [
    { id: 't1', horario: '07:00', percentual: 30, dias: [...WEEKDAYS] },
    { id: 't2', horario: '11:00', percentual: 30, dias: [...WEEKDAYS] },
    { id: 't3', horario: '16:00', percentual: 40, dias: [...WEEKDAYS] },
  ];
}

/** A new treatment's id, unused by the others. */
export function nextTreatmentId(treatments: readonly TreatmentForm[]): string {
  let number = treatments.length + 1;
  while (treatments.some((treatment) => treatment.id === `t${number}`)) number += 1;
  return `t${number}`;
}

/** The wire plan of the sheet's pens and the typed treatments (empty fields stay invalid for the schema). */
export function toFeedingPlanDraft(form: FeedingSheetForm, treatments: readonly TreatmentForm[]): unknown {
  return {
    lotes: form.pens.map((pen, index) => ({
      id: penIdOf(index),
      nome: pen.name,
      cabecas: pen.headCount,
    })),
    tratos: treatments.map((treatment) => {
      // A pen removed since: the treatment keeps the pens that are still there.
      const lotes = (treatment.lotes ?? []).filter((id) => Number(id) < form.pens.length);
      return {
        id: treatment.id,
        horario: treatment.horario,
        percentual: treatment.percentual,
        dias: [...treatment.dias].sort((a, b) => a - b),
        ...(lotes.length > 0 ? { lotes } : {}),
      };
    }),
    capacidade_misturador: form.mixerCapacityKg,
    passo_balanca: form.scaleStepKg,
    materia_seca_medida: Object.fromEntries(
      Object.entries(form.measuredDryMatter).filter((entry): entry is [string, number] => entry[1] !== null),
    ),
  };
}

/** A saved plan back into the sheet's fields and the treatments (pens keyed by their position). */
export function fromFeedingPlan(plan: TFeedingPlan): {
  readonly form: FeedingSheetForm;
  readonly treatments: TreatmentForm[];
} {
  const indexOf = new Map(plan.lotes.map((lot, index) => [lot.id, penIdOf(index)]));
  return {
    form: {
      pens: plan.lotes.map((lot) => ({ name: lot.nome, headCount: lot.cabecas })),
      mixerCapacityKg: plan.capacidade_misturador,
      scaleStepKg: plan.passo_balanca,
      measuredDryMatter: { ...(plan.materia_seca_medida ?? {}) },
    },
    treatments: plan.tratos.map((treatment) => ({
      id: treatment.id,
      horario: treatment.horario,
      percentual: treatment.percentual,
      dias: treatment.dias as Weekday[],
      lotes: (treatment.lotes ?? []).flatMap((id) => {
        const index = indexOf.get(id);
        return index === undefined ? [] : [index];
      }),
    })),
  };
}

/** What the plan's check says, placed where the form shows it. */
export type PlanIssue =
  | { readonly kind: 'treatment'; readonly index: number; readonly field: string; readonly code: string }
  | {
      readonly kind: 'day';
      readonly lotIndex: number;
      readonly weekday: Weekday;
      readonly code: 'DAY_BELOW_100' | 'DAY_ABOVE_100';
      /** Left below 100, or above it, percentage points. */
      readonly percent: number;
    }
  | { readonly kind: 'other'; readonly code: string };

export type PlanCheck =
  | { readonly ok: true; readonly plan: TFeedingPlan; readonly warnings: readonly PlanIssue[] }
  | { readonly ok: false; readonly errors: readonly PlanIssue[] };

/** The plan checked by the contracts' schema: its errors by row, and its warnings (days above 100 %). */
export function checkPlanForm(form: FeedingSheetForm, treatments: readonly TreatmentForm[]): PlanCheck {
  const parsed = ZFeedingPlan.safeParse(toFeedingPlanDraft(form, treatments));
  if (parsed.success) {
    const warnings = findFeedingPlanWarnings(parsed.data).map((warning): PlanIssue => ({
      kind: 'day',
      lotIndex: Number(warning.path[1]),
      weekday: warning.weekday as Weekday,
      code: 'DAY_ABOVE_100',
      percent: warning.excessPercent,
    }));
    return { ok: true, plan: parsed.data, warnings };
  }
  const errors = parsed.error.issues.flatMap((issue): PlanIssue[] => {
    const [head, index, field] = issue.path;
    if (issue.message === 'DAY_BELOW_100' && issue.code === 'custom') {
      const params = (issue as { params?: { weekday?: number; leftPercent?: number } }).params ?? {};
      return [
        {
          kind: 'day',
          lotIndex: Number(index),
          weekday: (params.weekday ?? 0) as Weekday,
          code: 'DAY_BELOW_100',
          percent: params.leftPercent ?? 0,
        },
      ];
    }
    if (head === 'tratos' && typeof index === 'number')
      return [
        {
          kind: 'treatment',
          index,
          field: String(field ?? ''),
          code: issue.code === 'custom' ? issue.message : 'INVALID',
        },
      ];
    // Pens, mixer and scale fields are named by the engine's own check on the sheet's fields.
    return head === 'tratos' ? [{ kind: 'other', code: issue.message }] : [];
  });
  return { ok: false, errors };
}

/** The pre-mix of the chosen feeds (none chosen: the concentrates), from the diet's feeds per head. */
export function calculateSheetPremix(
  feeds: readonly SheetFeed[],
  namedFeeds: readonly NamedFeed[],
  premix: TConcentratePremixRecord,
): ConcentratePremixOutcome {
  return calculateConcentratePremix({
    feeds: feeds.map((feed) => {
      const named = namedFeeds.find((item) => item.id === feed.id);
      const nutrients: Partial<Record<NutrientKey, number>> = {};
      for (const [key, value] of Object.entries(named?.nutrientes ?? {}))
        if (typeof value === 'number') nutrients[key as NutrientKey] = value;
      nutrients.MS = feed.dryMatterPercent;
      return {
        id: feed.id,
        dryMatterKgPerHead: (feed.asFedKgPerHead * feed.dryMatterPercent) / 100,
        nutrients,
        costPerKg: named?.custo ?? null,
        // Without the diet's flag, a wet feed is taken as roughage (silages are).
        isRoughage: named?.volumoso ?? feed.isWet,
      };
    }),
    feedIds: premix.alimentos,
    batchKg: premixBatchKg(premix),
  });
}

/** The day's loads per treatment; with a pre-mix fed at the mixer, its ingredients are one line. */
export function calculateSheetDay(options: {
  readonly feeds: readonly SheetFeed[];
  readonly form: FeedingSheetForm;
  readonly plan: TFeedingPlan;
  readonly weekday: Weekday;
  readonly premix: ConcentratePremix | null;
}): TreatmentLoadsOutcome {
  const { feeds, form, plan, weekday, premix } = options;
  const ration = toFeedingSheetInput(feeds, form);
  const inPremix = new Set(premix?.feedIds ?? []);
  // The pre-mix is mixed ahead with the catalogue's dry matter: a measured DM applies to the other feeds.
  const plain = ration.feeds.map((feed) =>
    inPremix.has(feed.id) ? { ...feed, measuredDryMatterPercent: null } : feed,
  );
  const { lots, treatments } = toTreatmentPlan(plan);
  return calculateTreatmentLoads({
    feeds: premix ? replaceIngredientsWithPremix(plain, premix, PREMIX_LINE_ID) : plain,
    asFedIntakeKgPerHead: ration.asFedIntakeKgPerHead,
    lots,
    treatments,
    weekday,
    mixerCapacityKg: ration.mixerCapacityKg,
    scaleStepKg: ration.scaleStepKg,
  });
}
