import { describe, expect, it } from 'vitest';
import { milho, sal, soja, ureia } from '../formulation/testing/supplement-feeds';
import { loadLpSolver } from '../formulation/lp-solver';
import type { LpSolver } from '../formulation/lp-solver';
import { findDefaultSaltPercent, formulateLeastCostSupplement } from './least-cost-supplement';

const solver: LpSolver = await loadLpSolver();

describe('formulateLeastCostSupplement (docs/decisions/least-cost-supplement.md)', () => {
  it('hand-solved: salt at its share, then the cheapest protein per point of CP', () => {
    // 350 kg at 0.2 % BW: 0.7 kg/day; salt 0.025/0.2 = 12.5 % as fed. CP ≥ 40 % of DM with corn, soybean meal
    // and urea on the other 87.5 %: urea is the cheapest CP (3.5 / 2.78 per kg CP as fed) until its ceiling
    // 40 g/100 kg × 3.5 = 140 g = 20 % of 0.7 kg; here CP needs less urea, with corn the cheapest filler.
    const result = formulateLeastCostSupplement(
      { feeds: [milho, soja, ureia, sal], proteinPercent: 40, bodyWeightKg: 350, intakePercentOfBw: 0.2 },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const v = result.value;
    const share = Object.fromEntries(v.feeds.map((f) => [f.id, f.asFedPercent / 100]));
    expect(share.sal).toBeCloseTo(0.125, 9);
    expect(v.composition.PB).toBeCloseTo(40, 6);
    // DM-basis CP equation: 0.88 m·9 + 0.89 s·48 + 0.99 u·281 = 40 × (0.88 m + 0.89 s + 0.99 u + 1.0 × 0.125).
    const m = share.milho as number;
    const u = share.ureia as number;
    expect(share.soja).toBeCloseTo(0, 9);
    expect(m + u).toBeCloseTo(0.875, 9);
    expect(0.88 * m * 9 + 0.99 * u * 281).toBeCloseTo(40 * (0.88 * m + 0.99 * u + 0.125), 6);
    expect(v.costPerHeadPerDay).toBeCloseTo(0.7 * (1.1 * m + 3.5 * u + 1 * 0.125), 9);
    expect(v.costPerArroba).toBeNull();
  });

  it('urea stays within its ceiling; cost per arroba from the gain and carcass yield', () => {
    const result = formulateLeastCostSupplement(
      {
        feeds: [milho, soja, ureia, sal],
        proteinPercent: 45,
        bodyWeightKg: 300,
        intakePercentOfBw: 0.1,
        ureaMaxGramsPer100KgBw: 10,
        dailyGainKg: 0.3,
        carcassYieldPercent: 50,
      },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.ureaGramsPerDay).toBeLessThanOrEqual(30 + 1e-6);
    expect(result.value.ureaMaxGramsPerDay).toBeCloseTo(30, 9);
    // 0.3 kg/day × 50 % = 0.15 kg carcass = 0.01 arroba per day.
    expect(result.value.costPerArroba).toBeCloseTo(result.value.costPerHeadPerDay / 0.01, 9);
  });

  it('prices change the mix (the maximum-TDN mode ignores them)', () => {
    const cheapMeal = { ...soja, costPerKg: 0.5 };
    const base = { proteinPercent: 35, bodyWeightKg: 400, intakePercentOfBw: 0.2 };
    const a = formulateLeastCostSupplement({ ...base, feeds: [milho, soja, ureia, sal] }, solver);
    const b = formulateLeastCostSupplement({ ...base, feeds: [milho, cheapMeal, ureia, sal] }, solver);
    if (!a.ok || !b.ok) throw new Error('supplement');
    expect(b.value.feeds[1]?.asFedPercent).toBeGreaterThan((a.value.feeds[1]?.asFedPercent ?? 0) + 10);
  });

  it('refuses unpriced feeds, no salt, roughage; salt share default within 5–45 %', () => {
    const unpriced = formulateLeastCostSupplement(
      {
        feeds: [{ ...milho, costPerKg: null }, ureia],
        proteinPercent: 30,
        bodyWeightKg: 300,
        intakePercentOfBw: 0.2,
      },
      solver,
    );
    expect(unpriced.ok).toBe(false);
    if (!unpriced.ok)
      expect(unpriced.errors.map((e) => e.code)).toEqual(
        expect.arrayContaining(['SUPPLEMENT_FEED_PRICE_REQUIRED', 'SUPPLEMENT_SALT_REQUIRED']),
      );
    expect(findDefaultSaltPercent(0.1)).toBeCloseTo(25, 9);
    expect(findDefaultSaltPercent(0.01)).toBe(45);
    expect(findDefaultSaltPercent(1)).toBe(5);
  });
});
