import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadAppLayout } from './app/app-layout-loader';
import { createAppRouter, preloadScreenOf } from './app/router';
import { whenRouterReady } from './app/router-ready';
import { loadI18n } from './i18n/i18n';
import { registerServiceWorker } from './offline/register-service-worker';
import { STORAGE_KEYS } from './storage/storage-keys';
import { ColorModeProvider } from './theme/ColorModeProvider';

// The language's first-screen messages (one chunk) load while the router starts the current route's chunks.
const i18nReady = loadI18n();
// With a token stored, the signed-in layout with the rest of the messages and the screen asked for (lazy in
// Shell.tsx and the router, so a visitor on home never loads them) start loading now too, and the layout is
// drawn at once when loaded (app-layout-loader.ts), so the start waits for it. The stored user is checked
// without the contracts' schemas (session-storage.ts). If the layout does not load, the app shows its
// fallback until it loads.
let layoutReady: Promise<unknown> = Promise.resolve();
const signedIn = hasStoredToken();
if (signedIn) {
  preloadScreenOf(window.location.pathname);
  layoutReady = loadAppLayout().catch(() => undefined);
}
const router = createAppRouter();
// The first address's screen (the router's lazy route) loaded too, so the first render draws it (router-ready.ts).
const routerReady = whenRouterReady(router);
// A signed-in screen formats numbers in its first frame (the wizard's fields, the dashboard's figures), and a
// page's first Intl.NumberFormat loads the browser's number data (12–15 ms in Chromium; later ones take under
// 0.1 ms). Made here, that runs while the screen's files arrive, not inside its first render.
if (signedIn) new Intl.NumberFormat().format(0);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Not a top-level await: the layout's chunk imports modules of the entry's own chunk, so it cannot finish
// loading before this module has finished (awaiting it here would wait forever).
void Promise.all([i18nReady, layoutReady, routerReady]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <ColorModeProvider>
        <RouterProvider router={router} />
      </ColorModeProvider>
    </StrictMode>,
  );
  // The installed app: the shell, the engine and the solver are cached for offline use.
  registerServiceWorker();
});

function hasStoredToken(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) !== null;
  } catch {
    return false;
  }
}
