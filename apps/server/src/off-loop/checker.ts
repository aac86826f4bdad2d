/**
 * Where a check runs (issue 19 item 4; docs/decisions/off-loop-checks.md): inline when its input is
 * smaller than OFF_LOOP_MIN_BYTES (a worker round trip costs more than checking a few KB), on the check
 * pool's worker threads otherwise. OFF_LOOP_THREADS=0 keeps every check inline.
 */
import type { AppConfig } from '../config';
import { createCheckPool } from './check-pool';
import type { CheckPool } from './check-pool';
import { runCheckTask } from './check-tasks';
import type { CheckResult, CheckTask } from './check-tasks';

export type Checker = {
  /** Runs `task`, whose input is about `bytes` long (the request body's length, the record's text). */
  check(task: CheckTask, bytes: number): Promise<CheckResult>;
  close(): Promise<void>;
};

export function createChecker(config: Pick<AppConfig, 'offLoopMinBytes' | 'offLoopThreads'>): Checker {
  let pool: CheckPool | null = null;
  return {
    check(task, bytes) {
      if (config.offLoopThreads === 0 || bytes < config.offLoopMinBytes)
        return Promise.resolve(runCheckTask(task));
      pool ??= createCheckPool(config.offLoopThreads);
      return pool.run(task);
    },
    async close() {
      await pool?.close();
      pool = null;
    },
  };
}
