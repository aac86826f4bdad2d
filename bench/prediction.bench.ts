// Prediction timing: `npm run bench prediction` (or `npx tsx bench/prediction.bench.ts`).
// Prints the median time of one performance prediction (four gain searches, excretion, methane) and its
// ratio to the goal of 1 ms.
import { performance } from 'node:perf_hooks';
import { DEFAULT_ANIMAL, predictPerformance } from '@cocho/engine';
import type { Animal, DietFeed } from '@cocho/engine';

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
const cases: [string, Animal][] = [
  ['zebu bull', { ...DEFAULT_ANIMAL, ganho_medio_diario: null }],
  ['crossbred heifer', { ...DEFAULT_ANIMAL, raca: 'cruzado_corte', sexo: 'femea', ganho_medio_diario: null }],
  [
    'lactating cow',
    {
      ...DEFAULT_ANIMAL,
      tipo: 'vaca',
      estado_fisiologico: 'lactante',
      peso_corporal_inicial: null,
      peso_corporal_final: null,
      peso_corporal_medio: 450,
      semana_lactacao: 8,
    },
  ],
];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

let sink = 0;
for (const [label, animal] of cases) {
  const work = () => {
    const result = predictPerformance(animal, feeds);
    if (result.ok) sink += result.value.GMDEsperado;
  };
  for (let k = 0; k < 300; k += 1) work();
  const samples: number[] = [];
  for (let s = 0; s < 300; s += 1) {
    const start = performance.now();
    for (let k = 0; k < 5; k += 1) work();
    samples.push((performance.now() - start) / 5);
  }
  const m = median(samples);
  console.log(
    `prediction, ${label.padEnd(16)} median ${(m * 1000).toFixed(1)} µs (goal ${GOAL_MS * 1000} µs, ratio to goal ` +
      `${(m / GOAL_MS).toFixed(3)}; ${m <= GOAL_MS ? 'meets' : 'MISSES'} the goal)`,
  );
}
if (sink === 0) console.log('no result');
