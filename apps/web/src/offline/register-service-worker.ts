/**
 * Registers the generated service worker (vite.config.ts, vite-plugin-pwa with Workbox, `generateSW` at
 * `<base>sw.js`) in production builds; the development server has no worker.
 *
 * The same `autoUpdate` flow as vite-plugin-pwa's `registerSW`, without workbox-window on the first screen
 * (first-screen-budget.md, fourth pass): the worker skips waiting and claims its clients, so a new build's
 * worker takes over at once, and the page reloads into it when it replaces a worker that was already
 * controlling the page. The first install takes control without a reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const wasControlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!wasControlled || reloading) return;
    reloading = true;
    window.location.reload();
  });
  container.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).catch(() => {
    // No worker (private mode, blocked storage): the app works online as before.
  });
}
