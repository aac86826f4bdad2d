import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeChunkNamer } from './src/app/route-chunks';
import { languagePreloadsOf, routePreloadsOf } from './src/app/route-preloads';
import type { ViteManifest } from './src/app/route-preloads';
import { ROUTE_TABLE } from './src/app/route-table';
import { FIRST_CHUNK_SCREENS, SCREEN_MODULES, SIGNED_IN_FIRST_SCREENS } from './src/app/screen-modules';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://localhost:${process.env.COCHO_API_PORT ?? '3000'}`;

// The API answers `POST /<call name>` at the root (docs/decisions/api-paths-at-root.md): in development every
// non-GET request and /health go to the API; GET page loads stay with Vite (index.html fallback).
const apiProxy = {
  target: apiTarget,
  changeOrigin: true,
  bypass: (request: { method?: string; url?: string }) => {
    const isHealth = request.url === '/health' || request.url?.startsWith('/health?');
    if (isHealth) return undefined;
    if (request.method === 'GET' || request.method === 'HEAD') return request.url;
    return undefined;
  },
};

// The installable app (docs/decisions/offline-sync.md): a Workbox service worker generated at build
// time precaches the app shell, every chunk (the engine worker, the PDF and Excel libraries, the fonts) and the
// solver's WASM, so every calculation and export works with the network off. Page loads fall back to the
// cached index.html; the API (POST calls and /health) is never cached. A new build replaces the old one at
// the next visit (autoUpdate: skipWaiting + clientsClaim), so a reload always sees fresh content.
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // Registered from src/offline/register-service-worker.ts (after the first render, production only).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Cocho',
    short_name: 'Cocho',
    description: 'Formulação de dietas para bovinos de corte',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2e7d32',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm,json,webmanifest}'],
    // The solver's WASM is about 3.5 MB and the PDF fonts about 1 MB: precached whole.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: '/index.html',
    // Only page paths: /health and anything with a file extension go to the network.
    navigateFallbackDenylist: [/^\/health/, /\/[^/?]+\.[^/?]+$/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

/** Each language's message chunks (the modules of src/i18n/i18n.ts's loaders). */
const LANGUAGE_MODULES = Object.fromEntries(
  ['pt', 'en', 'es'].map((language) => [
    language,
    {
      first: `src/i18n/languages/${language}.ts`,
      more: `src/i18n/languages/${language}-more.ts`,
      later: `src/i18n/languages/${language}-later.ts`,
    },
  ]),
);

/** The signed-in layout's module (lazy in src/app/Shell.tsx), preloaded with every signed-in route's page. */
const SIGNED_IN_LAYOUT = 'src/layout/AppLayout.tsx';
/** The signed-in layout's parts drawn after its first frame (lazy in src/layout/AppLayout.tsx). */
const SIGNED_IN_LAYOUT_PARTS = 'src/layout/app-layout-parts.tsx';
/**
 * What a signed-in page waits for besides its screen, preloaded with it too: the layout and the transport of
 * the first call (api/client.ts), which the entry would otherwise ask for only once it has run. Not the call
 * contracts (the schemas, with zod): nothing before the first render needs them (the stored user's check is
 * the contracts' zod-free readStoredUser), and the first call loads them after the first screen's files.
 */
const SIGNED_IN_START_MODULES = [SIGNED_IN_LAYOUT, 'src/api/transport.ts'];

// Writes route-preloads.json (page path → its lazy screen's chunks) and language-preloads.json (language → page
// path → its message chunks) for the server, which lists them as modulepreload links in the page it serves
// (src/app/route-preloads.ts). Read from Vite's own manifest
// (`build.manifest`), once the bundle is written; each screen's module comes from src/app/screen-modules.ts.
function routePreloads(): Plugin {
  return {
    name: 'cocho-route-preloads',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? fileURLToPath(new URL('./dist', import.meta.url));
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as ViteManifest;
      writeFileSync(
        path.join(outDir, 'route-preloads.json'),
        JSON.stringify(routePreloadsOf(ROUTE_TABLE, SCREEN_MODULES, manifest, SIGNED_IN_START_MODULES)),
      );
      // Each page's message chunks per interface language (the server picks one by the language cookie).
      writeFileSync(
        path.join(outDir, 'language-preloads.json'),
        JSON.stringify(
          languagePreloadsOf(
            ROUTE_TABLE,
            LANGUAGE_MODULES,
            FIRST_CHUNK_SCREENS,
            SIGNED_IN_FIRST_SCREENS,
            manifest,
          ),
        ),
      );
    },
  };
}

// hoist-non-react-statics (with its own react-is) is CommonJS, so rolldown keeps it for its import alone:
// emotion imports it for `withTheme`, which nothing here uses. It has no side effects; unused, it is dropped.
const HOIST_STATICS = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

/** zod's modules (kept out of the first screen's chunks below). */
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;
const NODE_MODULE = /[\\/]node_modules[\\/]/;
/** The engine's texts in @cocho/contracts (messages.ts and messages/<language>.json). */
const CONTRACT_MESSAGES = /[\\/]packages[\\/]contracts[\\/]src[\\/]messages(\.ts$|[\\/])/;
/**
 * The contracts' modules without schemas (contracts/src/plain/*: the constants the first screens read;
 * contracts/src/wire/*: the saved records' conversions): they go with the screens that import them, not with
 * zod in `contracts`.
 */
const SCHEMA_FREE_CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/](plain|wire)[\\/]/;
const APP_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

// What the sign-in form, the diet wizard and the dashboard import beyond the entry, in a few files instead of
// one small shared chunk per combination of screens (src/app/route-chunks.ts; first-screen-budget.md). Each
// other screen takes what it needs from these and keeps its own chunk for the rest.
const screenFile = (screen: keyof typeof SCREEN_MODULES) => path.join(root, SCREEN_MODULES[screen].file);
const OWN_CHUNK_MODULES = new Set([
  ...Object.values(SCREEN_MODULES).map(({ file }) => path.join(root, file)),
  path.join(root, SIGNED_IN_LAYOUT),
]);
// In priority order: what the sign-in form shares with the signed-in layout or the wizard (the MUI form
// pieces), the rest of the sign-in form's modules, the signed-in layout's, the app code the wizard shares with
// the dashboard (the screen after sign-in), the wizard's own, and the layout's parts drawn after its first
// frame. The wizard does not load the sign-in form's own part. Not the dashboard in `forms`: its finish-diet
// dialog reaches the form kit (react-hook-form, about 12 KiB compressed), which neither the wizard's first
// step nor the sign-in form (two fields without the kit: features/auth/LoginPage.tsx) draws.
const ROUTE_GROUPS = [
  { name: 'forms', reachedBy: ['login', ['appLayout', 'dietWizard']] },
  { name: 'sign-in', reachedBy: ['login'] },
  { name: 'app-layout', reachedBy: ['appLayout'] },
  { name: 'app-common', reachedBy: ['dietWizard', 'dashboard'] },
  { name: 'diet-wizard', reachedBy: ['dietWizard'] },
  // The layout's toolbar buttons, drawer and bottom bar, loaded after its first frame: what they import that
  // no earlier group took (MUI's Drawer, Modal, Menu, Popover, transitions) in one file, not in one small
  // chunk per combination of the screens that import it too (the dashboard).
  { name: 'app-layout-parts', reachedBy: ['appLayoutParts'] },
] as const;
const routeChunkName = routeChunkNamer({
  entry: path.join(root, 'src/main.tsx'),
  screens: {
    login: screenFile('login'),
    dietWizard: screenFile('dietWizard'),
    dashboard: screenFile('dashboard'),
    // The signed-in layout (lazy in app/Shell.tsx): every signed-in screen waits for it.
    appLayout: path.join(root, SIGNED_IN_LAYOUT),
    appLayoutParts: path.join(root, SIGNED_IN_LAYOUT_PARTS),
  },
  groups: ROUTE_GROUPS,
  isLibrary: (id) => NODE_MODULE.test(id) && !ZOD_MODULE.test(id),
  isApp: (id) => APP_MODULE.test(id),
  // Each screen's module and the layout's keep their own chunk (named after them; first-load.spec.ts).
  isOwnChunk: (id) => OWN_CHUNK_MODULES.has(id),
});

export default defineConfig({
  root,
  plugins: [react(), pwa, routePreloads()],
  // A worker takes its Content-Security-Policy from its own script's answer: the server sends the whole
  // set of security headers under assets/workers/ and only nosniff and CORP for the other hashed assets
  // (apps/server/src/http/security-headers.ts; docs/decisions/asset-security-headers.md).
  worker: { rolldownOptions: { output: { entryFileNames: 'assets/workers/[name]-[hash].js' } } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Vite's manifest (.vite/manifest.json): the route preloads are read from it (routePreloads above).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // What the entry needs (its static imports, every page's shell) in two files instead of dozens of
        // small shared chunks: each file is one more request on a slow phone connection (first-screen-budget.md).
        codeSplitting: {
          groups: [
            // zod in neither: '$initial' is decided before tree-shaking, and the contracts' barrel, which the
            // first screen imports for constants, reaches zod; only the lazy contracts use it, so it goes in
            // their chunk (first-screen-budget.md).
            {
              name: 'vendor',
              tags: ['$initial'],
              test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !ZOD_MODULE.test(id),
              priority: 30,
            },
            { name: 'shell', tags: ['$initial'], test: (id: string) => !ZOD_MODULE.test(id), priority: 20 },
            // The rest of the contracts (every call's schemas; api/call-contracts.ts loads them on the first
            // call), with zod, in one file, not one per contracts module. Before the screens' groups, which
            // would otherwise take the contracts their modules import.
            // Not the engine's texts (contracts/src/messages*): each language's `-more` chunk imports its
            // own file, and the reports that read every language load the rest with them.
            {
              name: 'contracts',
              test: (id: string) =>
                (/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) &&
                  !CONTRACT_MESSAGES.test(id) &&
                  !SCHEMA_FREE_CONTRACTS.test(id)) ||
                ZOD_MODULE.test(id),
              // Only these: the engine's modules and the contracts' schema-free ones they import go with the
              // screens that reach them (the wizard's first screen uses the engine, not the schemas).
              includeDependenciesRecursively: false,
              priority: 10,
            },
            // A screen's modules, grouped by the screens that reach them (routeChunkName above), each group
            // after the one before it (a group takes its modules' dependencies that no earlier group has).
            ...ROUTE_GROUPS.map(({ name }, index) => ({
              name: (id: string, ctx: ChunkingContext) => (routeChunkName(id, ctx) === name ? name : null),
              test: (id: string) => !ZOD_MODULE.test(id),
              priority: 9 - index,
            })),
          ],
        },
      },
      // Our workspace packages are pure modules exported through one barrel each: without this, importing
      // one constant from @cocho/engine would pull every engine module (and the LP solver) into the chunk.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/](engine|contracts)[\\/]src[\\/]/.test(id) || HOIST_STATICS.test(id)
            ? false
            : undefined,
        // Building a zod schema (`z.enum(...)`, `z.object(...)`) has no side effects: a schema nobody uses
        // is dropped, so importing a plain constant or function from a contracts module that also defines
        // schemas does not bring zod onto the first screen (first-screen-budget.md).
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: Number(process.env.COCHO_WEB_PORT ?? 5173),
    proxy: { '^/.*': apiProxy },
  },
  preview: {
    proxy: { '^/.*': apiProxy },
  },
});
