/**
 * The start's calls that the first screen does not wait for (the token check, the feature flags, the
 * notifications' first poll) are made once the page is idle, at the latest after this long: the first call
 * loads and runs the contracts' schemas (zod), which otherwise ran right after the first frame, while the
 * screen should answer its user (docs/decisions/first-screen-budget.md).
 */
export const START_CALLS_LATEST_MS = 1000;

/** Runs `run` once the page is idle (at the latest after `timeoutMs`); answers a function that cancels it. */
export function whenIdle(run: () => void, timeoutMs = START_CALLS_LATEST_MS): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    // Cancelled by the function that was there when it was asked for (a test may remove both in between).
    const cancel = window.cancelIdleCallback.bind(window);
    return () => cancel(handle);
  }
  // Cleared with the clock that set it (a test may swap the global timers in between).
  const clear = clearTimeout;
  const timer = setTimeout(run, 0);
  return () => clear(timer);
}

/** Whether two answers hold the same data (answers are plain JSON, their keys in the server's order). */
export function isSameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
