// findDietAlternatives over random problems: every alternative feasible, within the tolerance, different.
import { describe, expect, it } from 'vitest';
import { applyDefaultInclusionCaps } from '../feeds/feed-class';
import { buildRows, givenBounds, prepareDietModel } from '../formulation/diet-model';
import type { FormulationInput } from '../formulation/formulate-diet';
import { formulateDiet, PLAIN_LP_OPTIONS } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { generateDietProblem } from '../formulation/testing/random-problems';
import { findDietAlternatives } from './diet-alternatives';
import type { DietAlternative } from './diet-alternatives';

const solver = await loadLpSolver();

/** Every row of the product's model (requirements, feed limits, roughage and mineral shares) holds for `diet`. */
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

  it('finds what solving every single and pair exclusion finds (the skipped LPs change nothing)', () => {
    // Reference: every exclusion solved with the formulation's default relaxation, none skipped.
    const reference = (input: FormulationInput, tolerancePercent: number) => {
      const solve = (excluded: readonly string[]) =>
        formulateDiet(
          {
            ...input,
            feeds: input.feeds.map((f) =>
              excluded.includes(f.id) ? { ...f, minPercent: 0, maxPercent: 0 } : f,
            ),
          },
          solver,
          { economics: false, explainConflicts: false, ...PLAIN_LP_OPTIONS },
        );
      const base = solve([]);
      if (!base.ok || base.value.status !== 'otima') return null;
      const optimal = base.value;
      const budget =
        optimal.costPerDay * (1 + tolerancePercent / 100) + 1e-9 * Math.max(1, optimal.costPerDay);
      const used = optimal.feeds.filter((f) => f.dryMatterKg > 1e-9).map((f) => f.id);
      const model = prepareDietModel(input.feeds, input.requirements, input.roughagePercent ?? null);
      const droppable = used.filter((id) => model.feeds.find((f) => f.feed.id === id)?.minPercent === 0);
      const key = (ids: readonly string[]) => [...ids].sort().join(',');
      const taken = new Set([key(used)]);
      const out: { excludedIds: readonly string[]; costPerDay: number }[] = [];
      const collect = (exclusions: readonly (readonly string[])[]) => {
        const found = exclusions.flatMap((excludedIds) => {
          const solved = solve(excludedIds);
          if (!solved.ok || solved.value.status !== 'otima' || solved.value.costPerDay > budget) return [];
          const feedIds = solved.value.feeds.filter((f) => f.dryMatterKg > 1e-9).map((f) => f.id);
          return [{ excludedIds, feedIds, costPerDay: solved.value.costPerDay }];
        });
        for (const candidate of found.sort((a, b) => a.costPerDay - b.costPerDay)) {
          if (out.length >= 3 || taken.has(key(candidate.feedIds))) continue;
          taken.add(key(candidate.feedIds));
          out.push({ excludedIds: candidate.excludedIds, costPerDay: candidate.costPerDay });
        }
      };
      collect(droppable.map((id) => [id]));
      if (out.length < 3) collect(droppable.flatMap((id, i) => droppable.slice(i + 1).map((o) => [id, o])));
      return out;
    };
    let compared = 0;
    for (const problem of problems.slice(0, 15)) {
      const input: FormulationInput = { ...problem, feeds: applyDefaultInclusionCaps(problem.feeds) };
      const expected = reference(input, 2);
      const result = findDietAlternatives(input, solver, { tolerancePercent: 2 });
      if (expected === null) {
        expect(result.ok).toBe(false);
        continue;
      }
      if (!result.ok) throw new Error(result.reason);
      compared++;
      expect(
        result.value.alternatives.map((a) => ({ excludedIds: a.excludedIds, costPerDay: a.costPerDay })),
      ).toEqual(expected);
    }
    expect(compared).toBeGreaterThan(5);
  }, 120_000);
});
