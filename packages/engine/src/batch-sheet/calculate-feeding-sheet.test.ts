import { describe, expect, it } from 'vitest';
import { apportionSteps, calculateFeedingSheet } from './calculate-feeding-sheet';
import type { FeedingSheet, FeedingSheetInput } from './calculate-feeding-sheet';

/**
 * A feedlot diet, 20 kg as fed per head: corn silage 50 % (35 % DM in the catalogue), ground corn 40 %
 * (88 %), soybean meal 9 % (89 %), mineral mix 1 % (100 %). Per head: 10, 8, 1.8 and 0.2 kg as fed.
 */
const DIET: FeedingSheetInput = {
  feeds: [
    { id: 'silage', asFedPercent: 50, dryMatterPercent: 35 },
    { id: 'corn', asFedPercent: 40, dryMatterPercent: 88 },
    { id: 'soybeanMeal', asFedPercent: 9, dryMatterPercent: 89 },
    { id: 'mineral', asFedPercent: 1, dryMatterPercent: 100 },
  ],
  asFedIntakeKgPerHead: 20,
  pens: [
    { id: 'A', headCount: 60 },
    { id: 'B', headCount: 45 },
  ],
  mixerCapacityKg: 1200,
  scaleStepKg: 5,
};

function sheetOf(input: FeedingSheetInput): FeedingSheet {
  const outcome = calculateFeedingSheet(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}

const kgOf = (amounts: readonly { id: string; kg: number }[]) =>
  Object.fromEntries(amounts.map((amount) => [amount.id, amount.kg]));

describe('apportionSteps', () => {
  it('splits a whole number of steps by largest remainders, ties to the earlier part', () => {
    expect(apportionSteps(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportionSteps(7, [0.5, 0.3, 0.2])).toEqual([4, 2, 1]); // 3.5, 2.1, 1.4 → 3+2+1, +1 to 0.5
    expect(apportionSteps(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('calculateFeedingSheet', () => {
  it('without a measured dry matter keeps the formulated kg as fed per head', () => {
    const sheet = sheetOf(DIET);
    expect(sheet.perHead.map((row) => row.asFedKg)).toEqual(
      [10, 8, 1.8, 0.2].map((kg) => expect.closeTo(kg, 9)),
    );
    expect(sheet.asFedIntakeKgPerHead).toBeCloseTo(20, 9);
    // 105 head × 20 kg = 2100 kg; 1200 kg mixer → 2 loads of 1050 kg.
    expect(sheet.totalKg).toBe(2100);
    expect(sheet.loads.map((load) => load.kg)).toEqual([1050, 1050]);
  });

  it('re-scales the silage to its measured dry matter, keeping its kg DM (hand-checked)', () => {
    // Silage at 30 % DM instead of 35 %: 10 × 35 / 30 = 11.667 kg as fed, still 3.5 kg DM per head.
    const sheet = sheetOf({
      ...DIET,
      feeds: DIET.feeds.map((feed) =>
        feed.id === 'silage' ? { ...feed, measuredDryMatterPercent: 30 } : feed,
      ),
    });
    const silage = sheet.perHead[0];
    expect(silage?.asFedKg).toBeCloseTo(11.6667, 4);
    expect(silage?.dryMatterKg).toBeCloseTo(3.5, 9);
    expect(silage?.correctionFactor).toBeCloseTo(35 / 30, 9);
    expect(sheet.perHead[1]?.asFedKg).toBeCloseTo(8, 9);
    expect(sheet.asFedIntakeKgPerHead).toBeCloseTo(21.6667, 4);
    // DM intake as formulated: 3.5 + 7.04 + 1.602 + 0.2.
    expect(sheet.dryMatterIntakeKgPerHead).toBeCloseTo(12.342, 9);

    // 105 head × 21.667 = 2275 kg = 455 steps of 5 kg; 240 steps fit the mixer → 2 loads: 228 + 227 steps.
    expect(sheet.totalKg).toBe(2275);
    expect(sheet.loads.map((load) => load.kg)).toEqual([1140, 1135]);
    // Load 1: 228 steps × shares 0.5385, 0.3692, 0.0831, 0.0092 = 122.77, 84.18, 18.94, 2.10 steps →
    // floors 122, 84, 18, 2 (226) and the 2 left to the largest remainders (soybean meal .94, silage .77).
    expect(kgOf(sheet.loads[0]?.feeds ?? [])).toEqual({
      silage: 615,
      corn: 420,
      soybeanMeal: 95,
      mineral: 10,
    });
    // Pens: 60 × 21.667 = 1300 kg, 45 × 21.667 = 975 kg; load 1 goes all to pen A, load 2 ends A then B.
    expect(sheet.pens.map((pen) => pen.kg)).toEqual([1300, 975]);
    expect(sheet.loads[0]?.deliveries).toEqual([{ penId: 'A', kg: 1140 }]);
    expect(sheet.loads[1]?.deliveries).toEqual([
      { penId: 'A', kg: 160 },
      { penId: 'B', kg: 975 },
    ]);
    // Pen A on its own: 700, 480, 108 and 12 kg → soybean meal 21.6 steps rounds up, mineral 2.4 down.
    expect(kgOf(sheet.pens[0]?.feeds ?? [])).toEqual({
      silage: 700,
      corn: 480,
      soybeanMeal: 110,
      mineral: 10,
    });
  });

  it('per batch and per pen without a measured dry matter (hand-checked)', () => {
    const sheet = sheetOf(DIET);
    // 105 head × 20 kg = 2100 kg = 420 steps of 5 kg; the 1200 kg mixer holds 240 → ⌈420 / 240⌉ = 2 loads
    // of 210 steps. A load of 1050 kg: 525, 420, 94.5 and 10.5 kg = 105, 84, 18.9 and 2.1 steps → floors
    // 105 + 84 + 18 + 2 = 209, the step left to the largest remainder (soybean meal .9).
    for (const load of sheet.loads)
      expect(kgOf(load.feeds)).toEqual({ silage: 525, corn: 420, soybeanMeal: 95, mineral: 10 });
    // Pens by head count: 420 × 60/105 = 240 steps (1200 kg), 420 × 45/105 = 180 steps (900 kg).
    expect(sheet.pens.map((pen) => pen.kg)).toEqual([1200, 900]);
    // Pen A: 600, 480, 108, 12 kg = 120, 96, 21.6, 2.4 steps → 239 in floors, +1 to soybean meal (.6).
    expect(kgOf(sheet.pens[0]?.feeds ?? [])).toEqual({
      silage: 600,
      corn: 480,
      soybeanMeal: 110,
      mineral: 10,
    });
    // Pen B: 450, 360, 81, 9 kg = 90, 72, 16.2, 1.8 steps → 179 in floors, +1 to the mineral (.8).
    expect(kgOf(sheet.pens[1]?.feeds ?? [])).toEqual({
      silage: 450,
      corn: 360,
      soybeanMeal: 80,
      mineral: 10,
    });
    // Load 1 all to pen A; load 2 the 150 kg A still needs, then B's 900 kg.
    expect(sheet.loads.map((load) => load.deliveries)).toEqual([
      [{ penId: 'A', kg: 1050 }],
      [
        { penId: 'A', kg: 150 },
        { penId: 'B', kg: 900 },
      ],
    ]);
  });

  it('rounds every amount to the scale step, here 0.5 kg (hand-checked)', () => {
    // 7 head × 20 kg = 140 kg = 280 steps of 0.5 kg, one load. Feeds 70, 56, 12.6 and 1.4 kg = 140, 112,
    // 25.2 and 2.8 steps → floors 279, the step left to the mineral (remainder .8 beats .2): 12.5 and 1.5 kg.
    const sheet = sheetOf({ ...DIET, pens: [{ id: 'A', headCount: 7 }], scaleStepKg: 0.5 });
    expect(sheet.totalKg).toBe(140);
    expect(sheet.loads).toHaveLength(1);
    expect(kgOf(sheet.loads[0]?.feeds ?? [])).toEqual({
      silage: 70,
      corn: 56,
      soybeanMeal: 12.5,
      mineral: 1.5,
    });
    // The day's ration is rounded to the nearest step: 3 head × 20.13 kg = 60.39 kg → 60.5 kg (121 steps).
    const odd = sheetOf({
      ...DIET,
      asFedIntakeKgPerHead: 20.13,
      pens: [{ id: 'A', headCount: 3 }],
      scaleStepKg: 0.5,
    });
    expect(odd.totalKg).toBe(60.5);
  });

  it('rounds a capacity off the step grid down, so no load exceeds the mixer (hand-checked)', () => {
    // 100 head × 20.05 kg = 2005 kg = 401 steps of 5 kg. A 1003 kg mixer holds 200 whole steps (1000 kg):
    // ⌈401 / 200⌉ = 3 loads of 134, 134 and 133 steps. Two loads (1005 and 1000 kg) would overfill it.
    const sheet = sheetOf({
      ...DIET,
      asFedIntakeKgPerHead: 20.05,
      pens: [{ id: 'A', headCount: 100 }],
      mixerCapacityKg: 1003,
    });
    expect(sheet.totalKg).toBe(2005);
    expect(sheet.loads.map((load) => load.kg)).toEqual([670, 670, 665]);
    // One load when the day fits the mixer.
    expect(sheetOf({ ...DIET, pens: [{ id: 'A', headCount: 50 }] }).loads.map((load) => load.kg)).toEqual([
      1000,
    ]);
  });

  it('keeps every rounded set adding up to its total, and every load within the mixer', () => {
    for (const step of [0.5, 1, 2, 5, 10, 20]) {
      for (const capacity of [333, 1000, 1003, 2500]) {
        if (capacity < step) continue;
        const sheet = sheetOf({
          ...DIET,
          pens: [
            { id: 'A', headCount: 37 },
            { id: 'B', headCount: 81 },
            { id: 'C', headCount: 12 },
          ],
          mixerCapacityKg: capacity,
          scaleStepKg: step,
          feeds: DIET.feeds.map((feed) =>
            feed.id === 'silage' ? { ...feed, measuredDryMatterPercent: 38.4 } : feed,
          ),
        });
        const sum = (values: readonly number[]) => Number(values.reduce((a, b) => a + b, 0).toFixed(6));
        expect(sum(sheet.loads.map((load) => load.kg))).toBe(sheet.totalKg);
        expect(sum(sheet.pens.map((pen) => pen.kg))).toBe(sheet.totalKg);
        for (const load of sheet.loads) {
          expect(load.kg).toBeLessThanOrEqual(capacity);
          expect(sum(load.feeds.map((feed) => feed.kg))).toBe(load.kg);
          expect(sum(load.deliveries.map((delivery) => delivery.kg))).toBe(load.kg);
          for (const feed of load.feeds) expect(Math.abs(feed.kg - feed.exactKg)).toBeLessThan(step + 1e-9);
        }
        for (const pen of sheet.pens) {
          expect(sum(pen.feeds.map((feed) => feed.kg))).toBe(pen.kg);
          const delivered = sheet.loads.flatMap((load) =>
            load.deliveries.filter((delivery) => delivery.penId === pen.id).map((delivery) => delivery.kg),
          );
          expect(sum(delivered)).toBe(pen.kg);
        }
        // The fewest loads: one less would not fit.
        expect((sheet.loads.length - 1) * capacity).toBeLessThan(sheet.totalKg);
        // Whole steps: no float tails.
        for (const load of sheet.loads)
          expect(Number.isInteger(Number((load.kg / step).toFixed(9)))).toBe(true);
      }
    }
  });

  it('flags a feed the scale cannot weigh in a load', () => {
    // 20 head: 4 kg of mineral per load, under a 10 kg step.
    const sheet = sheetOf({ ...DIET, pens: [{ id: 'A', headCount: 20 }], scaleStepKg: 10 });
    const mineral = sheet.loads[0]?.feeds.find((feed) => feed.id === 'mineral');
    expect(mineral?.exactKg).toBeCloseTo(4, 9);
    expect(mineral?.isBelowScaleStep).toBe(true);
    expect(sheet.loads[0]?.feeds.find((feed) => feed.id === 'corn')?.isBelowScaleStep).toBe(false);
  });

  it('flags an amount that rounding to the step changes by more than 5 %, with the exact amount (hand-checked)', () => {
    // One head eating 30 kg as fed, soybean meal 23 % = 6.9 kg, silage 23.1 kg, 5 kg step.
    // 30 kg = 6 steps; 4.62 and 1.38 steps → floors 4 + 1, the step left to the silage (.62 beats .38):
    // 25 kg of silage (+8.2 %) and 5 kg of soybean meal ((5 − 6.9) / 6.9 = −27.5 %).
    const sheet = sheetOf({
      feeds: [
        { id: 'silage', asFedPercent: 77, dryMatterPercent: 35 },
        { id: 'soybeanMeal', asFedPercent: 23, dryMatterPercent: 89 },
      ],
      asFedIntakeKgPerHead: 30,
      pens: [{ id: 'A', headCount: 1 }],
      mixerCapacityKg: 1000,
      scaleStepKg: 5,
    });
    const [silage, soybeanMeal] = sheet.loads[0]?.feeds ?? [];
    expect(soybeanMeal?.kg).toBe(5);
    expect(soybeanMeal?.exactKg).toBeCloseTo(6.9, 9);
    expect(soybeanMeal?.roundingChangePercent).toBeCloseTo(-27.536, 3);
    expect(soybeanMeal?.isRoundedOff).toBe(true);
    expect(silage?.kg).toBe(25);
    expect(silage?.roundingChangePercent).toBeCloseTo(8.225, 3);
    expect(silage?.isRoundedOff).toBe(true);
    // The pen's amounts are flagged the same way.
    expect(sheet.pens[0]?.feeds.map((feed) => feed.isRoundedOff)).toEqual([true, true]);
    // 105 head on a 5 kg step: 1050 kg of silage and 840 kg of corn are exact; nothing changes by 5 %.
    const large = sheetOf(DIET);
    for (const load of large.loads)
      for (const feed of load.feeds.filter((amount) => amount.id !== 'mineral'))
        expect(feed.isRoundedOff, `${load.number} ${feed.id}`).toBe(false);
  });

  it('flags exactly the amounts rounded by more than 5 % of their exact amount', () => {
    for (const step of [0.5, 1, 5, 10]) {
      const sheet = sheetOf({ ...DIET, pens: [{ id: 'A', headCount: 13 }], scaleStepKg: step });
      for (const amount of [...sheet.loads, ...sheet.pens].flatMap((part) => part.feeds)) {
        const change = Math.abs(amount.kg - amount.exactKg) / amount.exactKg;
        expect(amount.isRoundedOff, `${step} ${amount.id}`).toBe(change > 0.05 + 1e-9);
      }
    }
  });

  it('a wetter silage than the catalogue needs more kg as fed, a drier one less', () => {
    const withSilageDm = (dm: number) =>
      sheetOf({
        ...DIET,
        feeds: DIET.feeds.map((feed) =>
          feed.id === 'silage' ? { ...feed, measuredDryMatterPercent: dm } : feed,
        ),
      }).perHead[0]?.asFedKg ?? 0;
    expect(withSilageDm(30)).toBeGreaterThan(10);
    expect(withSilageDm(40)).toBeCloseTo(8.75, 9); // 10 × 35 / 40
    expect(withSilageDm(35)).toBeCloseTo(10, 9);
  });

  it('answers every bad input as a field error', () => {
    const outcome = calculateFeedingSheet({
      feeds: [
        { id: 'silage', asFedPercent: 50, dryMatterPercent: 35, measuredDryMatterPercent: 0 },
        { id: 'silage', asFedPercent: 50, dryMatterPercent: 135 },
      ],
      asFedIntakeKgPerHead: Number.NaN,
      pens: [{ id: 'A', headCount: 2.5 }],
      mixerCapacityKg: 4,
      scaleStepKg: 5,
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual(
      expect.arrayContaining([
        { field: 'feeds.0.measuredDryMatterPercent', code: 'MUST_BE_POSITIVE' },
        { field: 'feeds.1.id', code: 'DUPLICATE_ID' },
        { field: 'feeds.1.dryMatterPercent', code: 'MAX_100_PERCENT' },
        { field: 'pens.0.headCount', code: 'MUST_BE_WHOLE' },
        { field: 'asFedIntakeKgPerHead', code: 'MUST_BE_POSITIVE' },
        { field: 'mixerCapacityKg', code: 'CAPACITY_BELOW_STEP' },
      ]),
    );
    expect(calculateFeedingSheet({ ...DIET, pens: [] })).toEqual({
      ok: false,
      errors: [{ field: 'pens', code: 'NO_PENS' }],
    });
  });
});
