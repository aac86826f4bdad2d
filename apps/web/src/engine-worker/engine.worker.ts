/** The engine off the main thread: one request in, progress messages, then one result or error out. */
import { runEngineOperation } from './operations';
import type { EngineRequest, EngineResponse } from './protocol';

type WorkerScope = {
  postMessage: (message: EngineResponse) => void;
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
};
const scope = self as unknown as WorkerScope;
const post = (response: EngineResponse) => scope.postMessage(response);

scope.onmessage = (event: MessageEvent<EngineRequest>) => {
  const { id, operation, input } = event.data;
  post({ id, kind: 'progress', progress: { fraction: 0 } });
  runEngineOperation(operation, input, (progress) => post({ id, kind: 'progress', progress })).then(
    (value) => post({ id, kind: 'result', value }),
    (error: unknown) =>
      post({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
