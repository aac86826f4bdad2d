/**
 * Names the constraints that cannot hold together: an irreducible infeasible subset (IIS) of the diet LP's
 * rows, by the elastic filter followed by the deletion filter (Chinneck & Dravnieks 1991, "Locating
 * minimal infeasible constraint sets in linear programs", ORSA J. Computing 3(2):157–168; Chinneck 2008,
 * "Feasibility and Infeasibility in Optimization", ch. 6). Removing any one member makes the rest feasible.
 * The deletion filter reads the Farkas ray of each infeasible solve to skip solves whose verdict it already
 * knows (docs/decisions/engine-speed.md).
 */
import type { ConstraintRef, DietModel, ModelRow } from './diet-model';
import type { LpProblem, LpRow, LpSession, LpSolver } from './lp-solver';

const CERTIFICATE = { certificate: true } as const;

/**
 * Whether row `i` takes part in a Farkas ray (`LpSolution.rowRay`): entries at or below 1e-12 of the ray's
 * largest are the solver's rounding noise and count as 0.
 */
function inProof(ray: readonly number[], i: number): boolean {
  let largest = 0;
  for (const v of ray) largest = Math.max(largest, Math.abs(v));
  return Math.abs(ray[i] ?? 0) > 1e-12 * largest;
}

function isFeasible(model: DietModel, rows: readonly ModelRow[], solver: LpSolver): boolean {
  const n = model.feeds.length;
  const problem: LpProblem = {
    sense: 'minimize',
    cost: new Array<number>(n).fill(0),
    columnLower: new Array<number>(n).fill(0),
    columnUpper: new Array<number>(n).fill(Infinity),
    rows: rows.map((r) => r.row),
  };
  return solver.solve(problem).status === 'optimal';
}

/**
 * Elastic filter: every row gets slack columns (scaled by the row's largest coefficient so that units do
 * not matter) and the total slack is minimised; rows with a non-zero dual carry the Farkas certificate of
 * infeasibility, so together they are infeasible. Returns their indices, or null if the LP fails.
 */
function elasticCandidates(model: DietModel, rows: readonly ModelRow[], solver: LpSolver): number[] | null {
  const n = model.feeds.length;
  const slackCols: { row: number; sign: 1 | -1 }[] = [];
  rows.forEach((r, i) => {
    if (r.row.lower > -Infinity) slackCols.push({ row: i, sign: 1 });
    if (r.row.upper < Infinity) slackCols.push({ row: i, sign: -1 });
  });
  const m = slackCols.length;
  const lpRows: LpRow[] = rows.map((r, i) => {
    const largest = Math.max(1e-12, ...r.row.coefficients.map(Math.abs));
    const coefficients = [...r.row.coefficients, ...new Array<number>(m).fill(0)];
    slackCols.forEach((s, k) => {
      if (s.row === i) coefficients[n + k] = s.sign * largest;
    });
    return { coefficients, lower: r.row.lower, upper: r.row.upper };
  });
  const solution = solver.solve({
    sense: 'minimize',
    cost: [...new Array<number>(n).fill(0), ...new Array<number>(m).fill(1)],
    columnLower: new Array<number>(n + m).fill(0),
    columnUpper: new Array<number>(n + m).fill(Infinity),
    rows: lpRows,
  });
  if (solution.status !== 'optimal' || solution.objective <= 1e-9) return null;
  const out: number[] = [];
  solution.rowDual.forEach((dual, i) => {
    if (Math.abs(dual) > 1e-9) out.push(i);
  });
  return out;
}

/**
 * Returns an irreducible infeasible subset of `rows` (the constraint identities), or an empty list when
 * the rows are feasible. Deterministic: rows are filtered in the given order. `knownInfeasible` skips the
 * first feasibility test when the caller has just solved the same rows.
 */
export function findConflicts(
  model: DietModel,
  rows: readonly ModelRow[],
  solver: LpSolver,
  knownInfeasible = false,
  hint?: readonly ConstraintRef[],
): ConstraintRef[] {
  if (!knownInfeasible && isFeasible(model, rows, solver)) return [];
  const n = model.feeds.length;
  const openRows = (candidate: readonly ModelRow[]) =>
    solver.open({
      sense: 'minimize',
      cost: new Array<number>(n).fill(0),
      columnLower: new Array<number>(n).fill(0),
      columnUpper: new Array<number>(n).fill(Infinity),
      rows: candidate.map((r) => r.row),
    });
  // Candidates: the caller's hint (rows of a known infeasibility certificate), else the elastic filter.
  const same = (a: ConstraintRef, b: ConstraintRef): boolean =>
    a.kind === b.kind &&
    (a.kind !== 'requirement' || (b.kind === 'requirement' && a.key === b.key && a.bound === b.bound)) &&
    (a.kind !== 'feed' || (b.kind === 'feed' && a.id === b.id && a.bound === b.bound)) &&
    (a.kind !== 'caPRatio' || (b.kind === 'caPRatio' && a.bound === b.bound));
  const hinted = hint && hint.length > 0 ? rows.filter((r) => hint.some((h) => same(h, r.ref))) : [];
  // Each candidate set must itself be infeasible (checked on the loaded LP); the last resort is all rows.
  const fromElastic = (): ModelRow[] => {
    const elastic = elasticCandidates(model, rows, solver);
    return elastic && elastic.length > 0 ? elastic.map((k) => rows[k] as ModelRow) : [];
  };
  let candidate: ModelRow[] = [...rows];
  let session: LpSession | null = null;
  let proof: readonly number[] | null = null;
  for (const attempt of [() => hinted, fromElastic]) {
    const subset = attempt();
    if (subset.length === 0 || subset.length >= rows.length) continue;
    const trial = openRows(subset);
    const verdict = trial.solve(CERTIFICATE);
    if (verdict.status !== 'optimal') {
      candidate = subset;
      session = trial;
      proof = verdict.rowRay ?? null;
      break;
    }
  }
  let loaded = session;
  if (loaded === null) {
    loaded = openRows(candidate);
    proof = loaded.solve(CERTIFICATE).rowRay ?? null;
  }
  // Deletion filter: free each row in turn; if the rest stays infeasible the row is not needed. The LP
  // stays loaded and only row bounds change, so HiGHS restarts from its last basis. Two shortcuts give the
  // verdicts those solves would give, hence the same conflict as testing every row in turn:
  // - a row outside the Farkas ray of the last infeasible solve is freed without solving (the rows of that
  //   ray are all still in place: a row of it is only freed by a solve that gives a new ray);
  // - after a row is kept, all rows still to test are freed at once: if the rest stays infeasible, each
  //   of them would have been freed in turn (every set tested on the way holds that rest).
  const kept = candidate.map(() => true);
  // Whether the rows in place now were last solved and found infeasible (the closing check is then known).
  let settled = false;
  const free = (i: number): void => {
    loaded.setRowBounds(i, -Infinity, Infinity);
    settled = false;
  };
  const restore = (i: number): void => {
    const r = candidate[i] as ModelRow;
    loaded.setRowBounds(i, r.row.lower, r.row.upper);
    settled = false;
  };
  for (let i = 0; i < candidate.length; i++) {
    free(i);
    if (proof !== null && !inProof(proof, i)) {
      kept[i] = false;
      continue;
    }
    const verdict = loaded.solve(CERTIFICATE);
    if (verdict.status !== 'optimal') {
      kept[i] = false;
      proof = verdict.rowRay ?? null;
      settled = verdict.status === 'infeasible';
      continue;
    }
    restore(i);
    if (i + 2 >= candidate.length) continue;
    for (let k = i + 1; k < candidate.length; k++) free(k);
    const rest = loaded.solve(CERTIFICATE);
    if (rest.status !== 'optimal') {
      for (let k = i + 1; k < candidate.length; k++) kept[k] = false;
      settled = rest.status === 'infeasible';
      break;
    }
    for (let k = i + 1; k < candidate.length; k++) restore(k);
  }
  // Guard against numerical trouble in the incremental solves: what is left must still be infeasible.
  if (!settled && loaded.solve().status === 'optimal') return deletionFilter(model, rows, solver);
  return candidate.filter((_, i) => kept[i]).map((r) => r.ref);
}

/** The plain deletion filter, one fresh LP per test (fallback). */
function deletionFilter(model: DietModel, rows: readonly ModelRow[], solver: LpSolver): ConstraintRef[] {
  let candidate: ModelRow[] = [...rows];
  for (let i = 0; i < candidate.length;) {
    const without = [...candidate.slice(0, i), ...candidate.slice(i + 1)];
    if (!isFeasible(model, without, solver)) candidate = without;
    else i++;
  }
  return candidate.map((r) => r.ref);
}
