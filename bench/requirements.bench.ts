// Requirements timing: `npm run bench requirements` (or `npx tsx bench/requirements.bench.ts`).
// Prints the median time of one animal's full requirement table (calculateRequirements, with validation,
// the microbial-protein loop and the entries) and its ratio to the goal of 0.2 ms.
import { performance } from 'node:perf_hooks';
import { calculateRequirements, DEFAULT_ANIMAL } from '@cocho/engine';
import type { Animal } from '@cocho/engine';

const GOAL_MS = 0.2;

const animals: Animal[] = [
  { ...DEFAULT_ANIMAL, peso_corporal_inicial: 510, peso_corporal_final: 530, ganho_medio_diario: 1.5 },
  { ...DEFAULT_ANIMAL, raca: 'cruzado_corte', sexo: 'femea', ganho_medio_diario: 1.1 },
  {
    ...DEFAULT_ANIMAL,
    regime: 'pasto',
    peso_corporal_inicial: 250,
    peso_corporal_final: 350,
    ganho_medio_diario: 0.6,
  },
  {
    ...DEFAULT_ANIMAL,
    tipo: 'vaca',
    estado_fisiologico: 'gestante_lactante',
    peso_corporal_inicial: null,
    peso_corporal_final: null,
    peso_corporal_medio: 480,
    ganho_medio_diario: 0,
    dias_gestacao: 120,
    semana_lactacao: 10,
  },
  {
    ...DEFAULT_ANIMAL,
    tipo: 'bezerro',
    peso_corporal_inicial: null,
    peso_corporal_final: null,
    peso_corporal_medio: 90,
    ganho_medio_diario: 0.8,
    semana_lactacao: 12,
  },
];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

let sink = 0;
const work = (a: Animal): void => {
  const result = calculateRequirements(a);
  if (result.ok) sink += result.value.requirements.length;
};
for (let k = 0; k < 2000; k += 1) work(animals[k % animals.length]!); // warm-up

// Each sample times a batch of 50 calls, so the timer's resolution does not dominate.
const BATCH = 50;
const samples: number[] = [];
for (let s = 0; s < 400; s += 1) {
  const a = animals[s % animals.length]!;
  const start = performance.now();
  for (let k = 0; k < BATCH; k += 1) work(a);
  samples.push((performance.now() - start) / BATCH);
}
const perType = animals.map((a, i) => median(samples.filter((_, s) => s % animals.length === i)));
const overall = median(samples);
console.log(
  `requirements, one animal: median ${(overall * 1000).toFixed(1)} µs (goal ${GOAL_MS * 1000} µs, ` +
    `ratio to goal ${(overall / GOAL_MS).toFixed(3)}; ${overall <= GOAL_MS ? 'meets' : 'MISSES'} the goal)`,
);
console.log(
  `  by animal (zebu bull, crossbred heifer, pasture, pregnant-lactating cow, calf): ` +
    perType.map((m) => `${(m * 1000).toFixed(1)} µs`).join(', '),
);
if (sink === 0) console.log('no result');
