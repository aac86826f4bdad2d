import { describe, expect, it } from 'vitest';
import { apportionTable, calculateTreatmentLoads } from './calculate-treatment-loads';
import type { TreatmentLoadsDay, TreatmentLoadsInput } from './calculate-treatment-loads';
import { checkTreatmentPlan, findTreatmentsOfDay, WEEKDAYS } from './treatment-plan';
import type { DailyTreatment, Weekday } from './treatment-plan';

const MON_TO_SAT: Weekday[] = [1, 2, 3, 4, 5, 6];

/**
 * The worked feedlot: 3 pens, 3 treatments a day (30/30/40 %) from Monday to Saturday, and on Sunday 2
 * (60 % in the morning, the afternoon's 40 %), a 6 t mixer with a 5 kg scale. The diet is the batch sheet's
 * (20 kg as fed per head: corn silage 50 %, ground corn 40 %, soybean meal 9 %, mineral mix 1 %).
 */
const TREATMENTS: DailyTreatment[] = [
  { id: 'morning', time: '06:30', percent: 30, weekdays: MON_TO_SAT },
  { id: 'noon', time: '11:00', percent: 30, weekdays: MON_TO_SAT },
  { id: 'afternoon', time: '16:00', percent: 40, weekdays: [0, ...MON_TO_SAT] },
  { id: 'sundayMorning', time: '07:00', percent: 60, weekdays: [0] },
];
const FEEDLOT: Omit<TreatmentLoadsInput, 'weekday'> = {
  feeds: [
    { id: 'silage', asFedPercent: 50, dryMatterPercent: 35 },
    { id: 'corn', asFedPercent: 40, dryMatterPercent: 88 },
    { id: 'soybeanMeal', asFedPercent: 9, dryMatterPercent: 89 },
    { id: 'mineral', asFedPercent: 1, dryMatterPercent: 100 },
  ],
  asFedIntakeKgPerHead: 20,
  lots: [
    { id: 'pen1', headCount: 320 },
    { id: 'pen2', headCount: 275 },
    { id: 'pen3', headCount: 181 },
  ],
  treatments: TREATMENTS,
  mixerCapacityKg: 6000,
  scaleStepKg: 5,
};

function dayOf(input: TreatmentLoadsInput): TreatmentLoadsDay {
  const outcome = calculateTreatmentLoads(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}
const sum = (values: readonly number[]) =>
  Number(values.reduce((total, value) => total + value, 0).toFixed(6));
const kgOf = (amounts: readonly { id: string; kg: number }[], id: string) =>
  amounts.find((amount) => amount.id === id)?.kg ?? NaN;

/** Every sum the sheet promises, feed by feed; the caller checks the figures. */
function expectExactSums(day: TreatmentLoadsDay) {
  expect(sum(day.treatments.map((treatment) => treatment.kg))).toBe(day.totalKg);
  expect(sum(day.lots.map((lot) => lot.kg))).toBe(day.totalKg);
  expect(sum(day.feeds.map((feed) => feed.kg))).toBe(day.totalKg);
  for (const lot of day.lots) {
    const parts = day.treatments.flatMap((treatment) =>
      treatment.lots.filter((part) => part.lotId === lot.lotId),
    );
    expect(sum(parts.map((part) => part.kg))).toBe(lot.kg);
  }
  for (const treatment of day.treatments) {
    expect(sum(treatment.loads.map((load) => load.kg))).toBe(treatment.kg);
    expect(sum(treatment.lots.map((lot) => lot.kg))).toBe(treatment.kg);
    for (const load of treatment.loads) {
      expect(load.kg).toBeLessThanOrEqual(day.mixerCapacityKg);
      expect(sum(load.feeds.map((feed) => feed.kg))).toBe(load.kg);
      expect(sum(load.deliveries.map((delivery) => delivery.kg))).toBe(load.kg);
      for (const feed of load.feeds) expect(feed.kg).toBeGreaterThanOrEqual(0);
    }
    for (const lot of treatment.lots) expect(sum(lot.feeds.map((feed) => feed.kg))).toBe(lot.kg);
    for (const feed of treatment.feeds) {
      expect(sum(treatment.loads.map((load) => kgOf(load.feeds, feed.id)))).toBe(feed.kg);
      expect(sum(treatment.lots.map((lot) => kgOf(lot.feeds, feed.id)))).toBe(feed.kg);
    }
    // What the loads deliver to each lot is what the lot gets in the treatment.
    for (const lot of treatment.lots)
      expect(
        sum(
          treatment.loads.flatMap((load) =>
            load.deliveries.filter((delivery) => delivery.lotId === lot.lotId).map((delivery) => delivery.kg),
          ),
        ),
      ).toBe(lot.kg);
  }
  for (const feed of day.feeds)
    expect(sum(day.treatments.map((treatment) => kgOf(treatment.feeds, feed.id)))).toBe(feed.kg);
  // The day by feed is within one step of its exact share of the day.
  const perHeadKg = day.perHead.reduce((total, row) => total + row.asFedKg, 0);
  day.perHead.forEach((row, index) => {
    const exact = (day.totalKg * row.asFedKg) / perHeadKg;
    expect(Math.abs((day.feeds[index]?.kg ?? NaN) - exact)).toBeLessThan(day.scaleStepKg);
  });
  // Every amount is a whole number of scale steps.
  for (const treatment of day.treatments)
    for (const load of treatment.loads)
      for (const feed of load.feeds)
        expect(Math.abs(feed.kg / day.scaleStepKg - Math.round(feed.kg / day.scaleStepKg))).toBeLessThan(
          1e-9,
        );
}

describe('apportionTable', () => {
  it('fills rows × columns with both totals exact and no negative part', () => {
    const table = apportionTable([7, 5, 1], [6, 7]);
    expect(table.map((row) => row[0]! + row[1]!)).toEqual([7, 5, 1]);
    expect([0, 1].map((column) => table.reduce((total, row) => total + row[column]!, 0))).toEqual([6, 7]);
    // Column 1: 6 × (7, 5, 1) / 13 = 3.23, 2.31, 0.46 → 3, 2, 0 and the step left to the largest (.46).
    expect(table).toEqual([
      [3, 4],
      [2, 3],
      [1, 0],
    ]);
  });
});

describe('checkTreatmentPlan', () => {
  const lots = FEEDLOT.lots;
  it('the worked plan totals 100 % on every weekday for every pen', () => {
    const check = checkTreatmentPlan({ lots, treatments: TREATMENTS });
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([]);
    expect(check.totals).toHaveLength(lots.length * 7);
    expect(check.totals.every((total) => Math.abs(total.percent - 100) < 1e-9)).toBe(true);
    expect(findTreatmentsOfDay(TREATMENTS, 0).map((treatment) => treatment.id)).toEqual([
      'sundayMorning',
      'afternoon',
    ]);
  });

  it('says what is left below 100, warns above 100, and needs a weekday', () => {
    const check = checkTreatmentPlan({
      lots: [{ id: 'A', headCount: 10 }],
      treatments: [
        { id: 'a', time: '07:00', percent: 45, weekdays: [1, 2, 3, 4, 5, 6] },
        { id: 'b', time: '15:00', percent: 45, weekdays: [1, 2, 3, 4, 5] },
        { id: 'c', time: '17:00', percent: 65, weekdays: [6, 0] },
        { id: 'd', time: '18:00', percent: 10, weekdays: [] },
      ],
    });
    expect(check.errors).toContainEqual({ code: 'NO_WEEKDAY', field: 'treatments.3.weekdays' });
    // Monday to Friday 45 + 45 = 90: 10 left; Sunday 65: 35 left.
    const below = check.errors.filter((issue) => issue.code === 'DAY_BELOW_100');
    expect(
      below.map((issue) => (issue.code === 'DAY_BELOW_100' ? [issue.weekday, issue.leftPercent] : [])),
    ).toEqual([
      [0, 35],
      [1, 10],
      [2, 10],
      [3, 10],
      [4, 10],
      [5, 10],
    ]);
    // Saturday 45 + 65 = 110: a warning, 10 above.
    expect(check.warnings).toEqual([
      {
        code: 'DAY_ABOVE_100',
        field: 'lots.0',
        lotId: 'A',
        weekday: 6,
        totalPercent: 110,
        excessPercent: 10,
      },
    ]);
  });

  it('a treatment limited to some lots counts only for them; an unknown lot is an error', () => {
    const check = checkTreatmentPlan({
      lots: [
        { id: 'A', headCount: 10 },
        { id: 'B', headCount: 10 },
      ],
      treatments: [
        { id: 'all', time: '07:00', percent: 50, weekdays: [...WEEKDAYS] },
        { id: 'onlyA', time: '15:00', percent: 50, weekdays: [...WEEKDAYS], lotIds: ['A'] },
        { id: 'onlyB', time: '16:00', percent: 50, weekdays: [...WEEKDAYS], lotIds: ['B', 'Z'] },
      ],
    });
    expect(check.errors).toEqual([{ code: 'UNKNOWN_LOT', field: 'treatments.2.lotIds.1', lotId: 'Z' }]);
  });
});

describe('calculateTreatmentLoads', () => {
  it('the worked feedlot on a Monday: 3 treatments, loads that add up exactly (hand-checked)', () => {
    const day = dayOf({ ...FEEDLOT, weekday: 1 });
    expectExactSums(day);
    // 776 head × 20 kg = 15 520 kg; pens 6400, 5500, 3620 kg (whole steps of 5 kg).
    expect(day.totalKg).toBe(15520);
    expect(day.lots.map((lot) => lot.kg)).toEqual([6400, 5500, 3620]);
    expect(day.treatments.map((treatment) => treatment.treatmentId)).toEqual([
      'morning',
      'noon',
      'afternoon',
    ]);
    // Pen 3: 724 steps × 30/30/40 = 217.2, 217.2, 289.6 → 217, 217, 289 and the step left to .6 (the 40 %).
    expect(day.treatments.map((treatment) => treatment.lots[2]?.kg)).toEqual([1085, 1085, 1450]);
    // Morning: 1920 + 1650 + 1085 = 4655 kg: one load. Afternoon: 2560 + 2200 + 1450 = 6210 kg > 6000: two
    // loads of 621 steps → 3105 kg each.
    expect(day.treatments.map((treatment) => treatment.kg)).toEqual([4655, 4655, 6210]);
    expect(day.treatments.map((treatment) => treatment.loads.map((load) => load.kg))).toEqual([
      [4655],
      [4655],
      [3105, 3105],
    ]);
    // The afternoon's second load ends pen 1 and feeds pens 2 and 3.
    expect(day.treatments[2]?.loads[1]?.deliveries).toEqual([
      { lotId: 'pen2', kg: 1655 },
      { lotId: 'pen3', kg: 1450 },
    ]);
    expect(day.treatments[2]?.loads[0]?.deliveries).toEqual([
      { lotId: 'pen1', kg: 2560 },
      { lotId: 'pen2', kg: 545 },
    ]);
  });

  it('the worked feedlot on a Sunday: 2 treatments, 60 and 40 %', () => {
    const day = dayOf({ ...FEEDLOT, weekday: 0 });
    expectExactSums(day);
    expect(day.totalKg).toBe(15520);
    expect(day.treatments.map((treatment) => [treatment.treatmentId, treatment.kg])).toEqual([
      ['sundayMorning', 9310],
      ['afternoon', 6210],
    ]);
    // 9310 kg = 1862 steps; ⌈1862 / 1200⌉ = 2 loads of 931 steps.
    expect(day.treatments[0]?.loads.map((load) => load.kg)).toEqual([4655, 4655]);
  });

  it('keeps the sums exact on awkward figures for every weekday (metamorphic over head counts)', () => {
    for (const heads of [
      [1, 2, 3],
      [97, 131, 59],
      [503, 411, 389],
    ])
      for (const weekday of WEEKDAYS) {
        const day = dayOf({
          ...FEEDLOT,
          lots: FEEDLOT.lots.map((lot, index) => ({ ...lot, headCount: heads[index] ?? 1 })),
          scaleStepKg: 0.5,
          mixerCapacityKg: 2333,
          weekday,
        });
        expectExactSums(day);
      }
  });

  it('re-scales a wet feed to its measured dry matter and keeps its kg DM', () => {
    const feeds = FEEDLOT.feeds.map((feed) =>
      feed.id === 'silage' ? { ...feed, measuredDryMatterPercent: 30 } : feed,
    );
    const day = dayOf({ ...FEEDLOT, feeds, weekday: 3 });
    expectExactSums(day);
    // Silage 10 kg × 35 / 30 = 11.667 kg as fed per head, the same 3.5 kg DM.
    expect(day.perHead[0]?.asFedKg).toBeCloseTo(11.6667, 4);
    expect(day.perHead[0]?.dryMatterKg).toBeCloseTo(3.5, 9);
    // Pen 1: 320 × 21.667 = 6933.3 kg → 6935 kg.
    expect(day.lots[0]?.kg).toBe(6935);
  });

  it('a day above 100 % delivers more and warns; a day below 100 % is refused', () => {
    const above = calculateTreatmentLoads({
      ...FEEDLOT,
      weekday: 1,
      treatments: TREATMENTS.map((treatment) =>
        treatment.id === 'afternoon' ? { ...treatment, percent: 50 } : treatment,
      ),
    });
    expect(above.ok).toBe(true);
    if (!above.ok) return;
    // Pen 1 on Monday at 110 %: 320 × 20 × 1.1 = 7040 kg.
    expect(above.value.lots[0]?.kg).toBe(7040);
    expect(above.value.warnings.some((warning) => warning.code === 'DAY_ABOVE_100')).toBe(true);

    const below = calculateTreatmentLoads({
      ...FEEDLOT,
      weekday: 1,
      treatments: TREATMENTS.filter((treatment) => treatment.id !== 'noon'),
    });
    expect(below.ok).toBe(false);
    if (below.ok) return;
    expect(below.errors).toContainEqual(
      expect.objectContaining({ code: 'DAY_BELOW_100', lotId: 'pen1', weekday: 1, leftPercent: 30 }),
    );
  });

  it('names bad input', () => {
    const outcome = calculateTreatmentLoads({
      ...FEEDLOT,
      weekday: 1,
      lots: [{ id: 'A', headCount: 2.5 }],
      mixerCapacityKg: 2,
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([
      { field: 'mixerCapacityKg', code: 'CAPACITY_BELOW_STEP' },
      { field: 'lots.0.headCount', code: 'MUST_BE_WHOLE' },
    ]);
  });
});
