/**
 * Least-cost supplement for a target gain on pasture (docs/decisions/least-cost-supplement.md), with the
 * catalogue's feeds (NASEM 2021 feed library rows 44, 141, 165, 201; the catalogue's mineral mix for grazing
 * cattle; the Brazilian dry-season (deferred Marandu) and fertilised Coastcross pasture rows).
 */
import { describe, expect, it } from 'vitest';
import type { Animal } from '../animal/animal';
import { normalizeFeed } from '../feeds/feed';
import { loadLpSolver } from '../formulation/lp-solver';
import type { LpSolver } from '../formulation/lp-solver';
import { createRandom } from '../formulation/testing/random-problems';
import { calculateDietSupply } from '../prediction/diet-supply';
import { findGrazingIntakeBasis, grazingIntakeKg } from '../prediction/grazing-intake';
import { predictPerformance } from '../prediction/predict-performance';
import { GAIN_TARGET_TOLERANCE_KG, formulateSupplementForGain } from './supplement-for-gain';

const solver: LpSolver = await loadLpSolver();

const corn = normalizeFeed({
  id: 'corn',
  tipo: 3,
  nutrientes: {
    MS: 86.907,
    PB: 8.514,
    PDR: 4.8325,
    PNDR: 3.6815,
    NDT: 88.69,
    EM: 2.9607,
    Ca: 0.035,
    P: 0.309,
  },
  custo: 1.1,
});
const soybeanMeal = normalizeFeed({
  id: 'soybeanMeal',
  tipo: 2,
  nutrientes: {
    MS: 89.267,
    PB: 52.644,
    PDR: 35.4052,
    PNDR: 17.2388,
    NDT: 81.39,
    EM: 3.4476,
    Ca: 0.4,
    P: 0.739,
  },
  custo: 2.3,
});
const urea = normalizeFeed({
  id: 'urea',
  tipo: 8,
  nutrientes: { MS: 99, PB: 281, PDR: 281, PNDR: 0, NDT: 0, EM: 0 },
  custo: 3.5,
});
const salt = normalizeFeed({ id: 'salt', tipo: 4, nutrientes: { MS: 100, MM: 100, Na: 39.3 }, custo: 1.2 });
const mineralMix = normalizeFeed({
  id: 'mineralMix',
  tipo: 4,
  nutrientes: { MS: 100, MM: 100, Ca: 12.213, P: 10.7115, Na: 17.0717 },
  custo: 4,
});
const FEEDS = [corn, soybeanMeal, urea, salt, mineralMix];
const drySeason = normalizeFeed({
  id: 'marandu',
  tipo: 6,
  nutrientes: { MS: 17.2, PB: 7, NDT: 53.52, FDN: 72.7, EM: 1.9279, Ca: 0.36, P: 0.215 },
  custo: null,
  volumoso: true,
});
const rainySeason = normalizeFeed({
  id: 'coastcross',
  tipo: 6,
  nutrientes: {
    MS: 17.2,
    PB: 13.6,
    PDR: 8.9988,
    PNDR: 4.6012,
    NDT: 64.5052,
    FDN: 79.8,
    EM: 2.3858,
    Ca: 0.39,
    P: 0.25,
  },
  custo: null,
  volumoso: true,
});
const steer = (weight: number): Animal =>
  ({
    tipo: 'crescimento_terminacao',
    raca: 'zebuino',
    regime: 'pasto',
    sexo: 'macho',
    peso_corporal_inicial: weight,
    peso_corporal_final: weight,
  }) as Animal;

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

  it('a dearer feed never makes the supplement cheaper', () => {
    const random = createRandom(9090);
    const animal = steer(350);
    for (let i = 0; i < 12; i++) {
      const prices = FEEDS.map((f) => (f.costPerKg ?? 1) * (0.6 + random()));
      const priced = FEEDS.map((f, j) => ({ ...f, costPerKg: prices[j] ?? 1 }));
      const target = 0.15 + 0.35 * random();
      const base = formulateSupplementForGain(
        { feeds: priced, pasture: drySeason, animal, targetGainKg: target },
        solver,
      );
      if (!base.ok) continue;
      const k = Math.floor(random() * FEEDS.length);
      const dearer = priced.map((f, j) =>
        j === k ? { ...f, costPerKg: (f.costPerKg ?? 1) * (1 + random()) } : f,
      );
      const after = formulateSupplementForGain(
        { feeds: dearer, pasture: drySeason, animal, targetGainKg: target },
        solver,
      );
      expect(after.ok).toBe(true);
      if (!after.ok) continue;
      expect(after.value.costPerHeadPerDay).toBeGreaterThanOrEqual(base.value.costPerHeadPerDay * (1 - 1e-6));
    }
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
