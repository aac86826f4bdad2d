// Alternatives are feasible, within the tolerance and pairwise different.
import { describe, expect, it } from 'vitest';
import type { FormulationInput } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { generateDietProblem } from '../formulation/testing/random-problems';
import { findDietAlternatives } from './diet-alternatives';

const solver = await loadLpSolver();

describe('findDietAlternatives', () => {
  // The first problem of the property suite (diet-alternatives.properties.test.ts).
  const problem: FormulationInput = generateDietProblem(8000, { feedCount: 7, traceMinerals: true });

  it('a wider tolerance never gives fewer alternatives; a zero tolerance only ties', () => {
    const input = problem;
    const counts = [0, 2, 10, 50].map((t) => {
      const r = findDietAlternatives(input, solver, { tolerancePercent: t });
      return r.ok ? r.value.alternatives.length : -1;
    });
    for (let i = 1; i < counts.length; i++) expect(counts[i] ?? 0).toBeGreaterThanOrEqual(counts[i - 1] ?? 0);
  }, 60_000);

  it('rejects a tolerance outside 0–100 % and explains an approximate diet', () => {
    expect(findDietAlternatives(problem, solver, { tolerancePercent: -1 })).toEqual({
      ok: false,
      reason: 'INVALID_TOLERANCE',
    });
    const infeasible = generateDietProblem(8100, { feedCount: 5, infeasible: true });
    expect(findDietAlternatives(infeasible, solver)).toEqual({ ok: false, reason: 'NOT_OPTIMAL' });
  }, 60_000);
});
