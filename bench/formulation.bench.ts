// Formulation timing: `npm run bench formulation` (or `npx tsx bench/formulation.bench.ts`).
// For 10, 30 and 60 feeds, feasible and infeasible, prints the median time of one formulation by the
// engine (HiGHS; on infeasible problems the elastic model plus the conflict finder) and of the spec's loop
// of up to 150 LPs on glpk.js (the seed system's method, bench/formulation/glpk-loop.ts), run side by side
// in this process, with their ratio. Goals: ≤ 20 ms median for 60 infeasible feeds and at
// least 10 × faster than the glpk.js loop.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import GLPK from 'glpk.js/node';
import { formulateDiet, loadLpSolver } from '@cocho/engine';
import { givenBounds, prepareDietModel } from '../packages/engine/src/formulation/diet-model';
import { benchCases } from './formulation/cases';
import { formulateWithGlpkLoop } from './formulation/glpk-loop';

const GOAL_MS_60_INFEASIBLE = 20;
const GOAL_RATIO = 10;

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

const solver = await loadLpSolver();
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
  }
}
console.log(
  `\nGoals for 60 infeasible feeds: ≤ ${GOAL_MS_60_INFEASIBLE} ms and ≥ ${GOAL_RATIO}× faster than the glpk.js ` +
    `loop: ${ok ? 'met' : 'NOT met'} (Node ${process.version}; load average ${loadavg()[0]?.toFixed(1)}).`,
);
