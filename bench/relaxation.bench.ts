// Infeasible requirements: the elastic LP against the product's subset search (docs/product/calculation.md#constants: sizes 5 to 1, at
// most 10 combinations per size, three strategies, lowest penalty), both on HiGHS in this process
// (`npm run bench relaxation`). On random infeasible problems of 4 to 60 feeds, prints how often the
// elastic LP finds a strictly lower spec penalty, by how much, whether it is ever higher (it must not be:
// the metamorphic test packages/engine/src/formulation/relaxation-metamorphic.properties.test.ts), and the median time
// of each with their ratio.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadLpSolver } from '@cocho/engine';
import { givenBounds, prepareDietModel } from '../packages/engine/src/formulation/diet-model';
import { searchRelaxationSubsets, solveElastic } from '../packages/engine/src/formulation/relaxation';
import { generateDietProblem } from '../packages/engine/src/formulation/testing/random-problems';

const solver = await loadLpSolver();

function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median time (ms) of `run` over at least 3 runs and about `budgetMs`. */
function time(run: () => void, budgetMs: number): number {
  run(); // warm-up
  const times: number[] = [];
  const start = performance.now();
  while (times.length < 3 || (performance.now() - start < budgetMs && times.length < 30)) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const SIZES = [4, 8, 15, 30, 60];
const PER_SIZE = 24;
const relTol = (a: number) => 1e-6 * Math.max(1, Math.abs(a));

console.log(
  'feeds  cases  both found  elastic lower  equal  higher | median gain  mean gain  max gain | ' +
    'elastic ms  subsets ms  LPs  ratio',
);
let totalHigher = 0;
const allGains: number[] = [];
let allCompared = 0;
let allLower = 0;
for (const feedCount of SIZES) {
  let compared = 0;
  let lower = 0;
  let equal = 0;
  let higher = 0;
  let onlyElastic = 0;
  const gains: number[] = [];
  const elasticMs: number[] = [];
  const subsetMs: number[] = [];
  const lps: number[] = [];
  for (let i = 0; i < PER_SIZE; i++) {
    const seed = 90_000 + feedCount * 100 + i;
    const problem = generateDietProblem(seed, {
      feedCount,
      infeasible: true,
      traceMinerals: i % 3 === 0,
      fixRoughage: i % 4 === 0,
      restrictionRate: 0.2,
    });
    const model = prepareDietModel(problem.feeds, problem.requirements, problem.roughagePercent);
    const bounds = givenBounds(problem.requirements);
    const subsets = searchRelaxationSubsets(model, bounds, solver);
    const elastic = solveElastic(model, bounds, solver);
    if (subsets.best === null) {
      if (elastic !== null) onlyElastic++;
      continue;
    }
    if (elastic === null) {
      higher++;
      continue;
    }
    compared++;
    const gain = subsets.best.penalty - elastic.penalty;
    if (gain > relTol(subsets.best.penalty)) {
      lower++;
      gains.push((gain / subsets.best.penalty) * 100);
    } else if (gain < -relTol(subsets.best.penalty)) higher++;
    else equal++;
    lps.push(subsets.attempts);
    elasticMs.push(time(() => solveElastic(model, bounds, solver), 100));
    subsetMs.push(time(() => searchRelaxationSubsets(model, bounds, solver), 200));
  }
  totalHigher += higher;
  allCompared += compared;
  allLower += lower;
  allGains.push(...gains);
  const mean = gains.length ? gains.reduce((a, b) => a + b, 0) / gains.length : 0;
  const e = median(elasticMs);
  const s = median(subsetMs);
  console.log(
    `${String(feedCount).padStart(5)}  ${String(PER_SIZE).padStart(5)}  ${String(compared).padStart(10)}  ` +
      `${String(lower).padStart(13)}  ${String(equal).padStart(5)}  ${String(higher).padStart(6)} | ` +
      `${(gains.length ? median(gains).toFixed(1) + ' %' : '—').padStart(11)}  ${(gains.length ? mean.toFixed(1) + ' %' : '—').padStart(9)}  ` +
      `${(gains.length ? Math.max(...gains).toFixed(1) + ' %' : '—').padStart(8)} | ` +
      `${e.toFixed(2).padStart(10)}  ${s.toFixed(2).padStart(10)}  ${String(median(lps)).padStart(3)}  ${(s / e).toFixed(1).padStart(4)}×` +
      (onlyElastic ? `  (+${onlyElastic} found only by the elastic LP)` : ''),
  );
}
console.log(
  `\nElastic LP strictly lower penalty on ${allLower} of ${allCompared} cases both solved ` +
    `(${((allLower / Math.max(1, allCompared)) * 100).toFixed(0)} %), median ${median(allGains).toFixed(1)} % lower there; ` +
    `higher on ${totalHigher} (must be 0): ${totalHigher === 0 ? 'met' : 'NOT met'} ` +
    `(gain = (subset − elastic) / subset penalty; Node ${process.version}; load average ${loadavg()[0]?.toFixed(1)}).`,
);
if (totalHigher > 0) process.exitCode = 1;
