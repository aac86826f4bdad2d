/**
 * The notification poll (docs/product/calls.md#shell-calls, docs/product/shell.md#constants): poll at once, then every `intervalMs` after the previous poll
 * ends; a success resets the failure count, and more than `maxFailures` consecutive failures stop polling
 * (until `start` is called again, as on the next page load). `pollNow` polls out of turn (after a read
 * call) and restarts the interval. Timers are the global ones, so tests drive them with fake timers.
 */
export type PollScheduler = {
  start: () => void;
  stop: () => void;
  pollNow: () => Promise<void>;
  /** Whether polling stopped after too many failures. */
  hasGivenUp: () => boolean;
};

export type PollSchedulerOptions = {
  /** One poll; a rejection counts as a failure. */
  poll: () => Promise<void>;
  intervalMs: number;
  maxFailures: number;
};

export function createPollScheduler({ poll, intervalMs, maxFailures }: PollSchedulerOptions): PollScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let isRunning = false;
  let hasStopped = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    clear();
    if (isRunning && !hasStopped) timer = setTimeout(() => void run(), intervalMs);
  };

  async function run(): Promise<void> {
    clear();
    try {
      await poll();
      failures = 0;
    } catch {
      failures += 1;
      if (failures > maxFailures) hasStopped = true;
    }
    schedule();
  }

  return {
    start: () => {
      isRunning = true;
      hasStopped = false;
      failures = 0;
      void run();
    },
    stop: () => {
      isRunning = false;
      clear();
    },
    pollNow: () => run(),
    hasGivenUp: () => hasStopped,
  };
}
