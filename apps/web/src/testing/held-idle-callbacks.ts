/**
 * happy-dom has no idle callbacks. In the tests of the `describe` that calls this, `requestIdleCallback` holds
 * its callbacks until the test runs them (`runAll`), as the browser would once the page is idle.
 */
import { afterEach, beforeEach } from 'vitest';

export function holdIdleCallbacks(): { readonly runAll: () => void } {
  const held: (() => void)[] = [];
  const page = window as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
  beforeEach(() => {
    held.length = 0;
    page.requestIdleCallback = (run: () => void) => held.push(run);
    page.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    delete page.requestIdleCallback;
    delete page.cancelIdleCallback;
  });
  return {
    runAll: () => {
      for (const run of held.splice(0)) run();
    },
  };
}
