/**
 * Properties of the diet guards over random problems (docs/decisions/no-filler-pass.md,
 * ratio-constraints.md, minimum-inclusion.md, trace-mineral-premix.md, effective-fibre-floor.md).
 */
import { describe, expect, it } from 'vitest';
import { applyDefaultInclusionCaps } from '../feeds/feed-class';
import { MICRO_MINERALS } from '../feeds/nutrients';
import { buildRows, costProblem, givenBounds, prepareDietModel } from './diet-model';
import { isFillerFeed } from './diet-guards';
import { formulateDiet } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import type { RequirementKey } from './requirement-supply';
import { generateDietProblem } from './testing/random-problems';

const solver: LpSolver = await loadLpSolver();
const FAST = { explainConflicts: false, economics: false } as const;

describe('no filler: no diet as cheap has less mineral and NPN dry matter', () => {
  const problems = Array.from({ length: 30 }, (_, i) =>
    generateDietProblem(5100 + i, { feedCount: 5, mineralSources: true }),
  );

  /** Least cost of the problem's LP (intake minimum on food) with total filler at most `fillerMax`. */
  function cheapestWithFillerAtMost(problem: (typeof problems)[number], fillerMax: number): number | null {
    const feeds = applyDefaultInclusionCaps(problem.feeds);
    const model = prepareDietModel(feeds, problem.requirements, problem.roughagePercent, [], {
      noFillerIntake: true,
    });
    const rows = buildRows(model, givenBounds(problem.requirements), true);
    const lp = costProblem(model, rows);
    const solution = solver.solve({
      ...lp,
      rows: [
        ...lp.rows,
        { coefficients: model.feeds.map((f) => (f.filler ? 1 : 0)), lower: -Infinity, upper: fillerMax },
      ],
    });
    return solution.status === 'optimal' ? solution.objective : null;
  }

  it('holds on random problems with salt, limestone, phosphate and urea on offer', () => {
    let checked = 0;
    for (const problem of problems) {
      const feeds = applyDefaultInclusionCaps(problem.feeds);
      const result = formulateDiet({ ...problem, feeds }, solver, { ...FAST, minimumInclusion: false });
      if (!result.ok || result.value.status !== 'otima') continue;
      const diet = result.value;
      const filler = diet.feeds.reduce((sum, f, i) => {
        const feed = feeds[i];
        return sum + (feed && isFillerFeed(feed) ? f.dryMatterKg : 0);
      }, 0);
      if (filler <= 1e-6) continue;
      checked++;
      // One per cent less filler (at least 1 g): infeasible, or dearer than the diet.
      const cost = cheapestWithFillerAtMost(problem, filler - Math.max(0.001, 0.01 * filler));
      const dmCost = diet.feeds.reduce((sum, f, i) => {
        const feed = feeds[i];
        const ms = (feed?.nutrients.MS ?? 100) / 100;
        return sum + (f.dryMatterKg * (feed?.costPerKg ?? 0)) / ms;
      }, 0);
      if (cost !== null) expect(cost).toBeGreaterThan(dmCost * (1 + 1e-7));
    }
    expect(checked).toBeGreaterThan(10);
  }, 90_000);

  it('is needed: counting minerals as intake, the same problems buy filler that saves money', () => {
    let filled = 0;
    for (const problem of problems) {
      const feeds = applyDefaultInclusionCaps(problem.feeds);
      const plain = formulateDiet({ ...problem, feeds }, solver, {
        ...FAST,
        noFiller: false,
        minimumInclusion: false,
      });
      if (!plain.ok || plain.value.status !== 'otima') continue;
      const filler = plain.value.feeds.reduce((sum, f, i) => {
        const feed = feeds[i];
        return sum + (feed && isFillerFeed(feed) ? f.dryMatterKg : 0);
      }, 0);
      const cost = cheapestWithFillerAtMost(problem, filler - Math.max(0.001, 0.01 * filler));
      // Under the food-intake rule a diet with less filler exists at no more cost than the plain diet's …
      // … or the plain diet's filler was all needed; count the first.
      if (filler > 1e-6 && cost !== null && cost <= plain.value.costPerDay * (1 + 1e-3)) filled++;
    }
    expect(filled).toBeGreaterThanOrEqual(3);
  }, 90_000);
});

describe('Ca:P bounds are rows of the LP', () => {
  it('every exact diet of random problems has Ca:P within the bounds', () => {
    let exact = 0;
    for (let i = 0; i < 30; i++) {
      const problem = generateDietProblem(6200 + i, { feedCount: 5, mineralSources: true });
      const feeds = applyDefaultInclusionCaps(problem.feeds);
      const bounds = { min: 1.5, max: 3 };
      const result = formulateDiet({ ...problem, feeds, caPRatio: bounds }, solver, FAST);
      if (!result.ok || result.value.status !== 'otima') continue;
      exact++;
      const { Ca, P } = result.value.nutrients;
      expect(Ca / P).toBeGreaterThanOrEqual(bounds.min * (1 - 1e-6));
      expect(Ca / P).toBeLessThanOrEqual(bounds.max * (1 + 1e-6));
      expect(result.value.caPRatio?.value).toBeCloseTo(Ca / P, 9);
    }
    expect(exact).toBeGreaterThan(10);
  }, 90_000);
});

describe('minimum inclusion: exact, and never a feed below it', () => {
  it('equals the best of every support on small random problems (brute force)', () => {
    let compared = 0;
    for (let i = 0; i < 12; i++) {
      const problem = generateDietProblem(7700 + i, { feedCount: 5 });
      // Large minimums (1.5 kg as fed) so that they bind.
      const grams = Object.fromEntries(problem.feeds.map((f) => [f.id, 1500]));
      const input = { ...problem, minimumInclusionGrams: grams };
      const result = formulateDiet(input, solver, { ...FAST, noFiller: false, traceMineralPremix: false });
      if (!result.ok) continue;
      const model = prepareDietModel(problem.feeds, problem.requirements, problem.roughagePercent);
      const lp = costProblem(model, buildRows(model, givenBounds(problem.requirements), true));
      const n = model.feeds.length;
      let best = Infinity;
      for (let mask = 1; mask < 1 << n; mask++) {
        const used = (j: number) => (mask >> j) & 1;
        const s = solver.solve({
          ...lp,
          columnLower: model.feeds.map((f, j) => (used(j) ? 1.5 * f.dryMatterFraction : 0)),
          columnUpper: model.feeds.map((_, j) => (used(j) ? Infinity : 0)),
        });
        if (s.status === 'optimal') best = Math.min(best, s.objective);
      }
      if (best === Infinity) {
        // No support holds every minimum: the least-cost diet is given with the feeds below it named.
        expect(result.value.warnings.some((w) => w.code === 'BELOW_MINIMUM_INCLUSION')).toBe(true);
        continue;
      }
      compared++;
      expect(result.value.status).toBe('otima');
      expect(result.value.costPerDay).toBeCloseTo(best, 6);
      for (const fed of result.value.feeds)
        if (fed.asFedKg > 0) expect(fed.asFedKg).toBeGreaterThanOrEqual(1.5 * (1 - 1e-6));
    }
    expect(compared).toBeGreaterThan(4);
  }, 90_000);
});

describe('trace minerals never drive the bulk feeds', () => {
  it('removing the trace-mineral rows changes no feed by more than 1 % of DM', () => {
    let compared = 0;
    for (let i = 0; i < 24; i++) {
      const problem = generateDietProblem(8300 + i, { feedCount: 6, traceMinerals: true });
      // Without the default caps: the generator's premix is about 1/7 of its reference diet.
      const feeds = problem.feeds;
      const withTrace = formulateDiet({ ...problem, feeds }, solver, FAST);
      const requirements: Partial<Record<RequirementKey, { min: number | null; max: number | null }>> = {
        ...problem.requirements,
      };
      for (const key of MICRO_MINERALS) delete requirements[key];
      const withoutTrace = formulateDiet({ ...problem, feeds, requirements }, solver, FAST);
      if (!withTrace.ok || !withoutTrace.ok || withoutTrace.value.status !== 'otima') continue;
      compared++;
      expect(withTrace.value.status).toBe('otima');
      const dmi = withoutTrace.value.dryMatterIntakeKg;
      withTrace.value.feeds.forEach((fed, j) => {
        const other = withoutTrace.value.feeds[j]?.dryMatterKg ?? 0;
        expect(Math.abs(fed.dryMatterKg - other), `seed ${8300 + i} ${fed.id}`).toBeLessThanOrEqual(
          0.01 * dmi + 1e-9,
        );
      });
      // Each trace minimum is met by the feeds plus the premix.
      for (const key of MICRO_MINERALS) {
        const min = problem.requirements[key]?.min ?? null;
        if (min !== null) expect(withTrace.value.nutrients[key]).toBeGreaterThanOrEqual(min * (1 - 1e-6));
      }
    }
    expect(compared).toBeGreaterThan(10);
  }, 90_000);
});

describe('effective fibre floor', () => {
  it('on random problems an effective floor is met by roughage alone', () => {
    let exact = 0;
    for (let i = 0; i < 20; i++) {
      const problem = generateDietProblem(9100 + i, { feedCount: 5 });
      const floor = { rule: 'effective', minPercentOfDm: 8 } as const;
      const result = formulateDiet({ ...problem, fibreFloor: floor }, solver, FAST);
      if (!result.ok || result.value.status !== 'otima') continue;
      exact++;
      const roughageNdf = result.value.feeds.reduce((sum, fed, j) => {
        const feed = problem.feeds[j];
        return sum + (feed?.roughage ? (fed.dryMatterKg * (feed.nutrients.FDN ?? 0)) / 100 : 0);
      }, 0);
      const intake = problem.requirements.CMS?.min ?? 0;
      expect(roughageNdf).toBeGreaterThanOrEqual(0.08 * intake * (1 - 1e-6));
      expect(result.value.fibre?.suppliedPercentOfDm).toBeCloseTo(
        (roughageNdf / result.value.dryMatterIntakeKg) * 100,
        6,
      );
    }
    expect(exact).toBeGreaterThan(8);
  }, 90_000);
});
