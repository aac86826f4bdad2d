// The seed system's diet solver as the product describes it (docs/product/calculation.md#constants): one LP with the full
// requirements, then — when it is infeasible — up to 150 LPs (3 strategies × subset sizes 5…1 × at most
// 10 combinations) solved one by one with glpk.js, keeping the feasible result of lowest penalty.
// It is the baseline of bench/formulation.bench.ts; the LP rows come from the engine's own model so that
// both sides solve the same problems.
import type { GLPK, LP, Result } from 'glpk.js/node';
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

type GlpkConstants = Pick<
  GLPK,
  'GLP_FX' | 'GLP_DB' | 'GLP_LO' | 'GLP_UP' | 'GLP_MIN' | 'GLP_MSG_OFF' | 'GLP_OPT'
>;

function buildLp(glpk: GlpkConstants, model: DietModel, rows: readonly ModelRow[]): LP {
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
  return {
    name: 'diet',
    objective: {
      direction: glpk.GLP_MIN,
      name: 'cost',
      vars: model.feeds.map((f, j) => ({ name: `x${j}`, coef: f.costPerKgDm })),
    },
    subjectTo,
  };
}

function readResult(glpk: GlpkConstants, model: DietModel, result: Result): number[] | null {
  // GLPK status 5 (GLP_OPT) is the only one the seed accepts (docs/product/calculation.md#diet-solver step 1).
  if (result.result.status !== glpk.GLP_OPT) return null;
  return model.feeds.map((_, j) => result.result.vars[`x${j}`] ?? 0);
}

function solveRows(glpk: GLPK, model: DietModel, rows: readonly ModelRow[]): number[] | null {
  return readResult(
    glpk,
    model,
    glpk.solve(buildLp(glpk, model, rows), { msglev: glpk.GLP_MSG_OFF, presol: true }),
  );
}

/** Runs the product's loop with glpk.js. */
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

/** The browser build of glpk.js solves in a Web Worker and answers with promises. */
export type GlpkAsync = GlpkConstants & {
  solve: (lp: LP, options: { msglev: number; presol: boolean }) => Promise<Result>;
};

/** The same loop on the asynchronous (browser, worker-based) glpk.js, as the seed ran it. */
export async function formulateWithGlpkLoopAsync(
  glpk: GlpkAsync,
  model: DietModel,
  bounds: EffectiveBounds,
): Promise<GlpkLoopResult> {
  const solve = async (rows: readonly ModelRow[]) =>
    readResult(
      glpk,
      model,
      await glpk.solve(buildLp(glpk, model, rows), { msglev: glpk.GLP_MSG_OFF, presol: true }),
    );
  const cost = (x: readonly number[]): number =>
    x.reduce((s, v, j) => s + v * (model.feeds[j]?.costPerKgDm ?? 0), 0);
  let lpCount = 1;
  const full = await solve(buildRows(model, bounds, true));
  if (full) return { status: 'optimal', costPerDay: cost(full), penalty: 0, lpCount };
  let best: { x: number[]; penalty: number } | null = null;
  const keys = relaxableKeys(bounds);
  for (const strategy of RELAXATION_STRATEGIES)
    for (const size of RELAX_SUBSET_SIZES)
      for (const subset of firstCombinations(keys, size, RELAX_MAX_COMBINATIONS)) {
        lpCount++;
        const x = await solve(
          buildRows(model, relaxedBounds(bounds, strategy, subset), strategy !== 'relaxWithoutMineralsFixed'),
        );
        if (!x) continue;
        const penalty = calculatePenalty(model, bounds, x);
        if (best === null || penalty < best.penalty) best = { x, penalty };
      }
  if (!best) return { status: 'infeasible', costPerDay: 0, penalty: Infinity, lpCount };
  return { status: 'relaxed', costPerDay: cost(best.x), penalty: best.penalty, lpCount };
}
