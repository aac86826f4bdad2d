// findDietAlternatives over random problems: every alternative feasible, within the tolerance, different.
import { describe, expect, it } from 'vitest';
import { applyDefaultInclusionCaps } from '../feeds/feed-class';
import { buildRows, givenBounds, prepareDietModel } from '../formulation/diet-model';
import type { FormulationInput } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { generateDietProblem } from '../formulation/testing/random-problems';
import { findDietAlternatives } from './diet-alternatives';
import type { DietAlternative } from './diet-alternatives';

const solver = await loadLpSolver();

/** Every row of the spec's model (requirements, feed limits, roughage and mineral shares) holds for `diet`. */
function isFeasible(input: FormulationInput, diet: DietAlternative): boolean {
  const model = prepareDietModel(input.feeds, input.requirements, input.roughagePercent ?? null);
  const rows = buildRows(model, givenBounds(input.requirements), true);
  const x = model.feeds.map((f) => diet.feeds.find((r) => r.id === f.feed.id)?.dryMatterKg ?? 0);
  // Feeds the model excludes must be absent.
  const usable = new Set(model.feeds.map((f) => f.feed.id));
  if (diet.feeds.some((f) => !usable.has(f.id) && f.dryMatterKg > 1e-9)) return false;
  return rows.every(({ row }) => {
    const activity = row.coefficients.reduce((sum, a, j) => sum + a * (x[j] ?? 0), 0);
    const slack = 1e-6 * Math.max(1, Math.abs(row.lower), Math.abs(row.upper === Infinity ? 0 : row.upper));
    return activity >= row.lower - slack && activity <= row.upper + slack;
  });
}

describe('findDietAlternatives', () => {
  const problems = Array.from({ length: 25 }, (_, i) =>
    generateDietProblem(8000 + i, { feedCount: 7 + (i % 4), traceMinerals: i % 3 === 0 }),
  );

  for (const tolerancePercent of [2, 10]) {
    it(`within ${tolerancePercent} %: feasible, within the tolerance, pairwise different, at most 3`, () => {
      let found = 0;
      for (const problem of problems) {
        const input: FormulationInput = { ...problem, feeds: applyDefaultInclusionCaps(problem.feeds) };
        const result = findDietAlternatives(input, solver, { tolerancePercent });
        if (!result.ok) {
          expect(result.reason).toBe('NOT_OPTIMAL');
          continue;
        }
        const { optimal, alternatives } = result.value;
        expect(alternatives.length).toBeLessThanOrEqual(3);
        const sets = [
          optimal.feeds.filter((f) => f.dryMatterKg > 1e-9).map((f) => f.id),
          ...alternatives.map((a) => a.feedIds),
        ];
        const keys = sets.map((ids) => [...ids].sort().join(','));
        expect(new Set(keys).size).toBe(keys.length);
        for (const alternative of alternatives) {
          found++;
          expect(isFeasible(input, alternative)).toBe(true);
          const cost = alternative.feeds.reduce((sum, f) => sum + f.costPerDay, 0);
          expect(cost).toBeCloseTo(alternative.costPerDay, 9);
          expect(cost).toBeLessThanOrEqual(optimal.costPerDay * (1 + tolerancePercent / 100) + 1e-6);
          expect(cost).toBeGreaterThanOrEqual(optimal.costPerDay - 1e-6);
          for (const id of alternative.excludedIds) expect(alternative.feedIds).not.toContain(id);
        }
      }
      expect(found).toBeGreaterThan(tolerancePercent === 2 ? 5 : 20);
    }, 60_000);
  }
});
