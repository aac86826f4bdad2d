// Finance and mixture timings: `npm run bench finance` (or `npx tsx bench/finance.bench.ts`).
// Prints the median time of one full financial report (base + 7 scenarios) and of one 60-feed mixture.
import { performance } from 'node:perf_hooks';
import { calculateFinancialReport, calculateMixture } from '@cocho/engine';
import type { FinanceInput, MixtureFeed } from '@cocho/engine';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(label: string, runs: number, work: () => unknown): void {
  for (let k = 0; k < 200; k += 1) work(); // warm-up
  const samples: number[] = [];
  for (let k = 0; k < runs; k += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  console.log(`${label.padEnd(44)} median ${(median(samples) * 1000).toFixed(1)} µs over ${runs} runs`);
}

// Worked example of docs/product/finance.md#worked-example.
const report: FinanceInput = {
  animal: {
    numero_animais: 100,
    peso_corporal_inicial: 380,
    peso_corporal_final: 540,
    ganho_medio_diario: 1.6,
    custo_total: 145,
    preco_venda_arroba: 320,
    preco_arroba_adquirida: 330,
    rendimento_carcaca_inicial: 50,
    rendimento_carcaca_final: 55,
    taxa_juros_mensal: 1,
  },
  dieta: { CUSTO: 12, CMS: 10 },
  extras: { mortalidade: 1, quebra: 3, frete: 40, comissao: 20 },
};

const feeds: MixtureFeed[] = Array.from({ length: 60 }, (_, k) => ({
  id: `f${k}`,
  nutrientes: {
    MS: 30 + (k % 60),
    PB: 5 + (k % 40),
    NDT: 50 + (k % 35),
    FDN: 10 + (k % 50),
    Ca: 0.1,
    P: 0.3,
    Zn: 30,
  },
  quantidade: 1 + (k % 7),
  custo: 0.2 + k / 100,
}));

time('financial report (base + 7 scenarios)', 5000, () => calculateFinancialReport(report));
time('mixture, 60 feeds, 1000 kg, 300 kg batches', 5000, () =>
  calculateMixture({ alimentos: feeds, total_racao_a_produzir: 1000, capacidade_misturador: 300 }),
);
