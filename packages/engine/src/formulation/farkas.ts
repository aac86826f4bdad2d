/**
 * Checks a Farkas certificate of infeasibility (Farkas 1902; Chvátal 1983, "Linear Programming", ch. 9)
 * for rows `lower ≤ a·x ≤ upper` over non-negative, unbounded columns: multipliers y with y_i > 0 only on
 * rows with a finite lower bound and y_i < 0 only on rows with a finite upper bound, such that every
 * column's combined coefficient d_j = Σ_i y_i a_ij is at most 0 while Σ y_i × (its bound) > 0. Any x ≥ 0
 * then has Σ y_i (a_i·x) = d·x ≤ 0, yet the rows ask for at least that positive sum: no x meets them.
 */
import type { LpRow } from './lp-solver';

/**
 * Relative margin by which the certificate must prove infeasibility: well above the solver's row
 * feasibility tolerance (1e-9 of each row's largest coefficient, lp-solver.ts), so that the solver, too,
 * could find no point meeting the rows within its tolerance.
 */
const MARGIN = 1e-6;

/**
 * Whether `y` proves that `rows` have no solution with every column ≥ 0 (see above). Entries below 1e-12 of
 * the largest are rounding noise of the solver's ray and are read as 0 (the check of d then stands without
 * them).
 */
export function provesInfeasible(rows: readonly LpRow[], y: readonly number[]): boolean {
  if (y.length !== rows.length || rows.length === 0) return false;
  let largestY = 0;
  for (const v of y) largestY = Math.max(largestY, Math.abs(v));
  const noise = 1e-12 * largestY;
  const columns = rows[0]?.coefficients.length ?? 0;
  const d = new Array<number>(columns).fill(0);
  const size = new Array<number>(columns).fill(0);
  let bound = 0;
  // Scale of the sums: the rows' largest coefficient times |y|, per row.
  let scale = 0;
  for (let i = 0; i < rows.length; i++) {
    const yi = y[i] ?? 0;
    if (Math.abs(yi) <= noise) continue;
    const row = rows[i] as LpRow;
    const side = yi > 0 ? row.lower : row.upper;
    if (!Number.isFinite(side)) return false;
    bound += yi * side;
    let largest = 0;
    for (let j = 0; j < columns; j++) {
      const term = yi * (row.coefficients[j] ?? 0);
      d[j] = (d[j] as number) + term;
      size[j] = (size[j] as number) + Math.abs(term);
      largest = Math.max(largest, Math.abs(row.coefficients[j] ?? 0));
    }
    scale += Math.abs(yi) * Math.max(largest, Math.abs(side));
  }
  if (scale === 0) return false;
  for (let j = 0; j < columns; j++) if ((d[j] as number) > 1e-12 * (size[j] as number)) return false;
  return bound > MARGIN * scale;
}
