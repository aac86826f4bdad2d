// The seed system's diet solver as the spec describes it (spec 02 §9): one LP with the full
// requirements, then — when it is infeasible — up to 150 LPs (3 strategies × subset sizes 5…1 × at most
// 10 combinations) solved one by one with glpk.js, keeping the feasible result of lowest penalty.
// It is the baseline of bench/formulation.bench.ts; the LP rows come from the engine's own model so that
// both sides solve the same problems.
import type { GLPK, LP } from 'glpk.js/node';
import { buildRows, relaxableKeys } from '../../packages/engine/src/formulation/diet-model';
import type { DietModel, EffectiveBounds, ModelRow } from '../../packages/engine/src/formulation/diet-model';
import {
  RELAXATION_STRATEGIES,
  RELAX_MAX_COMBINATIONS,
  RELAX_SUBSET_SIZES,
  calculatePenalty,
  firstCombinations,
  relaxedBounds,
} from '../../packages/engine/src/formulation/relaxation';

/** Outcome of the baseline loop. */
export type GlpkLoopResult = {
  readonly status: 'optimal' | 'relaxed' | 'infeasible';
  readonly costPerDay: number;
  readonly penalty: number;
  readonly lpCount: number;
};

function solveRows(glpk: GLPK, model: DietModel, rows: readonly ModelRow[]): number[] | null {
  const n = model.feeds.length;
  const name = (j: number): string => `x${j}`;
  const subjectTo: LP['subjectTo'] = rows.map((r, i) => {
    const { lower, upper } = r.row;
    const bnds =
      lower > -Infinity && upper < Infinity
        ? { type: lower === upper ? glpk.GLP_FX : glpk.GLP_DB, lb: lower, ub: upper }
        : lower > -Infinity
          ? { type: glpk.GLP_LO, lb: lower, ub: 0 }
          : { type: glpk.GLP_UP, lb: 0, ub: upper };
    return {
      name: `r${i}`,
      vars: r.row.coefficients.flatMap((coef, j) => (coef === 0 ? [] : [{ name: name(j), coef }])),
      bnds,
    };
  });
  const lp: LP = {
    name: 'diet',
    objective: {
      direction: glpk.GLP_MIN,
      name: 'cost',
      vars: model.feeds.map((f, j) => ({ name: name(j), coef: f.costPerKgDm })),
    },
    subjectTo,
  };
  const result = glpk.solve(lp, { msglev: glpk.GLP_MSG_OFF, presol: true });
  // GLPK status 5 (GLP_OPT) is the only one the seed accepts (spec 02 §9 step 1).
  if (result.result.status !== glpk.GLP_OPT) return null;
  return Array.from({ length: n }, (_, j) => result.result.vars[name(j)] ?? 0);
}

/** Runs the spec's loop with glpk.js. */
export function formulateWithGlpkLoop(glpk: GLPK, model: DietModel, bounds: EffectiveBounds): GlpkLoopResult {
  const cost = (x: readonly number[]): number =>
    x.reduce((s, v, j) => s + v * (model.feeds[j]?.costPerKgDm ?? 0), 0);
  let lpCount = 1;
  const full = solveRows(glpk, model, buildRows(model, bounds, true));
  if (full) return { status: 'optimal', costPerDay: cost(full), penalty: 0, lpCount };
  let best: { x: number[]; penalty: number } | null = null;
  const keys = relaxableKeys(bounds);
  for (const strategy of RELAXATION_STRATEGIES)
    for (const size of RELAX_SUBSET_SIZES)
      for (const subset of firstCombinations(keys, size, RELAX_MAX_COMBINATIONS)) {
        lpCount++;
        const rows = buildRows(
          model,
          relaxedBounds(bounds, strategy, subset),
          strategy !== 'relaxWithoutMineralsFixed',
        );
        const x = solveRows(glpk, model, rows);
        if (!x) continue;
        const penalty = calculatePenalty(model, bounds, x);
        if (best === null || penalty < best.penalty) best = { x, penalty };
      }
  if (!best) return { status: 'infeasible', costPerDay: 0, penalty: Infinity, lpCount };
  return { status: 'relaxed', costPerDay: cost(best.x), penalty: best.penalty, lpCount };
}
