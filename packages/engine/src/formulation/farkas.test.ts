import { describe, expect, it } from 'vitest';
import { provesInfeasible } from './farkas';
import { loadLpSolver } from './lp-solver';
import type { LpProblem, LpRow } from './lp-solver';

const solver = await loadLpSolver();

// x + y ≥ 3 (in g, coefficients 100), x ≤ 1, y ≤ 1, x − y free: no x, y ≥ 0 meets the first three rows.
const ROWS: LpRow[] = [
  { coefficients: [100, 100], lower: 300, upper: Infinity },
  { coefficients: [1, 0], lower: -Infinity, upper: 1 },
  { coefficients: [0, 1], lower: -Infinity, upper: 1 },
  { coefficients: [1, -1], lower: -Infinity, upper: Infinity },
];
const problem = (rows: LpRow[]): LpProblem => ({
  sense: 'minimize',
  cost: [1, 1],
  columnLower: [0, 0],
  columnUpper: [Infinity, Infinity],
  rows,
});

describe('Farkas certificates', () => {
  it("the solver's ray of an infeasible LP proves it, on the caller's unscaled rows", () => {
    const solution = solver.solve(problem(ROWS), { certificate: true });
    expect(solution.status).toBe('infeasible');
    const ray = solution.rowRay ?? [];
    expect(ray).toHaveLength(4);
    expect(ray[3]).toBe(0);
    expect(provesInfeasible(ROWS, ray)).toBe(true);
  });

  it('no ray unless asked for, and none for a feasible LP', () => {
    expect(solver.solve(problem(ROWS)).rowRay).toBeUndefined();
    const loose = [{ ...(ROWS[0] as LpRow), lower: 150 }, ...ROWS.slice(1)];
    const feasible = solver.solve(problem(loose), { certificate: true });
    expect(feasible.status).toBe('optimal');
    expect(feasible.rowRay).toBeUndefined();
  });

  it('rejects a ray that does not prove the rows given', () => {
    const ray = solver.solve(problem(ROWS), { certificate: true }).rowRay ?? [];
    // The sum row asks for 1.5 only: the same multipliers no longer add up to a contradiction.
    expect(provesInfeasible([{ ...(ROWS[0] as LpRow), lower: 150 }, ...ROWS.slice(1)], ray)).toBe(false);
    // A multiplier on a side without a bound proves nothing.
    expect(provesInfeasible([{ ...(ROWS[0] as LpRow), lower: -Infinity }, ...ROWS.slice(1)], ray)).toBe(
      false,
    );
    // A column the combination would let grow (its combined coefficient above 0).
    expect(
      provesInfeasible(
        [ROWS[0] as LpRow, { ...(ROWS[1] as LpRow), upper: Infinity }, ROWS[2] as LpRow],
        [1, 0, -100],
      ),
    ).toBe(false);
    expect(provesInfeasible(ROWS, [0, 0, 0, 0])).toBe(false);
    expect(provesInfeasible(ROWS, [1, -100])).toBe(false);
  });

  it('holds the margin: a contradiction within the solver tolerance is not taken as proof', () => {
    // x ≥ 1 and x ≤ 1 − 1e-12: infeasible by far less than the row tolerance.
    const rows: LpRow[] = [
      { coefficients: [1, 0], lower: 1, upper: Infinity },
      { coefficients: [1, 0], lower: -Infinity, upper: 1 - 1e-12 },
    ];
    expect(provesInfeasible(rows, [1, -1])).toBe(false);
    const clear: LpRow[] = [rows[0] as LpRow, { ...(rows[1] as LpRow), upper: 0.9 }];
    expect(provesInfeasible(clear, [1, -1])).toBe(true);
  });
});
