/**
 * The crude-protein floor (docs/decisions/crude-protein-floor.md) over random problems: every exact diet
 * holds it, a diet already above it is unchanged, and a floor no diet reaches gives the nearest CP, named.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM } from './diet-guards';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import { generateDietProblem } from './testing/random-problems';
import { createFastFormulation, proteinPercent } from './testing/formulate-fast';

const solver: LpSolver = await loadLpSolver();
const run = createFastFormulation(solver);

describe('crude-protein floor over random problems', () => {
  const problems = Array.from({ length: 30 }, (_, i) => generateDietProblem(8100 + i, { feedCount: 5 }));

  it('every exact diet has CP at least the floor', () => {
    let exact = 0;
    let bound = 0;
    for (const problem of problems) {
      for (const floor of [7, 14]) {
        const diet = run({ ...problem, crudeProteinMinPercent: floor });
        if (diet.status !== 'otima') continue;
        exact++;
        const reached = proteinPercent(problem.feeds, diet);
        expect(reached).toBeGreaterThanOrEqual(floor - 1e-6);
        if (diet.crudeProtein?.binding) bound++;
      }
    }
    expect(exact).toBeGreaterThan(20);
    expect(bound).toBeGreaterThan(0);
  }, 90_000);

  it('a diet already above the floor is unchanged by it', () => {
    let checked = 0;
    for (const problem of problems) {
      const plain = run(problem);
      if (plain.status !== 'otima') continue;
      const reached = proteinPercent(problem.feeds, plain);
      const floor = Math.min(DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM, reached * 0.98);
      checked++;
      const floored = run({ ...problem, crudeProteinMinPercent: floor });
      expect(floored.status).toBe('otima');
      expect(floored.costPerDay).toBeCloseTo(plain.costPerDay, 6);
      floored.feeds.forEach((f, i) =>
        expect(f.dryMatterKg).toBeCloseTo(plain.feeds[i]?.dryMatterKg ?? NaN, 6),
      );
    }
    expect(checked).toBeGreaterThan(10);
  }, 90_000);

  it('a floor above every diet: the nearest CP, named (0.1 % closer: no diet)', () => {
    let checked = 0;
    for (const problem of problems.slice(0, 20)) {
      if (run(problem).status === 'inviavel') continue;
      const diet = run({ ...problem, crudeProteinMinPercent: 90 });
      if (diet.status === 'inviavel') continue;
      const reached = proteinPercent(problem.feeds, diet);
      if (reached >= 90) continue;
      checked++;
      expect(diet.status).toBe('aproximada');
      expect(diet.warnings).toContainEqual(
        expect.objectContaining({ code: 'CRUDE_PROTEIN_FLOOR_MISSED', required: 90, add: 'proteinSource' }),
      );
      expect(run({ ...problem, crudeProteinMinPercent: reached * 1.001 }, false).status).toBe('inviavel');
      expect(run({ ...problem, crudeProteinMinPercent: reached / 1.001 }, false).status).not.toBe('inviavel');
    }
    expect(checked).toBeGreaterThan(5);
  }, 90_000);
});
