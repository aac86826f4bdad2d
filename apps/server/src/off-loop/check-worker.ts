/**
 * Worker thread entry of the check pool (check-pool.ts): answers each `{ id, task }` with
 * `{ id, result }`, or `{ id, error }` when the check itself threw (a bug, never a validation failure).
 */
import { parentPort } from 'node:worker_threads';
import { runCheckTask } from './check-tasks';
import type { CheckTask } from './check-tasks';

if (!parentPort) throw new Error('check-worker.ts runs only as a worker thread');
const port = parentPort;

port.on('message', (message: { id: number; task: CheckTask }) => {
  try {
    port.postMessage({ id: message.id, result: runCheckTask(message.task) });
  } catch (error) {
    port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
