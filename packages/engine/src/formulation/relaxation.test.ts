import { describe, expect, it } from 'vitest';
import { normalizeFeed } from '../feeds/feed';
import { givenBounds, prepareDietModel, relaxableKeys } from './diet-model';
import { formulateDiet } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import {
  RELAXATION_STRATEGIES,
  RELAX_SUBSET_SIZES,
  calculatePenalty,
  firstCombinations,
  relaxedBounds,
  searchRelaxationSubsets,
  solveRelaxationAttempt,
} from './relaxation';
import { generateDietProblem } from './testing/random-problems';

const solver: LpSolver = await loadLpSolver();

const feeds = [
  normalizeFeed({
    id: 'silagem',
    tipo: 1,
    nutrientes: { MS: 30, PB: 7, NDT: 62, FDN: 55, Ca: 0.3, P: 0.2 },
    custo: 0.18,
  }),
  normalizeFeed({
    id: 'milho',
    tipo: 3,
    nutrientes: { MS: 88, PB: 9, NDT: 85, FDN: 12, Ca: 0.03, P: 0.28 },
    custo: 0.9,
  }),
  normalizeFeed({
    id: 'soja',
    tipo: 2,
    nutrientes: { MS: 89, PB: 48, NDT: 81, FDN: 14, Ca: 0.3, P: 0.65 },
    custo: 2.1,
  }),
];

describe('spec penalty (docs/product/calculation.md#constants)', () => {
  const model = prepareDietModel(feeds, {}, null);
  it('charges 10 × shortfall, 10 × excess, 100 × CMS excess, and the square above twice the maximum', () => {
    // 1 kg DM of soja: PB 480 g, NDT 0.81 kg, CMS 1 kg.
    const x = [0, 0, 1];
    expect(calculatePenalty(model, givenBounds({ PB: { min: 500, max: null } }), x)).toBeCloseTo(10 * 20, 9);
    expect(calculatePenalty(model, givenBounds({ PB: { min: null, max: 400 } }), x)).toBeCloseTo(10 * 80, 9);
    // Above twice the maximum: 10 × 380 + 380².
    expect(calculatePenalty(model, givenBounds({ PB: { min: null, max: 100 } }), x)).toBeCloseTo(
      10 * 380 + 380 ** 2,
      6,
    );
    expect(calculatePenalty(model, givenBounds({ CMS: { min: null, max: 0.9 } }), x)).toBeCloseTo(
      100 * 0.1,
      9,
    );
  });
  it('takes the CMS minimum as 80 % of its maximum', () => {
    const x = [0, 0, 1];
    // CMS 1 kg against min 1.2 / max 1.3: the penalty minimum is 1.04 → 10 × 0.04.
    expect(calculatePenalty(model, givenBounds({ CMS: { min: 1.2, max: 1.3 } }), x)).toBeCloseTo(0.4, 9);
    // Against min 1.1 / max 1.25: 0.8 × 1.25 = 1.0 → no penalty although below the minimum.
    expect(calculatePenalty(model, givenBounds({ CMS: { min: 1.1, max: 1.25 } }), x)).toBeCloseTo(0, 12);
  });
  it('penalises the feed 42-52|0|600 above 31 % of DM hugely', () => {
    const special = normalizeFeed({ id: '42-52|0|600', nutrientes: { MS: 90 }, custo: 1 });
    const m = prepareDietModel([...feeds, special], {}, null);
    expect(calculatePenalty(m, {}, [1, 0, 0, 0.5])).toBeGreaterThan(1e8);
    expect(calculatePenalty(m, {}, [1, 0, 0, 0.4])).toBe(0);
  });
});

describe('subset search order (docs/product/calculation.md#diet-solver step 2)', () => {
  it('tries relax, remove, relax without minerals fixed; sizes 5 to 1; the first 10 combinations', () => {
    expect(RELAXATION_STRATEGIES).toEqual(['relax', 'remove', 'relaxWithoutMineralsFixed']);
    expect(RELAX_SUBSET_SIZES).toEqual([5, 4, 3, 2, 1]);
    expect(firstCombinations(['a', 'b', 'c', 'd'], 2, 10)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
      ['b', 'c'],
      ['b', 'd'],
      ['c', 'd'],
    ]);
    expect(firstCombinations([1, 2, 3, 4, 5, 6, 7], 3, 10)).toHaveLength(10);
    expect(firstCombinations([1, 2, 3, 4, 5, 6, 7], 3, 10)[9]).toEqual([1, 4, 5]);
  });

  it('relaxes CMS to 0.5 × minimum and 1.5 × maximum, and never relaxes minerals', () => {
    const bounds = givenBounds({
      CMS: { min: 8, max: 9 },
      PB: { min: 1000, max: 1400 },
      NDT: { min: 6, max: null },
      Ca: { min: 30, max: 60 },
    });
    expect(relaxableKeys(bounds)).toEqual(['CMS', 'NDT', 'PB']);
    const relaxed = relaxedBounds(bounds, 'relax', ['PB']);
    expect(relaxed.CMS).toEqual({ min: 4, max: 13.5 });
    expect(relaxed.PB).toEqual({ min: 500, max: 2100 });
    expect(relaxed.NDT).toEqual({ min: 6, max: null });
    expect(relaxed.Ca).toEqual({ min: 30, max: 60 });
    const removed = relaxedBounds(bounds, 'remove', ['PB', 'NDT']);
    expect(removed.PB).toBeUndefined();
    expect(removed.NDT).toBeUndefined();
    expect(removed.CMS).toEqual({ min: 8, max: 9 });
  });

  it('counts its LPs: at most 10 per size per strategy', () => {
    const problem = generateDietProblem(5, { feedCount: 6, infeasible: true });
    const bounds = givenBounds(problem.requirements);
    const model = prepareDietModel(problem.feeds, problem.requirements, null);
    const n = relaxableKeys(bounds).length;
    const choose = (a: number, b: number): number =>
      b > a ? 0 : b === 0 ? 1 : (choose(a - 1, b - 1) * a) / b;
    const expected = 3 * RELAX_SUBSET_SIZES.reduce((sum, k) => sum + Math.min(10, choose(n, k)), 0);
    expect(searchRelaxationSubsets(model, bounds, solver).attempts).toBe(expected);
    expect(expected).toBeLessThanOrEqual(150);
  });

  it('keeps the attempt of lowest penalty', () => {
    const problem = generateDietProblem(11, { feedCount: 7, infeasible: true });
    const bounds = givenBounds(problem.requirements);
    const model = prepareDietModel(problem.feeds, problem.requirements, null);
    const { best } = searchRelaxationSubsets(model, bounds, solver);
    expect(best).not.toBeNull();
    const keys = relaxableKeys(bounds);
    for (const strategy of RELAXATION_STRATEGIES)
      for (const size of RELAX_SUBSET_SIZES)
        for (const subset of firstCombinations(keys, size, 10)) {
          const attempt = solveRelaxationAttempt(model, bounds, solver, strategy, subset);
          if (attempt) expect(best?.penalty).toBeLessThanOrEqual(attempt.penalty + 1e-9);
        }
  }, 30_000);
});

describe('elastic LP', () => {
  it('gives the product answer: aproximada with each miss listed', () => {
    const result = formulateDiet(
      { feeds, requirements: { CMS: { min: 8, max: 8.4 }, PB: { min: 5000, max: null } } },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.status).toBe('aproximada');
    // 5000 g PB needs 10.4 kg DM of soja: the product's weights (10 per g of PB short, 100 per kg of CMS
    // over) make the cheapest-penalty diet exceed the CMS maximum instead.
    expect(result.value.violations.length).toBeGreaterThan(0);
    for (const miss of result.value.violations) {
      expect(miss.supplied).toBeCloseTo(result.value.nutrients[miss.key], 9);
      if (miss.bound === 'min') expect(miss.supplied).toBeLessThan(miss.required);
      else expect(miss.supplied).toBeGreaterThan(miss.required);
    }
    expect(result.value.violations.find((v) => v.key === 'CMS')?.bound).toBe('max');
    expect(result.value.relaxation?.method.kind).toBe('elastic');
    // The subset search stays reachable by an option.
    const subsets = formulateDiet(
      { feeds, requirements: { CMS: { min: 8, max: 8.4 }, PB: { min: 5000, max: null } } },
      solver,
      { infeasibleStrategy: 'subsets' },
    );
    expect(subsets.ok && subsets.value.relaxation?.method.kind).toBe('subset');
    expect(subsets.ok && subsets.value.lpCount).toBeGreaterThan(3);
  });
});

describe('conflicts (irreducible infeasible set)', () => {
  it('explains a diet that cannot exist: two hard mineral bounds against the feeds', () => {
    const result = formulateDiet(
      {
        feeds,
        requirements: {
          CMS: { min: 8, max: 9 },
          PB: { min: 900, max: null },
          Ca: { min: null, max: 3 },
          P: { min: 50, max: null },
        },
      },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The best P:Ca feed (milho, 2.8 g P per 0.3 g Ca) needs 5.4 g Ca for 50 g P: no diet at all.
    expect(result.value.status).toBe('inviavel');
    expect(result.value.conflicts).toEqual([
      { kind: 'requirement', key: 'Ca', bound: 'max', value: 3 },
      { kind: 'requirement', key: 'P', bound: 'min', value: 50 },
    ]);
    expect(result.value.feeds.every((f) => f.dryMatterKg === 0)).toBe(true);
  });
});

describe('LPs of an infeasible formulation (docs/decisions/engine-speed.md)', () => {
  it('60 feeds: the least-penalty diet and its conflict (protein minimum against phosphorus maximum) in at most 10 LPs', () => {
    // The benchmark's 60-feed infeasible case (bench/formulation/cases.ts): 26 LPs before the conflict
    // search skipped rows outside the last Farkas ray and freed the rows left in one solve.
    const problem = generateDietProblem(60 * 7 + 1, {
      feedCount: 59,
      traceMinerals: true,
      infeasible: true,
      restrictionRate: 0.15,
    });
    const input = {
      feeds: problem.feeds,
      requirements: problem.requirements,
      roughagePercent: problem.roughagePercent,
    };
    const result = formulateDiet(input, solver);
    expect(result.ok && result.value.status).toBe('aproximada');
    if (!result.ok) return;
    expect(result.value.lpCount).toBeLessThanOrEqual(10);
    expect(
      result.value.conflicts.map((c) => (c.kind === 'requirement' ? `${c.key} ${c.bound}` : c.kind)),
    ).toEqual(['PB min', 'P max']);
  });
});
