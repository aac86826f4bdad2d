import { describe, expect, it } from 'vitest';
import { loadLpSolver } from './lp-solver';
import type { LpProblem } from './lp-solver';

const solver = await loadLpSolver();

// min 2x + 3y  s.t.  x + y ≥ 4,  1000 x ≤ 3000,  x, y ≥ 0  →  x = 3, y = 1, cost 9.
const SMALL: LpProblem = {
  sense: 'minimize',
  cost: [2, 3],
  columnLower: [0, 0],
  columnUpper: [Infinity, Infinity],
  rows: [
    { coefficients: [1, 1], lower: 4, upper: Infinity },
    { coefficients: [1000, 0], lower: -Infinity, upper: 3000 },
  ],
};

describe('lp-solver (HiGHS wrapper)', () => {
  it('semi-continuous columns: each 0 or at least its minimum, solved exactly', () => {
    // SMALL's optimum has y = 1; with y either 0 or ≥ 2: y = 0 costs 2·4 = 8 but x ≤ 3, so infeasible;
    // y = 2, x = 2 costs 10; y ≥ 2 with x = 3 costs 12. Exact optimum 10.
    const s = solver.solve({ ...SMALL, semiContinuousLower: [0, 2] });
    expect(s.status).toBe('optimal');
    expect(s.objective).toBeCloseTo(10, 9);
    expect(s.x[1]).toBeCloseTo(2, 9);
    // y = 0 allowed when it is best: min 2x + 3y, x + y ≥ 2, y semi-continuous ≥ 0.5 → x = 2, y = 0.
    const zero = solver.solve({
      ...SMALL,
      rows: [{ coefficients: [1, 1], lower: 2, upper: Infinity }],
      semiContinuousLower: [0, 0.5],
    });
    expect(zero.x[1]).toBeCloseTo(0, 9);
    expect(zero.objective).toBeCloseTo(4, 6);
    // The next plain LP on the same runtime is continuous again.
    expect(solver.solve(SMALL).objective).toBeCloseTo(9, 9);
  });

  it('solves and reports duals as d objective / d bound of the unscaled rows', () => {
    const s = solver.solve(SMALL);
    expect(s.status).toBe('optimal');
    expect(s.objective).toBeCloseTo(9, 9);
    expect(s.x[0]).toBeCloseTo(3, 9);
    expect(s.x[1]).toBeCloseTo(1, 9);
    expect(s.rowActivity[1]).toBeCloseTo(3000, 6);
    // Raising the first row's bound by 1 costs 3 (one more y); raising 3000 → 3001 saves 0.001 × (3 − 2).
    expect(s.rowDual[0]).toBeCloseTo(3, 9);
    expect(s.rowDual[1]).toBeCloseTo(-0.001, 12);
  });

  it('maximises and translates infeasible and unbounded outcomes', () => {
    const max = solver.solve({ ...SMALL, sense: 'maximize', cost: [-2, -3] });
    expect(max.objective).toBeCloseTo(-9, 9);
    const infeasible = solver.solve({
      ...SMALL,
      rows: [...SMALL.rows, { coefficients: [1, 1], lower: -Infinity, upper: 3 }],
    });
    expect(infeasible.status).toBe('infeasible');
    const unbounded = solver.solve({ ...SMALL, cost: [0, -1] });
    expect(unbounded.status).toBe('unbounded');
  });

  it('gives cost ranging on request', () => {
    const s = solver.solve(SMALL, { ranging: true });
    // x stays at 3 while its cost is at most 3 (above it y is cheaper); down to −∞.
    expect(s.costRanging?.up[0]).toBeCloseTo(3, 9);
  });

  it('is exact on badly scaled rows (trace minerals in mg next to protein in g)', () => {
    // Two feeds; row 1: Se 0.0003 and 0.3 mg/kg DM ≥ 1.5 mg; row 2: PB 1200 and 90 g/kg ≥ 900 g.
    const s = solver.solve({
      sense: 'minimize',
      cost: [1, 0.2],
      columnLower: [0, 0],
      columnUpper: [Infinity, Infinity],
      rows: [
        { coefficients: [0.0003, 0.3], lower: 1.5, upper: Infinity },
        { coefficients: [1200, 90], lower: 900, upper: Infinity },
      ],
    });
    // Se needs y ≥ 5 − 0.001 x; PB needs 1200 x + 90 y ≥ 900. With y = 5 − 0.001 x, PB: 1199.91 x ≥ 450.
    const x = 450 / (1200 - 0.09);
    expect(s.x[0]).toBeCloseTo(x, 12);
    expect(s.x[1]).toBeCloseTo(5 - 0.001 * x, 12);
  });

  it('re-solves a loaded problem after bound changes like a fresh solve', () => {
    const session = solver.open(SMALL);
    expect(session.solve().objective).toBeCloseTo(9, 9);
    session.setRowBounds(1, -Infinity, 1000); // x ≤ 1
    expect(session.solve().objective).toBeCloseTo(2 + 9, 9);
    session.setRowBounds(0, -Infinity, Infinity); // drop x + y ≥ 4
    expect(session.solve().objective).toBeCloseTo(0, 12);
    session.setRowBounds(0, 10, Infinity);
    session.setColumnBounds(1, 0, 2); // y ≤ 2 with x ≤ 1: x + y ≤ 3 < 10
    expect(session.solve().status).toBe('infeasible');
    session.setColumnBounds(1, 0, Infinity);
    session.setCost([5, 1]);
    expect(session.solve().objective).toBeCloseTo(10, 9);
  });

  it('solves a convex QP with a diagonal quadratic term', () => {
    // min (x − 3)² − 9 = x² − 6x: ½ × 2 x² − 6 x, x ∈ [0, 10] → x = 3.
    const s = solver.solve({
      sense: 'minimize',
      cost: [-6],
      columnLower: [0],
      columnUpper: [10],
      rows: [],
      quadratic: [2],
    });
    expect(s.x[0]).toBeCloseTo(3, 6);
    // The next LP on the same runtime has no leftover Hessian.
    expect(solver.solve(SMALL).objective).toBeCloseTo(9, 9);
  });

  it('handles a problem without columns (every feed excluded) by checking that each row admits 0', () => {
    const rows = [{ coefficients: [], lower: 10, upper: Infinity }];
    const none = { sense: 'minimize' as const, cost: [], columnLower: [], columnUpper: [], rows };
    expect(solver.solve(none).status).toBe('infeasible');
    expect(solver.solve({ ...none, rows: [{ coefficients: [], lower: -Infinity, upper: 5 }] }).status).toBe(
      'optimal',
    );
    const session = solver.open(none);
    expect(session.solve().status).toBe('infeasible');
    session.setRowBounds(0, -Infinity, Infinity);
    expect(session.solve().status).toBe('optimal');
  });
});
