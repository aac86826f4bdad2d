/**
 * Where a check runs (docs/decisions/off-loop-checks.md): inline when its input is
 * smaller than OFF_LOOP_MIN_BYTES (a worker round trip costs more than checking a few KB), on the check
 * pool's worker threads otherwise. OFF_LOOP_THREADS=0 keeps every check inline.
 */
import type { AppConfig } from '../config';
import { createCheckPool } from './check-pool';
import type { CheckPool } from './check-pool';
import { isSharedContract, runCheckTask } from './check-tasks';
import type { AnyContract, CheckResult, CheckTask } from './check-tasks';

export type Checker = {
  /**
   * Runs `task`, whose input is about `bytes` long (the request body's length, the record's text). A
   * request or answer check passes its call's `contract`; one outside the shared call table (a test's own
   * call) is always checked inline, since a worker knows only the table.
   */
  check(task: CheckTask, bytes: number, contract?: AnyContract): Promise<CheckResult>;
  close(): Promise<void>;
};

export function createChecker(config: Pick<AppConfig, 'offLoopMinBytes' | 'offLoopThreads'>): Checker {
  let pool: CheckPool | null = null;
  return {
    check(task, bytes, contract) {
      const inline =
        config.offLoopThreads === 0 ||
        bytes < config.offLoopMinBytes ||
        (contract !== undefined && !isSharedContract(contract));
      if (inline) return Promise.resolve(runCheckTask(task, contract));
      pool ??= createCheckPool(config.offLoopThreads);
      return pool.run(task);
    },
    async close() {
      await pool?.close();
      pool = null;
    },
  };
}
