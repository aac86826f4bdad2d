// Formulation timing: `npm run bench formulation` (or `npx tsx bench/formulation.bench.ts`).
// For 10, 30 and 60 feeds, feasible and infeasible, prints the median time of one formulation by the
// engine (HiGHS; on infeasible problems the elastic model plus the conflict finder) and of the spec's loop
// of up to 150 LPs on glpk.js (the seed system's method, bench/formulation/glpk-loop.ts), run side by side
// in this process, with their ratio. Goals: ≤ 20 ms median for 60 infeasible feeds and at
// least 10 × faster than the glpk.js loop. Two more ratios per case (docs/decisions/engine-speed.md):
// infeasible, the formulation against one elastic LP of the same model (`solveElastic`, stage 1 and 2 on
// one loaded LP; goal ≤ 5× at 60 feeds); feasible, the formulation against its own LPs (the time spent
// inside the solver during the same calls; goal ≤ 1.5×).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import GLPK from 'glpk.js/node';
import { formulateDiet, loadLpSolver } from '@cocho/engine';
import type { LpSolver } from '@cocho/engine';
import { givenBounds, prepareDietModel } from '../packages/engine/src/formulation/diet-model';
import { solveElastic } from '../packages/engine/src/formulation/relaxation';
import { benchCases } from './formulation/cases';
import { formulateWithGlpkLoop } from './formulation/glpk-loop';

const GOAL_MS_60_INFEASIBLE = 20;
const GOAL_RATIO = 10;
const GOAL_ELASTIC_RATIO_60_INFEASIBLE = 5;
const GOAL_OWN_LP_RATIO_FEASIBLE = 1.5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Runs the two sides alternately so that both see the same machine load, and returns their medians (ms).
 */
function timePair(engine: () => void, baseline: () => void, budgetMs: number): [number, number] {
  const a: number[] = [];
  const b: number[] = [];
  const start = performance.now();
  while (a.length < 7 || (performance.now() - start < budgetMs && a.length < 100)) {
    let t0 = performance.now();
    engine();
    a.push(performance.now() - t0);
    t0 = performance.now();
    baseline();
    b.push(performance.now() - t0);
  }
  return [median(a), median(b)];
}

/** CPU time of this process per run of `run` (ms), over `runs` runs after one warm-up. */
function cpuMsPerRun(run: () => void, runs: number): number {
  run();
  const before = process.cpuUsage();
  for (let i = 0; i < runs; i++) run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / runs;
}

const plainSolver = await loadLpSolver();
/** The engine's solver, timing every solve (ms inside the solver since the last reset). */
let inSolverMs = 0;
const solver: LpSolver = {
  solve: (problem, options) => {
    const t0 = performance.now();
    const solution = plainSolver.solve(problem, options);
    inSolverMs += performance.now() - t0;
    return solution;
  },
  open: (problem) => {
    const t0 = performance.now();
    const session = plainSolver.open(problem);
    inSolverMs += performance.now() - t0;
    return {
      ...session,
      solve: (options) => {
        const t1 = performance.now();
        const solution = session.solve(options);
        inSolverMs += performance.now() - t1;
        return solution;
      },
    };
  },
};
const glpk = await GLPK();
let ok = true;
console.log(
  'case                       engine ms  status      LPs | glpk loop ms  status    LPs |  ratio | penalty engine / loop',
);
for (const c of benchCases()) {
  const input = { feeds: c.feeds, requirements: c.requirements, roughagePercent: c.roughagePercent };
  const first = formulateDiet(input, solver);
  if (!first.ok) throw new Error(`${c.name}: ${JSON.stringify(first.errors)}`);
  const model = prepareDietModel(c.feeds, c.requirements, c.roughagePercent);
  const bounds = givenBounds(c.requirements);
  const loop = formulateWithGlpkLoop(glpk, model, bounds);
  // Warm up both sides (JIT, WebAssembly tiers).
  for (let i = 0; i < 5; i++) formulateDiet(input, solver);
  formulateWithGlpkLoop(glpk, model, bounds);
  const [engineMs, loopMs] = timePair(
    () => formulateDiet(input, solver),
    () => formulateWithGlpkLoop(glpk, model, bounds),
    4000,
  );
  const ratio = loopMs / engineMs;
  const r = first.value;
  const penalty = r.relaxation ? r.relaxation.penalty.toFixed(2) : '0';
  console.log(
    `${c.name.padEnd(26)} ${engineMs.toFixed(2).padStart(9)}  ${r.status.padEnd(10)} ${String(r.lpCount).padStart(4)} | ` +
      `${loopMs.toFixed(2).padStart(12)}  ${loop.status.padEnd(9)} ${String(loop.lpCount).padStart(3)} | ` +
      `${ratio.toFixed(1).padStart(5)}× | ${penalty} / ${Number.isFinite(loop.penalty) ? loop.penalty.toFixed(2) : '—'}`,
  );
  if (c.name === '60 feeds, infeasible' && (engineMs > GOAL_MS_60_INFEASIBLE || ratio < GOAL_RATIO))
    ok = false;
  if (r.status !== 'otima') {
    const quiet = { explainConflicts: false } as const;
    const [noConflictsMs] = timePair(
      () => formulateDiet(input, solver, quiet),
      () => undefined,
      1000,
    );
    console.log(`${''.padEnd(26)} ${noConflictsMs.toFixed(2).padStart(9)}  (same, without naming conflicts)`);
    // One elastic LP of the same model, alternated with the formulation; also in CPU time of this process
    // (steadier than wall time on a shared machine).
    const [formulateMs, elasticMs] = timePair(
      () => formulateDiet(input, plainSolver),
      () => solveElastic(model, bounds, plainSolver),
      2000,
    );
    const formulateCpuMs = cpuMsPerRun(() => formulateDiet(input, plainSolver), 40);
    const elasticCpuMs = cpuMsPerRun(() => solveElastic(model, bounds, plainSolver), 40);
    const elasticRatio = formulateMs / elasticMs;
    const sixty = c.name === '60 feeds, infeasible';
    console.log(
      `${''.padEnd(26)} ${formulateMs.toFixed(2).padStart(9)}  against one elastic LP ${elasticMs.toFixed(2)} ms: ` +
        `${elasticRatio.toFixed(1)}×; CPU ${formulateCpuMs.toFixed(2)} against ${elasticCpuMs.toFixed(2)} ms: ` +
        `${(formulateCpuMs / elasticCpuMs).toFixed(1)}×` +
        (sixty ? ` (goals ≤ ${GOAL_MS_60_INFEASIBLE} ms, ≤ ${GOAL_ELASTIC_RATIO_60_INFEASIBLE}×)` : ''),
    );
    if (sixty && elasticRatio > GOAL_ELASTIC_RATIO_60_INFEASIBLE) ok = false;
  } else {
    // The formulation against its own LPs: median over calls of (call time / time inside the solver).
    const ratios: number[] = [];
    const start = performance.now();
    while (ratios.length < 7 || (performance.now() - start < 2000 && ratios.length < 60)) {
      inSolverMs = 0;
      const t0 = performance.now();
      formulateDiet(input, solver);
      ratios.push((performance.now() - t0) / inSolverMs);
    }
    const ownRatio = median(ratios);
    console.log(
      `${''.padEnd(26)} ${ownRatio.toFixed(2).padStart(8)}×  its own LPs (call / time in the solver; goal ≤ ` +
        `${GOAL_OWN_LP_RATIO_FEASIBLE}×)`,
    );
    if (ownRatio > GOAL_OWN_LP_RATIO_FEASIBLE) ok = false;
  }
}
console.log(
  `\nGoals: 60 infeasible feeds ≤ ${GOAL_MS_60_INFEASIBLE} ms, ≥ ${GOAL_RATIO}× faster than the glpk.js loop and ` +
    `≤ ${GOAL_ELASTIC_RATIO_60_INFEASIBLE}× one elastic LP; feasible ≤ ${GOAL_OWN_LP_RATIO_FEASIBLE}× its own LPs: ` +
    `${ok ? 'met' : 'NOT met'} (Node ${process.version}; load average ${loadavg()[0]?.toFixed(1)}).`,
);
