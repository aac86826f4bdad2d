/**
 * The effective fibre floor (docs/decisions/effective-fibre-floor.md) on the feedlot walk's feeds; the diet
 * guards over random problems are in diet-guards.properties.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { applyFibreFloor, effectiveFibreOf } from './diet-guards';
import type { Requirements } from './requirement-supply';
import { createFeedlotWalkFeeds } from './testing/feedlot-walk';

describe('effective fibre floor', () => {
  const requirements: Requirements = {
    CMS: { min: 9.86, max: 10.84 },
    NDT: { min: 6.76, max: null },
    PB: { min: 1064, max: null },
    FDN: { min: 2.47, max: null },
  };

  it('only roughage fibre (or an analysed FDNfe) counts; protein-meal NDF never does', () => {
    const feeds = createFeedlotWalkFeeds();
    const silage = feeds.find((f) => f.id === 'silage');
    const meal = feeds.find((f) => f.id === 'soybeanMeal');
    expect(silage && effectiveFibreOf(silage)).toBe(silage?.nutrients.FDN);
    expect(meal && effectiveFibreOf(meal)).toBe(0);
    expect(meal && effectiveFibreOf({ ...meal, nutrients: { ...meal.nutrients, FDNfe: 3 } })).toBe(3);
  });

  it('replaces the NDF minimum by floor × intake, keeps a user-set bound, and skips a diet with no roughage', () => {
    const feeds = createFeedlotWalkFeeds();
    const floor = { rule: 'effective', minPercentOfDm: 6 } as const;
    const applied = applyFibreFloor(requirements, feeds, floor);
    expect(applied.requirements.FDN).toEqual({ min: null, max: null });
    expect(applied.requirements.FDNfe?.min).toBeCloseTo(0.06 * 9.86, 12);
    expect(applyFibreFloor(requirements, feeds, floor, new Set(['FDN'])).requirements.FDN).toEqual(
      requirements.FDN,
    );
    const noRoughage = applyFibreFloor(
      requirements,
      feeds.filter((f) => !f.roughage),
      floor,
    );
    expect(noRoughage.outcome.applied).toBe(false);
    expect(noRoughage.requirements.FDNfe?.min ?? null).toBeNull();
    expect(applyFibreFloor(requirements, feeds, { rule: 'ndf', minPercentOfDm: 6 }).requirements).toBe(
      requirements,
    );
  });
});
