/**
 * The one wrapper around the LP solver (HiGHS, npm `highs`, MIT; Huangfu & Hall 2018, "Parallelizing the
 * dual revised simplex method", Math. Prog. Comp. 10:119–142). Nothing else in the engine imports `highs`
 * (lint rule). Solver-native status codes are translated here into the engine's own statuses.
 *
 * Rows are equilibrated before they reach the solver: each row (and its bounds) is divided by its largest
 * absolute coefficient, so that a trace-mineral row in mg (coefficients ~0.1) and a dry-matter row in kg
 * (coefficients 1) and a protein row in g (coefficients ~100) all have unit-sized coefficients. Duals are
 * mapped back to the caller's unscaled rows.
 */
import highsLoader from 'highs';
import type { Highs, Model } from 'highs';

/** One linear row: `lower ≤ Σ coefficients[j] × x[j] ≤ upper` (dense over the columns; zeros allowed). */
export type LpRow = {
  readonly coefficients: readonly number[];
  /** Lower bound of the row activity; `-Infinity` for none. */
  readonly lower: number;
  /** Upper bound of the row activity; `Infinity` for none. */
  readonly upper: number;
};

/** A linear program over continuous columns. */
export type LpProblem = {
  readonly sense: 'minimize' | 'maximize';
  /** Objective coefficient per column. */
  readonly cost: readonly number[];
  /** Lower bound per column (use 0 for non-negative amounts). */
  readonly columnLower: readonly number[];
  /** Upper bound per column; `Infinity` for none. */
  readonly columnUpper: readonly number[];
  readonly rows: readonly LpRow[];
  /**
   * Optional diagonal quadratic objective: adds ½ × quadratic[j] × x[j]² per column (convex when
   * minimising: entries ≥ 0). Solved by HiGHS's active-set QP solver.
   */
  readonly quadratic?: readonly number[];
  /**
   * Optional semi-continuous columns: a value m > 0 makes column j either 0 or within [m, columnUpper]
   * (a feed absent or at least a practical amount; docs/decisions/minimum-inclusion.md). The problem is then
   * a small mixed-integer program, solved exactly by HiGHS's branch and bound; an infinite upper bound is
   * replaced by `SEMI_CONTINUOUS_MAX_UPPER`. Duals and ranging are not available for it.
   */
  readonly semiContinuousLower?: readonly number[];
};

/** Upper bound given to a semi-continuous column that has none (HiGHS needs a finite one). */
export const SEMI_CONTINUOUS_MAX_UPPER = 1e4;

/** Outcome of one solve, in the engine's own terms (never the solver's numeric codes). */
export type LpStatus = 'optimal' | 'infeasible' | 'unbounded' | 'failed';

/** Solution of an `LpProblem`. Arrays are empty unless `status` is 'optimal'. */
export type LpSolution = {
  readonly status: LpStatus;
  readonly objective: number;
  /** Column values. */
  readonly x: readonly number[];
  /** Row activities `Σ a·x` of the caller's (unscaled) rows. */
  readonly rowActivity: readonly number[];
  /**
   * Row duals of the caller's rows: d objective / d bound of the row's active bound (sign follows the
   * objective sense: for a minimisation, ≥ 0 on a binding lower bound, ≤ 0 on a binding upper bound).
   */
  readonly rowDual: readonly number[];
  /** Reduced cost of each column (d objective / d column value at a non-basic column). */
  readonly reducedCost: readonly number[];
  /**
   * Objective-coefficient ranging of each column (present when asked for and available): the basis stays
   * optimal while column j's cost stays within [down[j], up[j]].
   */
  readonly costRanging?: { readonly down: readonly number[]; readonly up: readonly number[] };
  /**
   * When the problem is infeasible and a certificate was asked for: a Farkas ray over the caller's rows
   * (y > 0 only on rows held at their lower bound, y < 0 only at their upper bound, yᵀA ≤ 0 on the
   * non-negative columns and Σ y·bound > 0). Rows with y = 0 take no part in the proof.
   */
  readonly rowRay?: readonly number[];
};

/** Per-solve options. */
export type LpSolveOptions = {
  /** Also compute cost ranging (sensitivity of the optimal basis to each column's cost). */
  readonly ranging?: boolean;
  /** On an infeasible problem, also return its Farkas ray (`rowRay`) when the solver has one. */
  readonly certificate?: boolean;
};

/**
 * An LP kept loaded in the solver so that bounds can change between solves without rebuilding it (HiGHS
 * then restarts from the previous basis). Valid until the next `open` on the same solver.
 */
export type LpSession = {
  readonly solve: (options?: LpSolveOptions) => LpSolution;
  /** Changes the bounds of one of the caller's rows (unscaled values; ±Infinity for none). */
  readonly setRowBounds: (row: number, lower: number, upper: number) => void;
  /** Changes the bounds of one column. */
  readonly setColumnBounds: (column: number, lower: number, upper: number) => void;
  /** Replaces the objective coefficients. */
  readonly setCost: (cost: readonly number[]) => void;
};

/** A loaded solver. `solve` is synchronous once the solver is loaded. */
export type LpSolver = {
  readonly solve: (problem: LpProblem, options?: LpSolveOptions) => LpSolution;
  /** Loads a problem for a series of solves with changing bounds (not for quadratic problems). */
  readonly open: (problem: LpProblem) => LpSession;
};

/** Options passed through to the HiGHS WebAssembly loader (browser builds need `locateFile`). */
export type LpSolverLoadOptions = {
  readonly locateFile?: (file: string, prefix: string) => string;
  readonly wasmBinary?: ArrayBuffer | Uint8Array;
};

const EMPTY: readonly number[] = [];

function failed(status: LpStatus): LpSolution {
  return { status, objective: NaN, x: EMPTY, rowActivity: EMPTY, rowDual: EMPTY, reducedCost: EMPTY };
}

function finiteOr(value: number, infinity: number): number {
  if (value === Infinity) return infinity;
  if (value === -Infinity) return -infinity;
  return value;
}

/**
 * A problem with no columns (every feed excluded): each row's activity is 0, so it is feasible exactly when
 * every row admits 0. HiGHS reports such models as "empty" without checking the rows.
 */
function solveWithoutColumns(rowBounds: readonly (readonly [number, number])[]): LpSolution {
  const feasible = rowBounds.every(([lower, upper]) => lower <= 1e-9 && upper >= -1e-9);
  if (!feasible) return failed('infeasible');
  return {
    status: 'optimal',
    objective: 0,
    x: [],
    rowActivity: rowBounds.map(() => 0),
    rowDual: rowBounds.map(() => 0),
    reducedCost: [],
  };
}

/** Builds a solver around one loaded HiGHS runtime; two persistent models are reused. */
function createSolver(highs: Highs): LpSolver {
  const statusCodes = highs.constants.modelStatus;
  const inf = highs.infinity;
  const models: { oneShot: Model | null; session: Model | null } = { oneShot: null, session: null };
  const hadHessian = { oneShot: false, session: false };
  const hadIntegrality = { oneShot: false, session: false };

  function getModel(which: 'oneShot' | 'session'): Model {
    let model = models[which];
    if (model === null || model.disposed) {
      model = highs.createModel();
      // Presolve off: these LPs are small, and presolve costs more than it saves (measured ~6× slower).
      // Feasibility tolerances 1e-9 (HiGHS default 1e-7) on the equilibrated rows keep every requirement
      // within 1e-6 relative of its bound even where a row's largest coefficient is far above its bound.
      model.options.set({
        output_flag: false,
        log_to_console: false,
        presolve: 'off',
        primal_feasibility_tolerance: 1e-9,
        dual_feasibility_tolerance: 1e-9,
        // Semi-continuous problems: the cost gap closed to 1e-9 relative (a diet, not an estimate).
        mip_rel_gap: 1e-9,
        mip_feasibility_tolerance: 1e-9,
      });
      models[which] = model;
    }
    return model;
  }

  /** Loads `problem` (rows equilibrated) into a model; returns the row scale factors. */
  function load(which: 'oneShot' | 'session', problem: LpProblem): { model: Model; scale: Float64Array } {
    const numCols = problem.cost.length;
    const numRows = problem.rows.length;
    // Row equilibration: scale[i] = 1 / max |a_ij| (rows that are all zero keep scale 1).
    const scale = new Float64Array(numRows);
    const starts = new Int32Array(numRows + 1);
    const indices: number[] = [];
    const values: number[] = [];
    const rowLower = new Float64Array(numRows);
    const rowUpper = new Float64Array(numRows);
    for (let i = 0; i < numRows; i++) {
      const row = problem.rows[i] as LpRow;
      let largest = 0;
      for (let j = 0; j < numCols; j++) largest = Math.max(largest, Math.abs(row.coefficients[j] ?? 0));
      const s = largest > 0 ? 1 / largest : 1;
      scale[i] = s;
      for (let j = 0; j < numCols; j++) {
        const a = row.coefficients[j] ?? 0;
        if (a !== 0) {
          indices.push(j);
          values.push(a * s);
        }
      }
      starts[i + 1] = indices.length;
      rowLower[i] = finiteOr(row.lower * s, inf);
      rowUpper[i] = finiteOr(row.upper * s, inf);
    }
    const quadratic = problem.quadratic;
    let hessian;
    if (quadratic && quadratic.some((q) => q !== 0)) {
      const hStarts = new Int32Array(numCols + 1);
      const hIndices: number[] = [];
      const hValues: number[] = [];
      for (let j = 0; j < numCols; j++) {
        const q = quadratic[j] ?? 0;
        if (q !== 0) {
          hIndices.push(j);
          hValues.push(q);
        }
        hStarts[j + 1] = hIndices.length;
      }
      hessian = {
        format: 'triangular' as const,
        dimension: numCols,
        starts: hStarts,
        indices: hIndices,
        values: hValues,
      };
    }
    const semi = problem.semiContinuousLower;
    const isMip = semi !== undefined && semi.some((m) => m > 0);
    const colLower = Float64Array.from(problem.columnLower, (v) => finiteOr(v, inf));
    const colUpper = Float64Array.from(problem.columnUpper, (v) => finiteOr(v, inf));
    let integrality: Int32Array | undefined;
    if (isMip) {
      integrality = new Int32Array(numCols);
      for (let j = 0; j < numCols; j++) {
        const m = semi[j] ?? 0;
        if (m <= 0) continue;
        integrality[j] = highs.constants.variableType.semiContinuous;
        colLower[j] = Math.max(colLower[j] as number, m);
        if (!Number.isFinite(problem.columnUpper[j] ?? Infinity))
          colUpper[j] = Math.max(SEMI_CONTINUOUS_MAX_UPPER, m);
      }
    }
    const model = getModel(which);
    // Make sure no Hessian or integrality of an earlier problem survives into this model.
    if (hadHessian[which] || hadIntegrality[which]) model.clearModel();
    hadHessian[which] = hessian !== undefined;
    hadIntegrality[which] = integrality !== undefined;
    model.passModel({
      numCols,
      numRows,
      sense:
        problem.sense === 'maximize'
          ? highs.constants.objectiveSense.maximize
          : highs.constants.objectiveSense.minimize,
      colCost: Float64Array.from(problem.cost),
      colLower,
      colUpper,
      rowLower,
      rowUpper,
      matrix: { format: 'csr', numRows, numCols, starts, indices, values },
      ...(hessian ? { hessian } : {}),
      ...(integrality ? { integrality } : {}),
    });
    return { model, scale };
  }

  /** Runs a loaded model and translates the outcome. */
  function run(model: Model, scale: Float64Array, options?: LpSolveOptions): LpSolution {
    const status = model.run().modelStatus;
    if (status === statusCodes.infeasible)
      return options?.certificate ? withRay(model, scale) : failed('infeasible');
    if (status === statusCodes.unbounded) return failed('unbounded');
    if (status === statusCodes.unboundedOrInfeasible) return failed('infeasible');
    if (status !== statusCodes.optimal && status !== statusCodes.empty) return failed('failed');
    const solution = model.getSolution();
    const result: LpSolution = {
      status: 'optimal',
      objective: model.getObjectiveValue(),
      x: Array.from(solution.colValue),
      rowActivity: Array.from(solution.rowValue, (v, i) => v / (scale[i] as number)),
      // A scaled row a' = s·a with bounds s·b has dual y' = ∂obj/∂(s·b), so ∂obj/∂b = s·y'.
      rowDual: Array.from(solution.rowDual, (v, i) => v * (scale[i] as number)),
      reducedCost: Array.from(solution.colDual),
    };
    if (!options?.ranging || status !== statusCodes.optimal) return result;
    try {
      const ranging = model.getRanging();
      return {
        ...result,
        costRanging: { down: Array.from(ranging.colCostDown.value), up: Array.from(ranging.colCostUp.value) },
      };
    } catch {
      return result;
    }
  }

  /** 'infeasible' with the dual ray mapped to the caller's rows (s·y' for a row scaled by s), if any. */
  function withRay(model: Model, scale: Float64Array): LpSolution {
    const ray = model.getDualRay();
    if (ray === undefined) return failed('infeasible');
    return { ...failed('infeasible'), rowRay: Array.from(ray.values, (v, i) => v * (scale[i] as number)) };
  }

  /** Drops a model after a native error: the next call starts from a fresh one. */
  function reset(which: 'oneShot' | 'session'): void {
    models[which]?.dispose();
    models[which] = null;
    hadHessian[which] = false;
    hadIntegrality[which] = false;
  }

  function solve(problem: LpProblem, options?: LpSolveOptions): LpSolution {
    if (problem.cost.length === 0) return solveWithoutColumns(problem.rows.map((r) => [r.lower, r.upper]));
    let result: LpSolution;
    try {
      const { model, scale } = load('oneShot', problem);
      result = run(model, scale, options);
    } catch {
      reset('oneShot');
      result = failed('failed');
    }
    if (result.status !== 'failed') return result;
    // Numerical trouble (status unknown, limits): try once more on a fresh model with presolve on.
    try {
      const { model, scale } = load('oneShot', problem);
      model.options.set({ presolve: 'on' });
      result = run(model, scale, options);
    } catch {
      result = failed('failed');
    }
    reset('oneShot');
    return result;
  }

  function open(problem: LpProblem): LpSession {
    if (problem.cost.length === 0) {
      const bounds = problem.rows.map((r): [number, number] => [r.lower, r.upper]);
      return {
        solve: () => solveWithoutColumns(bounds),
        setRowBounds: (row, lower, upper) => {
          bounds[row] = [lower, upper];
        },
        setColumnBounds: () => undefined,
        setCost: () => undefined,
      };
    }
    let loaded: { model: Model; scale: Float64Array } | null = null;
    try {
      loaded = load('session', problem);
    } catch {
      reset('session');
    }
    const guard = <T>(action: (l: { model: Model; scale: Float64Array }) => T, fallback: T): T => {
      if (loaded === null) return fallback;
      try {
        return action(loaded);
      } catch {
        reset('session');
        loaded = null;
        return fallback;
      }
    };
    return {
      solve: (options) => guard((l) => run(l.model, l.scale, options), failed('failed')),
      setRowBounds: (row, lower, upper) =>
        guard((l) => {
          const s = l.scale[row] as number;
          l.model.changeRowBounds(row, finiteOr(lower * s, inf), finiteOr(upper * s, inf));
        }, undefined),
      setColumnBounds: (column, lower, upper) =>
        guard((l) => {
          l.model.changeColBounds(column, finiteOr(lower, inf), finiteOr(upper, inf));
        }, undefined),
      setCost: (cost) =>
        guard((l) => {
          if (cost.length > 0)
            l.model.changeColsCost({ kind: 'range', from: 0, to: cost.length - 1 }, Float64Array.from(cost));
        }, undefined),
    };
  }

  return { solve, open };
}

let loading: Promise<LpSolver> | null = null;

/**
 * Loads the HiGHS WebAssembly solver once (lazily, on first call) and returns the shared solver.
 * Later calls return the same promise.
 */
export function loadLpSolver(options?: LpSolverLoadOptions): Promise<LpSolver> {
  if (loading === null) {
    loading = highsLoader(options as Parameters<typeof highsLoader>[0]).then(createSolver);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
