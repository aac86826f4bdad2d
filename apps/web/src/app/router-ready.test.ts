import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { whenRouterReady } from './router-ready';

/** A promise with its resolve and reject exposed, to hold a lazy route's load open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

const Screen = () => null;

describe('whenRouterReady', () => {
  it("waits for the first address's lazy route, then resolves", async () => {
    const load = deferred<{ Component: typeof Screen }>();
    const router = createMemoryRouter([{ path: '/a', lazy: () => load.promise }], {
      initialEntries: ['/a'],
    });
    const ready = whenRouterReady(router);
    expect(await hasSettled(ready)).toBe(false);
    expect(router.state.initialized).toBe(false);
    load.resolve({ Component: Screen });
    await ready;
    expect(router.state.initialized).toBe(true);
    // The router turns the loaded route's Component into its element.
    expect(router.state.matches.at(-1)?.route.element).toMatchObject({ type: Screen });
    router.dispose();
  });

  it('resolves when the lazy route fails to load (the route error is drawn)', async () => {
    const load = deferred<{ Component: typeof Screen }>();
    const router = createMemoryRouter([{ path: '/a', lazy: () => load.promise, ErrorBoundary: Screen }], {
      initialEntries: ['/a'],
    });
    const ready = whenRouterReady(router);
    expect(await hasSettled(ready)).toBe(false);
    load.reject(new Error('chunk failed'));
    await ready;
    expect(router.state.errors).not.toBeNull();
    router.dispose();
  });

  it('resolves at once for a route without a lazy part', async () => {
    const router = createMemoryRouter([{ path: '/a', Component: Screen }], { initialEntries: ['/a'] });
    expect(await hasSettled(whenRouterReady(router))).toBe(true);
    router.dispose();
  });
});
