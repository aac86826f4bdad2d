/**
 * A small pool of worker threads for the checks of check-tasks.ts: a large body's
 * contract check, a large saved record's check and its answer's check run there, so one user's 900 KB
 * diet does not stall every other request behind tens of milliseconds of synchronous validation.
 *
 * Workers start on first use and do not keep the process alive. A worker that dies fails only the checks
 * it held (the caller answers 500 for those); the next check starts a new one. From the sources (tests,
 * `npm run dev`) the worker is the TypeScript file, loaded through tsx; in the server bundle it is the
 * sibling `check-worker.js` that scripts/build.mjs writes beside `main.js`.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CheckResult, CheckTask } from './check-tasks';

export type CheckPool = {
  /** Runs one check on a worker thread. */
  run(task: CheckTask): Promise<CheckResult>;
  /** Stops the workers; checks still running fail. */
  close(): Promise<void>;
};

type Pending = { resolve: (result: CheckResult) => void; reject: (error: Error) => void };
type Slot = { readonly worker: Worker; readonly pending: Map<number, Pending> };
type WorkerAnswer = { id: number; result?: CheckResult; error?: string };

const FROM_SOURCES = import.meta.url.endsWith('.ts');

function startWorker(): Worker {
  if (!FROM_SOURCES) return new Worker(new URL('./check-worker.js', import.meta.url));
  // Node 20 workers take no `--import`: a small script registers tsx, then loads the TypeScript entry.
  // (the ESM build of tsx's API: its CommonJS build cannot register from an eval'd script).
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const entry = new URL('./check-worker.ts', import.meta.url);
  const bootstrap = `import(${JSON.stringify(tsxApi.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/** `threads` workers at most (≥ 1). */
export function createCheckPool(threads: number): CheckPool {
  if (!Number.isInteger(threads) || threads < 1) throw new Error('a check pool needs at least one thread');
  const slots: Slot[] = [];
  let nextId = 1;

  const failAll = (slot: Slot, error: Error) => {
    for (const pending of slot.pending.values()) pending.reject(error);
    slot.pending.clear();
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
  };

  const addSlot = (): Slot => {
    const slot: Slot = { worker: startWorker(), pending: new Map() };
    slot.worker.unref();
    slot.worker.on('message', (answer: WorkerAnswer) => {
      const pending = slot.pending.get(answer.id);
      if (!pending) return;
      slot.pending.delete(answer.id);
      if (answer.result) pending.resolve(answer.result);
      else pending.reject(new Error(`check failed in a worker: ${answer.error ?? 'unknown'}`));
    });
    slot.worker.on('error', (error) => failAll(slot, error));
    slot.worker.on('exit', (code) => failAll(slot, new Error(`check worker stopped (exit code ${code})`)));
    slots.push(slot);
    return slot;
  };

  /** The idle or least busy worker, starting one more while under `threads`. */
  const pickSlot = (): Slot => {
    const leastBusy = slots.reduce<Slot | undefined>(
      (best, slot) => (!best || slot.pending.size < best.pending.size ? slot : best),
      undefined,
    );
    if (leastBusy && (leastBusy.pending.size === 0 || slots.length >= threads)) return leastBusy;
    return addSlot();
  };

  return {
    run(task) {
      const slot = pickSlot();
      const id = nextId++;
      return new Promise<CheckResult>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.ref();
        slot.worker.postMessage({ id, task });
      }).finally(() => {
        if (slot.pending.size === 0) slot.worker.unref();
      });
    },
    async close() {
      const stopping = slots.splice(0).map(async (slot) => {
        await slot.worker.terminate();
      });
      await Promise.all(stopping);
    },
  };
}
