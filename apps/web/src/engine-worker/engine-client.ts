/**
 * Calls the engine worker: `run(operation, input, onProgress)` posts a request and resolves with the
 * operation's output. One worker per page session, created on first use. Where no Worker exists (unit
 * tests), the same operations run in the current thread.
 */
import type { EngineInput, EngineOperationName, EngineOutput, EngineProgress } from './operations';
import type { EngineRequest, EngineResponse } from './protocol';

export type EngineClient = {
  run: <K extends EngineOperationName>(
    operation: K,
    input: EngineInput<K>,
    onProgress?: (progress: EngineProgress) => void,
  ) => Promise<EngineOutput<K>>;
};

type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: EngineProgress) => void;
};

/** A client over a real Web Worker. */
export function createWorkerEngineClient(createWorker: () => Worker): EngineClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (message: string) => {
    for (const entry of pending.values()) entry.reject(new Error(message));
    pending.clear();
    worker?.terminate();
    worker = null;
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const created = createWorker();
    created.onmessage = (event: MessageEvent<EngineResponse>) => {
      const message = event.data;
      const entry = pending.get(message.id);
      if (!entry) return;
      if (message.kind === 'progress') entry.onProgress?.(message.progress);
      else {
        pending.delete(message.id);
        if (message.kind === 'result') entry.resolve(message.value);
        else entry.reject(new Error(message.message));
      }
    };
    created.onerror = (event) => {
      event.preventDefault();
      failAll(event.message || 'engine worker failed');
    };
    worker = created;
    return created;
  };

  return {
    run: (operation, input, onProgress) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
        const request: EngineRequest = { id, operation, input } as EngineRequest;
        ensureWorker().postMessage(request);
      }),
  };
}

/** A client that runs the operations in the current thread (tests, or browsers without workers). */
export function createInlineEngineClient(): EngineClient {
  return {
    run: async <K extends EngineOperationName>(
      operation: K,
      input: EngineInput<K>,
      onProgress?: (progress: EngineProgress) => void,
    ): Promise<EngineOutput<K>> => {
      const { runEngineOperation } = await import('./operations');
      return runEngineOperation(operation, input, (progress) => onProgress?.(progress));
    },
  };
}

let shared: EngineClient | null = null;

/** The page's engine client: the worker where available. */
export function getEngineClient(): EngineClient {
  if (shared) return shared;
  shared =
    typeof Worker === 'undefined'
      ? createInlineEngineClient()
      : createWorkerEngineClient(
          () => new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' }),
        );
  return shared;
}
