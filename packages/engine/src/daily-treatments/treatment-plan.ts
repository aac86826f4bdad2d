/**
 * Daily treatments (tratos) of a feedlot: the day's ration of each lot (pen) is delivered in treatments, each
 * at a time of day, with a share of the day's amount, on the weekdays it applies to (docs/decisions/
 * daily-treatments.md). Rules: a treatment applies on at least one weekday; on every weekday the shares of a
 * lot's treatments total 100 % (below 100 is an error that says what is left; above 100 is a warning: the lot
 * gets more than its formulated day).
 */

/** Weekdays as numbers, 0 Sunday … 6 Saturday (the order of JavaScript's `Date#getDay`). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Tolerance on a day's total, percentage points (typed shares such as 33.33 + 33.33 + 33.34 are exact). */
export const DAY_TOTAL_TOLERANCE_PERCENT = 1e-6;

/** One lot (pen) fed from the mixer. */
export type TreatmentLot = {
  readonly id: string;
  /** Number of head, a positive whole number. */
  readonly headCount: number;
};

/** One treatment of the day. */
export type DailyTreatment = {
  readonly id: string;
  /** Time of day, "HH:MM" (24 h). */
  readonly time: string;
  /** Share of the lot's day amount delivered in this treatment, percent (> 0). */
  readonly percent: number;
  /** The weekdays it applies to (at least one). */
  readonly weekdays: readonly Weekday[];
  /** The lots it applies to; absent, null or empty: every lot. */
  readonly lotIds?: readonly string[] | null;
};

export type TreatmentPlan = {
  readonly lots: readonly TreatmentLot[];
  readonly treatments: readonly DailyTreatment[];
};

/** A lot's total on one weekday. */
export type TreatmentDayTotal = {
  readonly lotId: string;
  readonly weekday: Weekday;
  /** Σ percent of the lot's treatments that day. */
  readonly percent: number;
  /** The treatments of the lot that day, by time. */
  readonly treatmentIds: readonly string[];
};

/** What the rules find; `field` is a path into the plan (`treatments.1.weekdays`, `lots.0`). */
export type TreatmentPlanIssue =
  | { readonly code: 'NO_WEEKDAY'; readonly field: string }
  | { readonly code: 'UNKNOWN_LOT'; readonly field: string; readonly lotId: string }
  | { readonly code: 'DUPLICATE_ID'; readonly field: string }
  | {
      readonly code: 'DAY_BELOW_100';
      readonly field: string;
      readonly lotId: string;
      readonly weekday: Weekday;
      readonly totalPercent: number;
      /** What is left to reach 100 %, percentage points. */
      readonly leftPercent: number;
    }
  | {
      readonly code: 'DAY_ABOVE_100';
      readonly field: string;
      readonly lotId: string;
      readonly weekday: Weekday;
      readonly totalPercent: number;
      /** Above 100 %, percentage points. */
      readonly excessPercent: number;
    };

export type TreatmentPlanCheck = {
  /** Every lot × weekday, lots in order then Sunday … Saturday. */
  readonly totals: readonly TreatmentDayTotal[];
  /** Break the rules: no sheet can be made. */
  readonly errors: readonly TreatmentPlanIssue[];
  /** Allowed, but shown: a day above 100 %. */
  readonly warnings: readonly TreatmentPlanIssue[];
};

/** "HH:MM" → minutes after midnight, for ordering; an unreadable time sorts last. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return Number.POSITIVE_INFINITY;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Whether a treatment applies to a lot (no lot list: every lot). */
export function appliesToLot(treatment: DailyTreatment, lotId: string): boolean {
  const lotIds = treatment.lotIds ?? [];
  return lotIds.length === 0 || lotIds.includes(lotId);
}

/** The treatments that apply on a weekday, in time order (ties: the plan's order). */
export function findTreatmentsOfDay(
  treatments: readonly DailyTreatment[],
  weekday: Weekday,
): DailyTreatment[] {
  return treatments
    .map((treatment, index) => ({ treatment, index }))
    .filter(({ treatment }) => treatment.weekdays.includes(weekday))
    .sort((a, b) => minutesOfDay(a.treatment.time) - minutesOfDay(b.treatment.time) || a.index - b.index)
    .map(({ treatment }) => treatment);
}

/** Checks the plan's rules and gives each lot's total per weekday. Pure; the plan is not changed. */
export function checkTreatmentPlan(plan: TreatmentPlan): TreatmentPlanCheck {
  const errors: TreatmentPlanIssue[] = [];
  const warnings: TreatmentPlanIssue[] = [];
  const lotIds = new Set<string>();
  plan.lots.forEach((lot, index) => {
    if (lotIds.has(lot.id)) errors.push({ code: 'DUPLICATE_ID', field: `lots.${index}.id` });
    lotIds.add(lot.id);
  });
  const treatmentIds = new Set<string>();
  plan.treatments.forEach((treatment, index) => {
    if (treatmentIds.has(treatment.id))
      errors.push({ code: 'DUPLICATE_ID', field: `treatments.${index}.id` });
    treatmentIds.add(treatment.id);
    if (treatment.weekdays.length === 0)
      errors.push({ code: 'NO_WEEKDAY', field: `treatments.${index}.weekdays` });
    (treatment.lotIds ?? []).forEach((lotId, at) => {
      if (!lotIds.has(lotId))
        errors.push({ code: 'UNKNOWN_LOT', field: `treatments.${index}.lotIds.${at}`, lotId });
    });
  });

  const totals: TreatmentDayTotal[] = [];
  plan.lots.forEach((lot, lotIndex) => {
    for (const weekday of WEEKDAYS) {
      const ofDay = findTreatmentsOfDay(plan.treatments, weekday).filter((treatment) =>
        appliesToLot(treatment, lot.id),
      );
      const percent = ofDay.reduce((total, treatment) => total + treatment.percent, 0);
      totals.push({ lotId: lot.id, weekday, percent, treatmentIds: ofDay.map((treatment) => treatment.id) });
      const field = `lots.${lotIndex}`;
      if (percent < 100 - DAY_TOTAL_TOLERANCE_PERCENT)
        errors.push({
          code: 'DAY_BELOW_100',
          field,
          lotId: lot.id,
          weekday,
          totalPercent: percent,
          leftPercent: 100 - percent,
        });
      else if (percent > 100 + DAY_TOTAL_TOLERANCE_PERCENT)
        warnings.push({
          code: 'DAY_ABOVE_100',
          field,
          lotId: lot.id,
          weekday,
          totalPercent: percent,
          excessPercent: percent - 100,
        });
    }
  });
  return { totals, errors, warnings };
}
