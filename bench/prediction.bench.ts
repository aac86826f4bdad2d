// Prediction timing: `npm run bench prediction` (or `npx tsx bench/prediction.bench.ts`).
// Prints the median (p50) and p90 time of one performance prediction (four gain searches, the intake
// bound, excretion, methane; with the intake cap, the search for what is eaten) per case, and the ratio of
// the median to the goal of 1 ms. The cases cover a diet eaten whole, diets offering more than the animal
// eats (the intake cap scales them down), grazing with a supplement, and the intake match.
// Figures and the baseline are recorded in docs/decisions/engine-speed.md.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEFAULT_ANIMAL, predictPerformance } from '@cocho/engine';
import type { Animal, DietFeed, PredictionOptions } from '@cocho/engine';

const GOAL_MS = 1;

const feeds: DietFeed[] = [
  {
    id: 'silagem',
    quantidade: 14,
    volumoso: true,
    nutrientes: { MS: 33, NDT: 64, PB: 7.5, Ca: 0.28, P: 0.2 },
  },
  {
    id: 'milho',
    quantidade: 5.5,
    volumoso: false,
    nutrientes: { MS: 88, NDT: 85, PB: 9, Ca: 0.03, P: 0.28 },
  },
  {
    id: 'farelo',
    quantidade: 1.3,
    volumoso: false,
    nutrientes: { MS: 89, NDT: 81, PB: 48, Ca: 0.3, P: 0.65 },
  },
  { id: 'mineral', quantidade: 0.12, volumoso: false, nutrientes: { MS: 99, Ca: 14, P: 8 } },
];
/** The same diet with every amount multiplied: from 1.5× on, more than these animals eat. */
const times = (factor: number) => feeds.map((feed) => ({ ...feed, quantidade: feed.quantidade * factor }));
const pasture: DietFeed[] = [
  {
    id: 'brachiaria',
    quantidade: 40,
    volumoso: true,
    nutrientes: { MS: 30, NDT: 58, PB: 8, Ca: 0.3, P: 0.15 },
  },
  {
    id: 'supplement',
    quantidade: 2,
    volumoso: false,
    nutrientes: { MS: 90, NDT: 75, PB: 30, Ca: 1, P: 0.6 },
  },
];

const bull: Animal = { ...DEFAULT_ANIMAL, ganho_medio_diario: null };
const heifer: Animal = { ...DEFAULT_ANIMAL, raca: 'cruzado_corte', sexo: 'femea', ganho_medio_diario: null };
const cow: Animal = {
  ...DEFAULT_ANIMAL,
  tipo: 'vaca',
  estado_fisiologico: 'lactante',
  peso_corporal_inicial: null,
  peso_corporal_final: null,
  peso_corporal_medio: 450,
  semana_lactacao: 8,
};
const grazing: Animal = { ...heifer, regime: 'pasto' };

const cases: [string, Animal, DietFeed[], PredictionOptions][] = [
  ['zebu bull', bull, feeds, {}],
  ['crossbred heifer', heifer, feeds, {}],
  ['lactating cow', cow, feeds, {}],
  ['bull, 2x offer', bull, times(2), {}],
  ['heifer, 2x offer', heifer, times(2), {}],
  ['cow, 2x offer', cow, times(2), {}],
  ['heifer grazing', grazing, pasture, {}],
  ['bull, match', bull, feeds, { matchIntake: true }],
];

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * q)] ?? Number.NaN;
}

console.log(`load average ${loadavg()[0]!.toFixed(1)} (2 cores)`);
let sink = 0;
let missed = 0;
for (const [label, animal, diet, options] of cases) {
  let capped = false;
  const work = () => {
    const result = predictPerformance(animal, diet, options);
    if (!result.ok) throw new Error(`${label}: ${JSON.stringify(result.errors)}`);
    sink += result.value.GMDEsperado;
    capped = result.value.eaten !== undefined;
  };
  for (let k = 0; k < 200; k += 1) work();
  const samples: number[] = [];
  for (let s = 0; s < 300; s += 1) {
    const start = performance.now();
    for (let k = 0; k < 3; k += 1) work();
    samples.push((performance.now() - start) / 3);
  }
  const p50 = quantile(samples, 0.5);
  const p90 = quantile(samples, 0.9);
  if (p50 > GOAL_MS) missed += 1;
  console.log(
    `prediction, ${label.padEnd(17)} ${capped ? 'capped' : '      '} p50 ${(p50 * 1000).toFixed(1).padStart(6)} µs ` +
      `p90 ${(p90 * 1000).toFixed(1).padStart(6)} µs (goal ${GOAL_MS * 1000} µs, ratio to goal ` +
      `${(p50 / GOAL_MS).toFixed(3)}; ${p50 <= GOAL_MS ? 'meets' : 'MISSES'} the goal)`,
  );
}
console.log(missed === 0 ? 'every case meets the 1 ms goal at p50' : `${missed} case(s) MISS the 1 ms goal`);
if (sink === 0) console.log('no result');
