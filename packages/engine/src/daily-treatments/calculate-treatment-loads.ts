/**
 * Loads per treatment (docs/decisions/daily-treatments.md): for one weekday, the kg as fed of every feed per
 * treatment, per lot and per mixer load, rounded to the scale's step, so that
 *   - a lot's treatments add up exactly to the lot's day (head × kg as fed per head × the day's %),
 *   - the lots of a treatment and the loads of a treatment add up exactly to the treatment,
 *   - and, feed by feed, the lots and the loads add up exactly to the treatment's amount of that feed, and
 *     the treatments to the day's amount of that feed (itself the nearest whole steps to the day's share).
 *
 * Exact apportionment. Every amount is a whole number of scale steps. A whole to split by weights is split
 * by largest remainders (Hamilton's method; Balinski, M. L. & Young, H. P. (2001). Fair Representation, 2nd
 * ed., Brookings, ch. 2): each part gets the floor of its exact share and the steps left go one each to the
 * largest fractional remainders, so the parts add up to the whole. A table whose row totals (feeds) and
 * column totals (lots, or loads) are both fixed is filled column by column, each column split by largest
 * remainders in proportion to what each row still has to give; a part never exceeds what its row has left
 * (⌈c × r_i / R⌉ ≤ r_i when c ≤ R), and the last column takes exactly what is left, so rows and columns both
 * add up.
 *
 * As fed with the measured dry matter: the ration per head is the batch sheet's (a wet feed's kg as fed is
 * re-scaled to its dry matter measured that day, keeping its formulated kg DM).
 */
import {
  apportionSteps,
  calculateRationPerHead,
  createWeighedAmount,
  validateRationInput,
} from '../batch-sheet/calculate-feeding-sheet';
import type {
  FeedingSheetAmount,
  FeedingSheetFeed,
  FeedingSheetFieldError,
  FeedingSheetHeadRow,
} from '../batch-sheet/calculate-feeding-sheet';
import { appliesToLot, checkTreatmentPlan, findTreatmentsOfDay } from './treatment-plan';
import type { DailyTreatment, TreatmentLot, TreatmentPlanIssue, Weekday } from './treatment-plan';

/** Input of `calculateTreatmentLoads`. */
export type TreatmentLoadsInput = {
  /** The diet's feeds, as fed shares (a pre-mix may stand for its ingredients). */
  readonly feeds: readonly FeedingSheetFeed[];
  /** As-fed intake per head as formulated, kg/day (> 0). */
  readonly asFedIntakeKgPerHead: number;
  readonly lots: readonly TreatmentLot[];
  readonly treatments: readonly DailyTreatment[];
  /** The day of the sheet, 0 Sunday … 6 Saturday. */
  readonly weekday: Weekday;
  /** What the mixer holds, kg as fed per load (at least one scale step). */
  readonly mixerCapacityKg: number;
  /** Resolution of the mixer's scale, kg (> 0). */
  readonly scaleStepKg: number;
};

/** A lot in one treatment. */
export type TreatmentLotPart = {
  readonly lotId: string;
  readonly headCount: number;
  /** Share of the lot's formulated day, percent. */
  readonly percent: number;
  /** kg as fed for the lot in this treatment, rounded to the step. */
  readonly kg: number;
  /** By feed, summing to `kg`; over the lots, feed by feed, to the treatment's `feeds`. */
  readonly feeds: readonly FeedingSheetAmount[];
};

export type TreatmentLoad = {
  /** 1-based within the treatment. */
  readonly number: number;
  /** kg as fed, at most the mixer's capacity. */
  readonly kg: number;
  /** By feed, summing to `kg`; over the loads, feed by feed, to the treatment's `feeds`. */
  readonly feeds: readonly FeedingSheetAmount[];
  /** Where the load goes (lots in order), summing to `kg`. */
  readonly deliveries: readonly { readonly lotId: string; readonly kg: number }[];
};

/** One treatment of the day. */
export type TreatmentSheet = {
  /** 1-based order in the day (by time). */
  readonly number: number;
  readonly treatmentId: string;
  readonly time: string;
  /** kg as fed of the treatment, rounded to the step. */
  readonly kg: number;
  /** By feed, summing to `kg`. */
  readonly feeds: readonly FeedingSheetAmount[];
  readonly lots: readonly TreatmentLotPart[];
  readonly loads: readonly TreatmentLoad[];
};

/** A lot's day. */
export type TreatmentLotDay = {
  readonly lotId: string;
  readonly headCount: number;
  /** Σ percent of its treatments that day. */
  readonly percent: number;
  /** kg as fed of the day, rounded to the step; the sum of its treatments. */
  readonly kg: number;
};

export type TreatmentLoadsDay = {
  readonly weekday: Weekday;
  readonly perHead: readonly FeedingSheetHeadRow[];
  /** kg as fed per head per day after the measured dry matter (at 100 %). */
  readonly asFedIntakeKgPerHead: number;
  readonly dryMatterIntakeKgPerHead: number;
  readonly headCount: number;
  /** The day's ration, kg as fed: Σ treatments = Σ lots' days. */
  readonly totalKg: number;
  /** The day by feed: Σ over treatments. */
  readonly feeds: readonly { readonly id: string; readonly kg: number }[];
  readonly lots: readonly TreatmentLotDay[];
  /** The treatments of the day in time order. */
  readonly treatments: readonly TreatmentSheet[];
  readonly mixerCapacityKg: number;
  readonly scaleStepKg: number;
  /** Days above 100 % (any weekday). */
  readonly warnings: readonly TreatmentPlanIssue[];
};

export type TreatmentLoadsError =
  | FeedingSheetFieldError
  | TreatmentPlanIssue
  | {
      readonly field: string;
      readonly code: 'NO_LOTS' | 'NO_TREATMENTS' | 'MUST_BE_POSITIVE' | 'MUST_BE_WHOLE';
    };

export type TreatmentLoadsOutcome =
  | { readonly ok: true; readonly value: TreatmentLoadsDay }
  | { readonly ok: false; readonly errors: readonly TreatmentLoadsError[] };

/** Tolerance when counting whole steps, so that 1000 ÷ 0.1 is 10000 steps and not 9999.999…. */
const STEP_EPSILON = 1e-9;

/**
 * Fills a table of whole steps whose row totals and column totals are given (Σ rows = Σ columns): each
 * column split by largest remainders in proportion to what each row has left. Returns rows × columns.
 */
export function apportionTable(rowTotals: readonly number[], columnTotals: readonly number[]): number[][] {
  const table = rowTotals.map(() => columnTotals.map(() => 0));
  const left = [...rowTotals];
  columnTotals.forEach((columnSteps, column) => {
    const parts = apportionSteps(columnSteps, left);
    parts.forEach((part, row) => {
      const line = table[row];
      if (line) line[column] = part;
      left[row] = (left[row] ?? 0) - part;
    });
  });
  return table;
}

const isPositive = (value: number): boolean => Number.isFinite(value) && value > 0;

function validate(input: TreatmentLoadsInput): TreatmentLoadsError[] {
  const errors: TreatmentLoadsError[] = [...validateRationInput(input)];
  if (input.lots.length === 0) errors.push({ field: 'lots', code: 'NO_LOTS' });
  if (input.treatments.length === 0) errors.push({ field: 'treatments', code: 'NO_TREATMENTS' });
  input.lots.forEach((lot, index) => {
    if (!isPositive(lot.headCount))
      errors.push({ field: `lots.${index}.headCount`, code: 'MUST_BE_POSITIVE' });
    else if (!Number.isInteger(lot.headCount))
      errors.push({ field: `lots.${index}.headCount`, code: 'MUST_BE_WHOLE' });
  });
  input.treatments.forEach((treatment, index) => {
    if (!isPositive(treatment.percent))
      errors.push({ field: `treatments.${index}.percent`, code: 'MUST_BE_POSITIVE' });
  });
  if (errors.length > 0) return errors;
  return [...checkTreatmentPlan(input).errors];
}

/**
 * The day's sheets, one per treatment: kg as fed per lot and per mixer load, feed by feed, rounded to the
 * scale's step and adding up exactly (see the module comment). Input errors and broken rules are values.
 */
export function calculateTreatmentLoads(input: TreatmentLoadsInput): TreatmentLoadsOutcome {
  const errors = validate(input);
  if (errors.length > 0) return { ok: false, errors };

  const step = input.scaleStepKg;
  // A whole number of steps as kg, without the float tail of e.g. 3 × 0.1.
  const toKg = (steps: number) => Number((steps * step).toPrecision(12));
  const perHead = calculateRationPerHead(input.feeds, input.asFedIntakeKgPerHead);
  const perHeadKg = perHead.reduce((total, row) => total + row.asFedKg, 0);
  const weights = perHead.map((row) => row.asFedKg);
  const ofDay = findTreatmentsOfDay(input.treatments, input.weekday);

  // Each lot's day: head × kg per head × Σ % of its treatments, to the nearest whole step; then split into
  // its treatments by their % (largest remainders), so the treatments add up to the day.
  const lotDays = input.lots.map((lot) => {
    const own = ofDay.filter((treatment) => appliesToLot(treatment, lot.id));
    const percent = own.reduce((total, treatment) => total + treatment.percent, 0);
    const steps = Math.round((lot.headCount * perHeadKg * percent) / 100 / step);
    const split = apportionSteps(
      steps,
      own.map((treatment) => treatment.percent),
    );
    const byTreatment = new Map(own.map((treatment, index) => [treatment.id, split[index] ?? 0]));
    return { lot, percent, steps, byTreatment };
  });

  const amountsOf = (steps: readonly number[], exactKg: readonly number[]): FeedingSheetAmount[] =>
    perHead.map((row, index) => {
      const exact = exactKg[index] ?? 0;
      return createWeighedAmount(row.id, toKg(steps[index] ?? 0), exact, step);
    });
  const exactByFeed = (kg: number) => perHead.map((row) => (kg * row.asFedKg) / perHeadKg);

  // The mixer's capacity in whole steps (off the step grid: rounded down, never exceeded).
  const capacitySteps = Math.floor(input.mixerCapacityKg / step + STEP_EPSILON);
  // The treatments' totals, then the day by feed (nearest whole steps by largest remainders) split over the
  // treatments (feeds × treatments), so the day's amount of each feed is as close as the scale allows.
  const treatmentParts = ofDay.map((treatment) =>
    lotDays
      .filter((day) => day.byTreatment.has(treatment.id))
      .map((day) => ({ day, steps: day.byTreatment.get(treatment.id) ?? 0 })),
  );
  const treatmentSteps = treatmentParts.map((parts) => parts.reduce((total, part) => total + part.steps, 0));
  const daySteps = treatmentSteps.reduce((total, steps) => total + steps, 0);
  const dayFeedSteps = apportionSteps(daySteps, weights);
  const feedByTreatment = apportionTable(dayFeedSteps, treatmentSteps);

  const treatments: TreatmentSheet[] = ofDay.map((treatment, order) => {
    const parts = treatmentParts[order] ?? [];
    const totalSteps = treatmentSteps[order] ?? 0;
    const feedSteps = feedByTreatment.map((row) => row[order] ?? 0);

    // Feeds × lots and feeds × loads, both adding up to the treatment's feeds.
    const lotTable = apportionTable(
      feedSteps,
      parts.map((part) => part.steps),
    );
    const loadCount = Math.max(1, Math.ceil(totalSteps / capacitySteps));
    // The fewest loads that fit, of equal size within one step (equal loads mix more evenly).
    const loadSteps = apportionSteps(
      totalSteps,
      Array.from({ length: loadCount }, () => 1),
    );
    const loadTable = apportionTable(feedSteps, loadSteps);
    const exactKgOf = (steps: number) => exactByFeed(toKg(steps));

    const lots: TreatmentLotPart[] = parts.map((part, column) => ({
      lotId: part.day.lot.id,
      headCount: part.day.lot.headCount,
      percent: treatment.percent,
      kg: toKg(part.steps),
      feeds: amountsOf(
        lotTable.map((row) => row[column] ?? 0),
        exactKgOf(part.steps),
      ),
    }));

    // Loads go to the lots in order: a lot may take the end of one load and the start of the next.
    const lotLeft = parts.map((part) => part.steps);
    let lotIndex = 0;
    const loads: TreatmentLoad[] = loadSteps.map((steps, column) => {
      const deliveries: { lotId: string; kg: number }[] = [];
      let left = steps;
      while (left > 0 && lotIndex < parts.length) {
        const take = Math.min(left, lotLeft[lotIndex] ?? 0);
        if (take > 0) deliveries.push({ lotId: parts[lotIndex]?.day.lot.id ?? '', kg: toKg(take) });
        left -= take;
        lotLeft[lotIndex] = (lotLeft[lotIndex] ?? 0) - take;
        if ((lotLeft[lotIndex] ?? 0) === 0) lotIndex += 1;
      }
      return {
        number: column + 1,
        kg: toKg(steps),
        feeds: amountsOf(
          loadTable.map((row) => row[column] ?? 0),
          exactKgOf(steps),
        ),
        deliveries,
      };
    });

    return {
      number: order + 1,
      treatmentId: treatment.id,
      time: treatment.time,
      kg: toKg(totalSteps),
      feeds: amountsOf(feedSteps, exactKgOf(totalSteps)),
      lots,
      loads,
    };
  });

  return {
    ok: true,
    value: {
      weekday: input.weekday,
      perHead,
      asFedIntakeKgPerHead: perHeadKg,
      dryMatterIntakeKgPerHead: perHead.reduce((total, row) => total + row.dryMatterKg, 0),
      headCount: input.lots.reduce((total, lot) => total + lot.headCount, 0),
      totalKg: toKg(daySteps),
      feeds: perHead.map((row, index) => ({ id: row.id, kg: toKg(dayFeedSteps[index] ?? 0) })),
      lots: lotDays.map((day) => ({
        lotId: day.lot.id,
        headCount: day.lot.headCount,
        percent: day.percent,
        kg: toKg(day.steps),
      })),
      treatments,
      mixerCapacityKg: input.mixerCapacityKg,
      scaleStepKg: step,
      warnings: checkTreatmentPlan(input).warnings,
    },
  };
}
