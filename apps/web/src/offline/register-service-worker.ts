/**
 * Registers the generated service worker (vite.config.ts, vite-plugin-pwa with Workbox) in production builds.
 * With `autoUpdate`, a new build's worker takes over at once and the page reloads into it; the development
 * server has no worker.
 */
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void registerSW({ immediate: true });
}
