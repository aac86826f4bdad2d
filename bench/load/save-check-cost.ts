// What one large save costs the event loop, part by part (docs/decisions/one-pass-saves.md, "Re-measured"):
// `npx tsx bench/load/save-check-cost.ts`. The record is the fairness run's (run-load.ts): the bench diet with
// a 9,000-row engine result, about 465 KB of JSON. Each part runs 30 times; the minimum is printed, which a
// busy shared machine disturbs least. The record check is what the off-loop worker takes; the rest stays on
// the event loop whatever the pool does.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { findUnsafeInput, ZSavableDietRecord } from '@cocho/contracts';
import { benchDietRecord } from './diet-record';

const RUNS = 30;
const linhas = Array.from({ length: 9_000 }, (_, index) => ({
  id: `f${index}`,
  valor: index / 7,
  ativo: true,
}));
const text = JSON.stringify({ ...benchDietRecord('Lote grande'), resultado_simplex: { linhas } });
const body = JSON.stringify({ dieta: text, idempotency_key: 'bench-key-0000000000' });

function minMs(work: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** What the server's save does once per record (apps/server/src/diets/diet-record.ts `checkDietRecord`). */
function checkRecord(recordText: string) {
  const json: unknown = JSON.parse(recordText);
  if (findUnsafeInput(json)) throw new Error('the bench record is not safe input');
  return ZSavableDietRecord.FD.safeParse(json);
}

const checked = checkRecord(text);
if (!checked.success) throw new Error(`the bench record is not valid: ${checked.error.message}`);
const parts: [string, number][] = [
  ['request body JSON.parse (Fastify, on the loop)', minMs(() => JSON.parse(body))],
  ['record check: parse + safety walk + schema (off-loop ≥ 64 KiB)', minMs(() => checkRecord(text))],
  ['stored JSON.stringify (on the loop)', minMs(() => JSON.stringify(checked.data))],
  ['idempotency SHA-256 (on the loop)', minMs(() => createHash('sha256').update(text).digest('hex'))],
];
console.log(`record ${(text.length / 1024).toFixed(0)} KB; minimum of ${RUNS} runs each`);
for (const [name, ms] of parts) console.log(`${ms.toFixed(2).padStart(8)} ms  ${name}`);
