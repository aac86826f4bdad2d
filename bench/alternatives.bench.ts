// Alternatives and price ranging: LPs solved and time, against the way they were solved before
// (`npm run bench alternatives`). Baselines, run side by side in this process: alternatives by solving
// every single and, when needed, every pair exclusion with the formulation's default relaxation (what
// findDietAlternatives did; the answers must be the same); the wizard's ranging by formulating the chosen
// diet again (calculatePriceRanging) where it now reads the chosen diet's own LP (priceRangingOf).
// Figures: docs/decisions/engine-speed.md.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  applyDefaultInclusionCaps,
  calculatePriceRanging,
  findDietAlternatives,
  formulateDiet,
  loadLpSolver,
  PLAIN_LP_OPTIONS,
  priceRangingOf,
} from '@cocho/engine';
import type { FormulationInput, LpSolver } from '@cocho/engine';
import { prepareDietModel } from '../packages/engine/src/formulation/diet-model';
import { generateDietProblem } from '../packages/engine/src/formulation/testing/random-problems';

const plain = await loadLpSolver();
let lpCount = 0;
const solver: LpSolver = {
  solve: (problem, options) => {
    lpCount++;
    return plain.solve(problem, options);
  },
  open: (problem) => {
    const session = plain.open(problem);
    return {
      ...session,
      solve: (options) => {
        lpCount++;
        return session.solve(options);
      },
    };
  },
};

/** The previous search: every exclusion solved, each with the default relaxation when infeasible. */
function previousAlternatives(input: FormulationInput, tolerancePercent: number): string {
  const solve = (excluded: readonly string[]) =>
    formulateDiet(
      {
        ...input,
        feeds: input.feeds.map((f) => (excluded.includes(f.id) ? { ...f, minPercent: 0, maxPercent: 0 } : f)),
      },
      solver,
      { economics: false, explainConflicts: false, ...PLAIN_LP_OPTIONS },
    );
  const base = solve([]);
  if (!base.ok || base.value.status !== 'otima') return 'none';
  const optimal = base.value;
  const budget = optimal.costPerDay * (1 + tolerancePercent / 100) + 1e-9 * Math.max(1, optimal.costPerDay);
  const used = optimal.feeds.filter((f) => f.dryMatterKg > 1e-9).map((f) => f.id);
  const model = prepareDietModel(input.feeds, input.requirements, input.roughagePercent ?? null);
  const droppable = used.filter((id) => model.feeds.find((f) => f.feed.id === id)?.minPercent === 0);
  const key = (ids: readonly string[]) => [...ids].sort().join(',');
  const taken = new Set([key(used)]);
  const out: string[] = [];
  const collect = (exclusions: readonly (readonly string[])[]) => {
    const found = exclusions.flatMap((excludedIds) => {
      const solved = solve(excludedIds);
      if (!solved.ok || solved.value.status !== 'otima' || solved.value.costPerDay > budget) return [];
      const feedIds = solved.value.feeds.filter((f) => f.dryMatterKg > 1e-9).map((f) => f.id);
      return [{ excludedIds, feedIds, costPerDay: solved.value.costPerDay }];
    });
    for (const candidate of found.sort((a, b) => a.costPerDay - b.costPerDay)) {
      if (out.length >= 3 || taken.has(key(candidate.feedIds))) continue;
      taken.add(key(candidate.feedIds));
      out.push(`${candidate.excludedIds.join('+')}:${candidate.costPerDay}`);
    }
  };
  collect(droppable.map((id) => [id]));
  if (out.length < 3) collect(droppable.flatMap((id, i) => droppable.slice(i + 1).map((o) => [id, o])));
  return out.join(' ');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** LPs and median ms of `run` (LPs of the last run; at least 3 runs, about `budgetMs`). */
function measure<T>(run: () => T, budgetMs: number): { lps: number; ms: number; value: T } {
  let value = run();
  const times: number[] = [];
  const start = performance.now();
  let lps = 0;
  while (times.length < 3 || (performance.now() - start < budgetMs && times.length < 30)) {
    lpCount = 0;
    const t0 = performance.now();
    value = run();
    times.push(performance.now() - t0);
    lps = lpCount;
  }
  return { lps, ms: median(times), value };
}

console.log('case                    alternatives: LPs now / before    ms now / before  ratio | same answer');
let lpsNow = 0;
let lpsBefore = 0;
let msNow = 0;
let msBefore = 0;
let different = 0;
for (let i = 0; i < 10; i++) {
  const problem = generateDietProblem(8000 + i, { feedCount: 7 + (i % 4) * 6, traceMinerals: i % 3 === 0 });
  const input: FormulationInput = { ...problem, feeds: applyDefaultInclusionCaps(problem.feeds) };
  for (const tolerancePercent of [2, 10]) {
    const now = measure(() => findDietAlternatives(input, solver, { tolerancePercent }), 300);
    const before = measure(() => previousAlternatives(input, tolerancePercent), 300);
    const answer = now.value.ok
      ? now.value.value.alternatives.map((a) => `${a.excludedIds.join('+')}:${a.costPerDay}`).join(' ')
      : 'none';
    const same = answer === before.value;
    if (!same) different++;
    lpsNow += now.lps;
    lpsBefore += before.lps;
    msNow += now.ms;
    msBefore += before.ms;
    console.log(
      `${`${input.feeds.length} feeds, ${tolerancePercent} %`.padEnd(24)}${String(now.lps).padStart(20)} / ${String(before.lps).padEnd(8)}` +
        `${now.ms.toFixed(1).padStart(10)} / ${before.ms.toFixed(1).padEnd(7)}${(before.ms / now.ms).toFixed(1).padStart(5)}× | ${same ? 'yes' : 'NO'}`,
    );
  }
}
console.log(
  `alternatives in all: ${lpsNow} LPs against ${lpsBefore} (${(lpsBefore / lpsNow).toFixed(1)}× fewer), ` +
    `${msNow.toFixed(0)} ms against ${msBefore.toFixed(0)} (${(msBefore / msNow).toFixed(1)}×); answers differ in ${different} (must be 0)`,
);

// Ranging of a chosen exact diet: read from its own LP against formulating it again.
let rangingLps = 0;
let rangingMsNow = 0;
let rangingMsBefore = 0;
let rangingDifferent = 0;
for (let i = 0; i < 10; i++) {
  const problem = generateDietProblem(8100 + i, { feedCount: 10 + (i % 3) * 20, traceMinerals: i % 2 === 0 });
  const input: FormulationInput = { ...problem, feeds: applyDefaultInclusionCaps(problem.feeds) };
  const chosen = formulateDiet(input, solver);
  if (!chosen.ok || chosen.value.status !== 'otima') continue;
  const diet = chosen.value;
  const now = measure(() => priceRangingOf(diet, input.feeds), 100);
  const before = measure(() => calculatePriceRanging(input, solver), 300);
  if (JSON.stringify(now.value) !== JSON.stringify(before.value)) rangingDifferent++;
  rangingLps += before.lps;
  rangingMsNow += now.ms;
  rangingMsBefore += before.ms;
}
console.log(
  `ranging of the chosen diet: 0 LPs against ${rangingLps}, ${rangingMsNow.toFixed(2)} ms against ` +
    `${rangingMsBefore.toFixed(1)} (${(rangingMsBefore / Math.max(rangingMsNow, 1e-3)).toFixed(0)}×); answers differ in ` +
    `${rangingDifferent} (must be 0) (load average ${loadavg()[0]?.toFixed(1)})`,
);
if (different > 0 || rangingDifferent > 0) process.exitCode = 1;
