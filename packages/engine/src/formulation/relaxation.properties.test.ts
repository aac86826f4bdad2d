/**
 * Properties of the infeasible-diet search over generated problems: the elastic LP against the subset
 * search, and irreducible conflicts (docs/product/calculation.md#diet-solver).
 */
import { describe, expect, it } from 'vitest';
import { buildRows, givenBounds, prepareDietModel } from './diet-model';
import type { ConstraintRef, ModelRow } from './diet-model';
import { findConflicts } from './find-conflicts';
import { formulateDiet } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import { searchRelaxationSubsets, solveElastic } from './relaxation';
import { generateDietProblem } from './testing/random-problems';

const solver: LpSolver = await loadLpSolver();

describe('elastic LP', () => {
  it('is never worse than the subset search on the same problems', () => {
    let compared = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const problem = generateDietProblem(seed, {
        feedCount: 4 + (seed % 9),
        infeasible: true,
        traceMinerals: seed % 3 === 0,
        fixRoughage: seed % 4 === 0,
        restrictionRate: 0.2,
      });
      const bounds = givenBounds(problem.requirements);
      const model = prepareDietModel(problem.feeds, problem.requirements, problem.roughagePercent);
      const subsets = searchRelaxationSubsets(model, bounds, solver).best;
      const elastic = solveElastic(model, bounds, solver);
      if (subsets === null) continue;
      compared++;
      expect(elastic, `seed ${seed}`).not.toBeNull();
      expect(elastic?.penalty, `seed ${seed}`).toBeLessThanOrEqual(subsets.penalty * (1 + 1e-7) + 1e-7);
    }
    expect(compared).toBeGreaterThan(40);
  }, 60_000);
});

describe('conflicts (irreducible infeasible set)', () => {
  function feasible(rows: readonly ModelRow[], n: number): boolean {
    return (
      solver.solve({
        sense: 'minimize',
        cost: new Array<number>(n).fill(0),
        columnLower: new Array<number>(n).fill(0),
        columnUpper: new Array<number>(n).fill(Infinity),
        rows: rows.map((r) => r.row),
      }).status === 'optimal'
    );
  }
  const same = (a: ConstraintRef, b: ConstraintRef): boolean => JSON.stringify(a) === JSON.stringify(b);

  it('names a set that is infeasible and becomes feasible without any one member', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const problem = generateDietProblem(seed, {
        feedCount: 6 + (seed % 6),
        infeasible: true,
        traceMinerals: seed % 2 === 0,
        fixRoughage: seed % 3 === 0,
      });
      const bounds = givenBounds(problem.requirements);
      const model = prepareDietModel(problem.feeds, problem.requirements, problem.roughagePercent);
      const rows = buildRows(model, bounds, true);
      const conflicts = findConflicts(model, rows, solver);
      expect(conflicts.length, `seed ${seed}`).toBeGreaterThan(0);
      const members = rows.filter((r) => conflicts.some((c) => same(c, r.ref)));
      expect(members).toHaveLength(conflicts.length);
      expect(feasible(members, model.feeds.length), `seed ${seed}`).toBe(false);
      for (let i = 0; i < members.length; i++)
        expect(
          feasible([...members.slice(0, i), ...members.slice(i + 1)], model.feeds.length),
          `seed ${seed} drop ${i}`,
        ).toBe(true);
      checked++;
    }
    expect(checked).toBe(40);
  }, 30_000);

  it('names an irreducible conflict in every approximate formulation (hinted by the elastic duals)', () => {
    let checked = 0;
    for (let seed = 200; seed < 240; seed++) {
      const problem = generateDietProblem(seed, {
        feedCount: 5 + (seed % 10),
        infeasible: true,
        traceMinerals: seed % 2 === 0,
        fixRoughage: seed % 3 === 0,
      });
      const result = formulateDiet(
        {
          feeds: problem.feeds,
          requirements: problem.requirements,
          roughagePercent: problem.roughagePercent,
        },
        solver,
      );
      if (!result.ok || result.value.status === 'otima') continue;
      const model = prepareDietModel(problem.feeds, problem.requirements, problem.roughagePercent);
      const rows = buildRows(model, givenBounds(problem.requirements), true);
      const members = rows.filter((r) => result.value.conflicts.some((c) => same(c, r.ref)));
      expect(members.length, `seed ${seed}`).toBe(result.value.conflicts.length);
      expect(feasible(members, model.feeds.length), `seed ${seed}`).toBe(false);
      for (let i = 0; i < members.length; i++)
        expect(feasible([...members.slice(0, i), ...members.slice(i + 1)], model.feeds.length)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  }, 30_000);
});
