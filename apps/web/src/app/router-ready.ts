import type { createBrowserRouter } from 'react-router';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the first address's lazy route (`router.state.initialized`, also set when
 * that load failed: the route's error element is drawn). main.tsx renders after it, so the first render draws
 * the screen itself: rendered earlier, the router draws its HydrateFallback first and then the screen in a
 * transition, which React renders in 5 ms slices after a commit and a layout the fallback did not need
 * (docs/decisions/first-screen-budget.md).
 */
export function whenRouterReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
