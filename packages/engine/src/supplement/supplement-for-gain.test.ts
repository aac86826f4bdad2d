/**
 * Least-cost supplement for a target gain on pasture (docs/decisions/least-cost-supplement.md), with the
 * catalogue's feeds (NASEM 2021 feed library rows 44, 141, 165, 201; the catalogue's mineral mix for grazing
 * cattle; the Brazilian dry-season (deferred Marandu) and fertilised Coastcross pasture rows).
 */
import { describe, expect, it } from 'vitest';
import type { Animal } from '../animal/animal';
import { loadLpSolver } from '../formulation/lp-solver';
import type { LpSolver } from '../formulation/lp-solver';
import { FEEDS, drySeason, rainySeason, steer } from '../formulation/testing/supplement-feeds';
import { calculateDietSupply } from '../prediction/diet-supply';
import { findGrazingIntakeBasis, grazingIntakeKg } from '../prediction/grazing-intake';
import { predictPerformance } from '../prediction/predict-performance';
import { GAIN_TARGET_TOLERANCE_KG, formulateSupplementForGain } from './supplement-for-gain';

const solver: LpSolver = await loadLpSolver();

/** The gain the prediction gives, independently, for the supplement on the pasture offered ad libitum. */
function predictedGain(pasture: typeof drySeason, animal: Animal, amounts: Record<string, number>): number {
  const feeds = [
    { id: pasture.id, nutrientes: pasture.nutrients, quantidade: 200, volumoso: true },
    ...FEEDS.filter((f) => (amounts[f.id] ?? 0) > 0).map((f) => ({
      id: f.id,
      nutrientes: f.nutrients,
      quantidade: amounts[f.id] ?? 0,
    })),
  ];
  const result = predictPerformance(animal, feeds);
  if (!result.ok) throw new Error('prediction');
  return result.value.GMDEsperado;
}

describe('formulateSupplementForGain', () => {
  it('dry season: the predicted gain reaches each target, above the pasture alone', () => {
    for (const [weight, target] of [
      [250, 0.2],
      [350, 0.3],
      [350, 0.45],
      [450, 0.35],
    ] as const) {
      const animal = steer(weight);
      const result = formulateSupplementForGain(
        { feeds: FEEDS, pasture: drySeason, animal, targetGainKg: target },
        solver,
      );
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      const v = result.value;
      const amounts = Object.fromEntries(v.feeds.map((f) => [f.id, f.kgAsFedPerDay]));
      expect(predictedGain(drySeason, animal, amounts)).toBeGreaterThanOrEqual(
        target - GAIN_TARGET_TOLERANCE_KG,
      );
      expect(v.predictedGainKg).toBeGreaterThanOrEqual(target - GAIN_TARGET_TOLERANCE_KG);
      expect(v.gainWithoutSupplementKg).toBeLessThan(target);
      // Salt limits intake at 0.025 % of body weight; urea within 40 g per 100 kg.
      expect(amounts.salt).toBeCloseTo(0.00025 * weight, 9);
      expect(v.ureaGramsPerDay).toBeLessThanOrEqual(0.4 * weight + 1e-6);
      expect(v.costPerHeadPerDay).toBeCloseTo(
        v.feeds.reduce((sum, f, j) => sum + f.kgAsFedPerDay * (FEEDS[j]?.costPerKg ?? 0), 0),
        9,
      );
      // Per arroba: 15 kg of carcass at 50 % of the predicted gain.
      expect(v.costPerArroba).toBeCloseTo(v.costPerHeadPerDay / ((v.predictedGainKg * 0.5) / 15), 9);
    }
  });

  it('the forage eaten is the grazing intake prediction and formulation share, less the supplement', () => {
    // One forage intake (docs/decisions/prediction-intake-and-pasture.md, choice 6): forage + supplement DM
    // eaten = grazingIntakeKg of that diet (NRC 2000 intake of its energy, at least the zero-gain CMS).
    const animal = steer(350);
    const result = formulateSupplementForGain(
      { feeds: FEEDS, pasture: drySeason, animal, targetGainKg: 0.45 },
      solver,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const v = result.value;
    const eaten = [
      { id: drySeason.id, nutrientes: drySeason.nutrients, quantidade: v.forageDmKg / 0.172 },
      ...FEEDS.map((f, j) => ({
        id: f.id,
        nutrientes: f.nutrients,
        quantidade: v.feeds[j]?.kgAsFedPerDay ?? 0,
      })),
    ];
    const supply = calculateDietSupply(eaten);
    const basis = findGrazingIntakeBasis(animal);
    if (basis === null) throw new Error('a growing animal on pasture grazes');
    expect(supply.dmKg).toBeCloseTo(grazingIntakeKg(basis, supply), 2);
    expect(v.forageDmKg).toBeLessThan(v.forageAloneDmKg);
  });

  it('rainy season: a higher target costs at least as much; an unreachable one is refused', () => {
    const animal = steer(300);
    const run = (target: number) =>
      formulateSupplementForGain(
        { feeds: FEEDS, pasture: rainySeason, animal, targetGainKg: target },
        solver,
      );
    const low = run(0.5);
    const high = run(0.9);
    if (!low.ok || !high.ok) throw new Error('supplement');
    expect(high.value.costPerHeadPerDay).toBeGreaterThanOrEqual(low.value.costPerHeadPerDay - 1e-9);
    expect(high.value.predictedGainKg).toBeGreaterThanOrEqual(0.9 - GAIN_TARGET_TOLERANCE_KG);
    const dry = formulateSupplementForGain(
      { feeds: FEEDS, pasture: drySeason, animal, targetGainKg: 1.5 },
      solver,
    );
    expect(dry.ok).toBe(false);
    if (!dry.ok) expect(dry.errors).toEqual([{ code: 'SUPPLEMENT_INVALID' }]);
  });
});
