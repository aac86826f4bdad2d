/**
 * The feeding sheet used at the mixer: from a formulated diet (each feed's as-fed share and
 * the as-fed intake per head), the pens to feed and the mixer, it gives the kg as fed of every feed per head,
 * per pen and per mixer load, rounded to the scale's step.
 *
 * Rules (recorded here; the daily treatments of docs/decisions/daily-treatments.md build on them):
 * - Measured dry matter. The diet is formulated on dry matter: what the animal must eat is each feed's kg DM.
 *   When the dry matter of a wet feed (a silage) measured that day differs from the catalogue's, its kg as fed
 *   becomes asFed × catalogueDM / measuredDM, so that its kg DM per head, and with it the DM intake and the DM
 *   composition of the ration, stay as formulated (mass balance: kg DM = kg as fed × DM). The other feeds keep
 *   their kg as fed; the total kg as fed and the as-fed shares change.
 * - Loads. The day's ration (Σ pens' head × kg as fed per head) is split into the fewest loads that fit the
 *   mixer, of equal size (within one scale step): equal loads mix more evenly than full loads and a small
 *   last one. Every load has the ration's as-fed shares; loads go to the pens in order.
 * - Rounding. Every amount is a whole number of scale steps. A set of amounts that must add up to a total
 *   (feeds of a load, pens of the day, loads of the day) is rounded by largest remainders, so the rounded
 *   parts add up exactly to the rounded total. A feed whose amount in a load is below one step cannot be
 *   weighed on that scale: it is flagged (weigh it apart, or premix it). An amount that rounding changed by
 *   more than 5 % is flagged too, with its exact amount.
 */

/** One feed of the diet. */
export type FeedingSheetFeed = {
  readonly id: string;
  /** Share of the diet as fed, percent (> 0; shares are normalised to 100). */
  readonly asFedPercent: number;
  /** Dry matter of the feed in the catalogue (as formulated), % as fed, in (0, 100]. */
  readonly dryMatterPercent: number;
  /** Dry matter measured that day, % as fed, in (0, 100]; absent or null: the catalogue's. */
  readonly measuredDryMatterPercent?: number | null;
};

/** One pen (lot) fed from the mixer. */
export type FeedingSheetPen = {
  readonly id: string;
  /** Number of head, a positive whole number. */
  readonly headCount: number;
};

/** Input of `calculateFeedingSheet`. */
export type FeedingSheetInput = {
  readonly feeds: readonly FeedingSheetFeed[];
  /** As-fed intake per head as formulated, kg/day (> 0). */
  readonly asFedIntakeKgPerHead: number;
  readonly pens: readonly FeedingSheetPen[];
  /** What the mixer holds, kg as fed per load (at least one scale step). */
  readonly mixerCapacityKg: number;
  /** Resolution of the mixer's scale, kg (> 0); every amount is a multiple of it. */
  readonly scaleStepKg: number;
};

/** A feed's amount per head after the measured dry matter. */
export type FeedingSheetHeadRow = {
  readonly id: string;
  /** kg as fed per head per day, unrounded (the scale step is for the mixer, not for one head). */
  readonly asFedKg: number;
  /** kg DM per head per day (the same as formulated). */
  readonly dryMatterKg: number;
  /** Share of the ration as fed after the correction, percent. */
  readonly asFedPercent: number;
  /** asFedKg ÷ formulated kg as fed: 1 without a measured dry matter. */
  readonly correctionFactor: number;
};

/** A feed's weighed amount in a load or a pen. */
export type FeedingSheetAmount = {
  readonly id: string;
  /** Rounded to the scale step, kg as fed. */
  readonly kg: number;
  /** Before rounding, kg as fed. */
  readonly exactKg: number;
  /** The exact amount is below one scale step: this scale cannot weigh it. */
  readonly isBelowScaleStep: boolean;
  /** (kg − exactKg) ÷ exactKg × 100: how much rounding to the step changed the amount; 0 for no amount. */
  readonly roundingChangePercent: number;
  /**
   * Rounding to the step changed the amount by more than `ROUNDING_WARNING_PERCENT`: the sheet says so and
   * shows the exact amount (6.9 kg of soybean meal weighed as 5 kg is −28 %).
   */
  readonly isRoundedOff: boolean;
};

/**
 * Above this change (percent of the exact amount) a rounded amount is flagged. A product choice, not a published tolerance: 5 % of an ingredient is what a nutritionist notices in the diet.
 */
export const ROUNDING_WARNING_PERCENT = 5;

/** A feed's amount weighed on a scale of `stepKg`: the rounded kg, the exact kg and what rounding changed. */
export function createWeighedAmount(
  id: string,
  kg: number,
  exactKg: number,
  stepKg: number,
): FeedingSheetAmount {
  const roundingChangePercent = exactKg > 0 ? ((kg - exactKg) / exactKg) * 100 : 0;
  return {
    id,
    kg,
    exactKg,
    isBelowScaleStep: exactKg < stepKg,
    roundingChangePercent,
    // A hair over the threshold from float noise (5.0000000001 %) is not a change worth a warning.
    isRoundedOff: Math.abs(roundingChangePercent) > ROUNDING_WARNING_PERCENT + 1e-9,
  };
}

export type FeedingSheetPenSheet = {
  readonly id: string;
  readonly headCount: number;
  /** kg as fed delivered to the pen, rounded to the step. */
  readonly kg: number;
  /** The pen's ration by feed (for a pen mixed on its own), rounded to the step, summing to `kg`. */
  readonly feeds: readonly FeedingSheetAmount[];
};

export type FeedingSheetLoad = {
  /** 1-based number of the load. */
  readonly number: number;
  /** kg as fed in the load, rounded to the step; at most the mixer's capacity. */
  readonly kg: number;
  /** The load's feeds in the diet's order, rounded to the step, summing to `kg`. */
  readonly feeds: readonly FeedingSheetAmount[];
  /** Where the load goes: kg as fed per pen, summing to `kg`. */
  readonly deliveries: readonly { readonly penId: string; readonly kg: number }[];
};

/** Result of `calculateFeedingSheet`. */
export type FeedingSheet = {
  readonly perHead: readonly FeedingSheetHeadRow[];
  /** kg as fed per head per day after the correction. */
  readonly asFedIntakeKgPerHead: number;
  /** kg DM per head per day (unchanged by the correction). */
  readonly dryMatterIntakeKgPerHead: number;
  readonly headCount: number;
  /** The day's ration, kg as fed, rounded to the step. */
  readonly totalKg: number;
  readonly pens: readonly FeedingSheetPenSheet[];
  readonly loads: readonly FeedingSheetLoad[];
  readonly mixerCapacityKg: number;
  readonly scaleStepKg: number;
};

export type FeedingSheetFieldError = {
  /** Path of the offending input, e.g. `feeds.1.measuredDryMatterPercent`, `pens.0.headCount`. */
  readonly field: string;
  readonly code:
    | 'NO_FEEDS'
    | 'NO_PENS'
    | 'MUST_BE_POSITIVE'
    | 'MUST_BE_WHOLE'
    | 'MAX_100_PERCENT'
    | 'DUPLICATE_ID'
    | 'CAPACITY_BELOW_STEP';
};

export type FeedingSheetOutcome =
  | { readonly ok: true; readonly value: FeedingSheet }
  | { readonly ok: false; readonly errors: readonly FeedingSheetFieldError[] };

const isPositive = (value: number): boolean => Number.isFinite(value) && value > 0;

/**
 * Checks the ration and the mixer of a sheet (feeds, intake per head, capacity, scale step): the part of the
 * input that the feeding sheet and the daily treatments' loads share.
 */
export function validateRationInput(input: Omit<FeedingSheetInput, 'pens'>): FeedingSheetFieldError[] {
  const errors: FeedingSheetFieldError[] = [];
  if (input.feeds.length === 0) errors.push({ field: 'feeds', code: 'NO_FEEDS' });
  const percent = (field: string, value: number) => {
    if (!isPositive(value)) errors.push({ field, code: 'MUST_BE_POSITIVE' });
    else if (value > 100) errors.push({ field, code: 'MAX_100_PERCENT' });
  };
  const feedIds = new Set<string>();
  input.feeds.forEach((feed, index) => {
    if (feedIds.has(feed.id)) errors.push({ field: `feeds.${index}.id`, code: 'DUPLICATE_ID' });
    feedIds.add(feed.id);
    if (!isPositive(feed.asFedPercent))
      errors.push({ field: `feeds.${index}.asFedPercent`, code: 'MUST_BE_POSITIVE' });
    percent(`feeds.${index}.dryMatterPercent`, feed.dryMatterPercent);
    if (feed.measuredDryMatterPercent !== undefined && feed.measuredDryMatterPercent !== null)
      percent(`feeds.${index}.measuredDryMatterPercent`, feed.measuredDryMatterPercent);
  });
  if (!isPositive(input.asFedIntakeKgPerHead))
    errors.push({ field: 'asFedIntakeKgPerHead', code: 'MUST_BE_POSITIVE' });
  if (!isPositive(input.scaleStepKg)) errors.push({ field: 'scaleStepKg', code: 'MUST_BE_POSITIVE' });
  if (!isPositive(input.mixerCapacityKg)) errors.push({ field: 'mixerCapacityKg', code: 'MUST_BE_POSITIVE' });
  else if (isPositive(input.scaleStepKg) && input.mixerCapacityKg < input.scaleStepKg)
    errors.push({ field: 'mixerCapacityKg', code: 'CAPACITY_BELOW_STEP' });
  return errors;
}

function validate(input: FeedingSheetInput): FeedingSheetFieldError[] {
  const errors = validateRationInput(input);
  if (input.pens.length === 0) errors.push({ field: 'pens', code: 'NO_PENS' });
  const penIds = new Set<string>();
  input.pens.forEach((pen, index) => {
    if (penIds.has(pen.id)) errors.push({ field: `pens.${index}.id`, code: 'DUPLICATE_ID' });
    penIds.add(pen.id);
    if (!isPositive(pen.headCount))
      errors.push({ field: `pens.${index}.headCount`, code: 'MUST_BE_POSITIVE' });
    else if (!Number.isInteger(pen.headCount))
      errors.push({ field: `pens.${index}.headCount`, code: 'MUST_BE_WHOLE' });
  });
  return errors;
}

/** Tolerance when counting whole steps, so that 1000 ÷ 0.1 is 10000 steps and not 9999.999…. */
const STEP_EPSILON = 1e-9;

/**
 * Splits a whole number of steps into parts proportional to `weights` (largest remainders; ties to the
 * earlier part), so that the parts add up to `totalSteps` exactly.
 */
export function apportionSteps(totalSteps: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalSteps * weight) / sum);
  const parts = exact.map((value) => Math.floor(value + STEP_EPSILON));
  let left = totalSteps - parts.reduce((total, part) => total + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - (parts[index] ?? 0) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The ration per head after the measured dry matter of wet feeds (mass balance: kg DM = kg as fed × DM, so a
 * feed keeps its formulated kg DM and its kg as fed becomes asFed × catalogueDM / measuredDM). Input already
 * validated (`validateRationInput`).
 */
export function calculateRationPerHead(
  feeds: readonly FeedingSheetFeed[],
  asFedIntakeKgPerHead: number,
): FeedingSheetHeadRow[] {
  const shareSum = feeds.reduce((total, feed) => total + feed.asFedPercent, 0);
  const formulated = feeds.map((feed) => {
    // kg as fed per head = intake as fed × the feed's share (shares normalised to 100).
    const asFedKg = (asFedIntakeKgPerHead * feed.asFedPercent) / shareSum;
    const measured = feed.measuredDryMatterPercent ?? null;
    // Same kg DM per head: asFed' × measuredDM = asFed × catalogueDM.
    const correctionFactor = measured === null ? 1 : feed.dryMatterPercent / measured;
    return {
      id: feed.id,
      asFedKg: asFedKg * correctionFactor,
      dryMatterKg: (asFedKg * feed.dryMatterPercent) / 100,
      correctionFactor,
    };
  });
  // The corrected ration per head; its as-fed shares (and so every load's) follow from it.
  const perHeadKg = formulated.reduce((total, row) => total + row.asFedKg, 0);
  return formulated.map((row) => ({ ...row, asFedPercent: (row.asFedKg / perHeadKg) * 100 }));
}

/**
 * The feeding sheet: kg as fed per head (after the measured dry matter), per pen and per mixer load, rounded
 * to the scale's step. Units: kg as fed unless named DM. Input errors are returned as values.
 */
export function calculateFeedingSheet(input: FeedingSheetInput): FeedingSheetOutcome {
  const errors = validate(input);
  if (errors.length > 0) return { ok: false, errors };

  const step = input.scaleStepKg;
  // A whole number of steps as kg, without the float tail of e.g. 3 × 0.1.
  const toKg = (steps: number) => Number((steps * step).toPrecision(12));
  const perHead = calculateRationPerHead(input.feeds, input.asFedIntakeKgPerHead);
  const perHeadKg = perHead.reduce((total, row) => total + row.asFedKg, 0);
  const weights = perHead.map((row) => row.asFedKg);

  // A batch or pen of `steps` split by feed in the ration's as-fed shares (largest remainders).
  const amounts = (steps: number, exactKg: number): FeedingSheetAmount[] => {
    const split = apportionSteps(steps, weights);
    return perHead.map((row, index) => {
      const exact = (exactKg * row.asFedKg) / perHeadKg;
      return createWeighedAmount(row.id, toKg(split[index] ?? 0), exact, step);
    });
  };

  const headCount = input.pens.reduce((total, pen) => total + pen.headCount, 0);
  // The day's ration = Σ head × kg per head, rounded to the nearest whole scale step.
  const exactTotalKg = headCount * perHeadKg;
  const totalSteps = Math.round(exactTotalKg / step);
  // Each pen's share of the rounded ration is proportional to its head count.
  const penSteps = apportionSteps(
    totalSteps,
    input.pens.map((pen) => pen.headCount),
  );
  const pens: FeedingSheetPenSheet[] = input.pens.map((pen, index) => {
    const steps = penSteps[index] ?? 0;
    return {
      id: pen.id,
      headCount: pen.headCount,
      kg: toKg(steps),
      feeds: amounts(steps, pen.headCount * perHeadKg),
    };
  });

  // The mixer's capacity in whole steps (a capacity off the step grid is rounded down, never exceeded).
  const capacitySteps = Math.floor(input.mixerCapacityKg / step + STEP_EPSILON);
  // The fewest loads that fit: ⌈ration ÷ capacity⌉ (at least one), then equal loads within one step.
  const loadCount = Math.max(1, Math.ceil(totalSteps / capacitySteps));
  const loadSteps = apportionSteps(
    totalSteps,
    Array.from({ length: loadCount }, () => 1),
  );
  // Loads go to the pens in order: a pen may take the end of one load and the start of the next.
  const penLeft = [...penSteps];
  let penIndex = 0;
  const loads: FeedingSheetLoad[] = loadSteps.map((steps, index) => {
    const deliveries: { penId: string; kg: number }[] = [];
    let left = steps;
    while (left > 0 && penIndex < input.pens.length) {
      const take = Math.min(left, penLeft[penIndex] ?? 0);
      if (take > 0) deliveries.push({ penId: input.pens[penIndex]?.id ?? '', kg: toKg(take) });
      left -= take;
      penLeft[penIndex] = (penLeft[penIndex] ?? 0) - take;
      if ((penLeft[penIndex] ?? 0) === 0) penIndex += 1;
    }
    return {
      number: index + 1,
      kg: toKg(steps),
      feeds: amounts(steps, (exactTotalKg * steps) / Math.max(totalSteps, 1)),
      deliveries,
    };
  });

  return {
    ok: true,
    value: {
      perHead,
      asFedIntakeKgPerHead: perHeadKg,
      dryMatterIntakeKgPerHead: perHead.reduce((total, row) => total + row.dryMatterKg, 0),
      headCount,
      totalKg: toKg(totalSteps),
      pens,
      loads,
      mixerCapacityKg: input.mixerCapacityKg,
      scaleStepKg: step,
    },
  };
}
