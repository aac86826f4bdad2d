// Browser side of bench/formulation-chromium.bench.ts: bundled by esbuild and loaded in Chromium. Runs the
// engine (HiGHS WebAssembly) and the product's loop on the browser build of glpk.js (Web Worker, promises, as
// the seed system ran it) side by side, alternating runs, and returns the medians.
import GLPK from 'glpk.js';
import { formulateDiet, loadLpSolver } from '@cocho/engine';
import { givenBounds, prepareDietModel } from '../../packages/engine/src/formulation/diet-model';
import { benchCases } from './cases';
import { formulateWithGlpkLoopAsync } from './glpk-loop';
import type { GlpkAsync } from './glpk-loop';

/** One result row. */
export type BrowserRow = {
  name: string;
  engineMs: number;
  engineNoConflictsMs: number;
  loopMs: number;
  status: string;
  lpCount: number;
  loopLpCount: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function runBench(): Promise<BrowserRow[]> {
  const solver = await loadLpSolver({ locateFile: (file: string) => `/${file}` });
  const glpk = (await GLPK()) as unknown as GlpkAsync;
  const rows: BrowserRow[] = [];
  for (const c of benchCases()) {
    const input = { feeds: c.feeds, requirements: c.requirements, roughagePercent: c.roughagePercent };
    const model = prepareDietModel(c.feeds, c.requirements, c.roughagePercent);
    const bounds = givenBounds(c.requirements);
    const first = formulateDiet(input, solver);
    if (!first.ok) throw new Error(c.name);
    const loop = await formulateWithGlpkLoopAsync(glpk, model, bounds);
    for (let i = 0; i < 5; i++) formulateDiet(input, solver);
    const engine: number[] = [];
    const quiet: number[] = [];
    const baseline: number[] = [];
    const start = performance.now();
    while (engine.length < 7 || (performance.now() - start < 4000 && engine.length < 60)) {
      let t0 = performance.now();
      formulateDiet(input, solver);
      engine.push(performance.now() - t0);
      t0 = performance.now();
      formulateDiet(input, solver, { explainConflicts: false });
      quiet.push(performance.now() - t0);
      t0 = performance.now();
      await formulateWithGlpkLoopAsync(glpk, model, bounds);
      baseline.push(performance.now() - t0);
    }
    rows.push({
      name: c.name,
      engineMs: median(engine),
      engineNoConflictsMs: median(quiet),
      loopMs: median(baseline),
      status: first.value.status,
      lpCount: first.value.lpCount,
      loopLpCount: loop.lpCount,
    });
  }
  return rows;
}

(globalThis as unknown as { runBench: typeof runBench }).runBench = runBench;
