import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routePreloadsOf, screenImportsOf } from './src/app/route-preloads';
import { ROUTE_TABLE } from './src/app/route-table';
import type { ScreenKey } from './src/app/route-table';

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

// The installable app (issue 17; docs/decisions/offline-sync.md): a Workbox service worker generated at build
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

// Writes route-preloads.json (page path → its lazy screen's chunks) for the server, which lists them as
// modulepreload links in the page it serves (issue 19 item 6; src/app/route-preloads.ts).
function routePreloads(): Plugin {
  const routerFile = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
  const screenModules = new Map<ScreenKey, string>();
  return {
    name: 'cocho-route-preloads',
    apply: 'build',
    async buildStart() {
      const imports = screenImportsOf(readFileSync(routerFile, 'utf8'));
      for (const screen of new Set(ROUTE_TABLE.map((route) => route.screen))) {
        const specifier = imports.get(screen);
        const resolved = specifier ? await this.resolve(specifier, routerFile) : null;
        if (!resolved) this.error(`router.tsx: no lazy import found for the screen "${screen}"`);
        screenModules.set(screen, resolved.id);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                imports: output.imports,
                facadeModuleId: output.facadeModuleId ?? null,
                isEntry: output.isEntry,
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(routePreloadsOf(ROUTE_TABLE, screenModules, chunks)),
      });
    },
  };
}

// React Router's package exports always resolve to its development build (remix-run/react-router#12532,
// #14102): the production build drops its dev-only warnings and checks. Build only; tests and the dev
// server keep the default.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

// MUI's `createTheme` and `ThemeProvider` each import the CSS-variables theme machinery (createThemeWithVars,
// CssVarsProvider, the color-scheme storage), which the app never uses: theme/theme.ts builds a plain theme
// per mode with neither `cssVariables` nor `colorSchemes`, for which MUI itself takes the no-vars path.
// Build only: these two modules become that path alone, and fail loudly if a CSS-variables theme ever
// reaches them (first-screen-budget.md, fourth pass). Tests and the dev server keep MUI's modules.
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const NO_VARS_ONLY = 'this build bundles only themes without CSS variables (apps/web/vite.config.ts)';
function muiThemeWithoutVars(): Plugin {
  return {
    name: 'cocho-mui-theme-without-vars',
    apply: 'build',
    load(id) {
      const match = MUI_STYLES.exec(id);
      if (!match) return null;
      if (match[1] === 'createTheme') {
        return `import createThemeNoVars from './createThemeNoVars.mjs';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error(${JSON.stringify(NO_VARS_ONLY)});
  return createThemeNoVars(options, ...args);
}`;
      }
      return `'use client';
import * as React from 'react';
import ThemeProviderNoVars from './ThemeProviderNoVars.mjs';
import THEME_ID from './identifier.mjs';
import { jsx as _jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) throw new Error(${JSON.stringify(NO_VARS_ONLY)});
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`;
    },
  };
}

// hoist-non-react-statics (with its own react-is) is CommonJS, so rolldown keeps it for its import alone:
// emotion imports it for `withTheme`, which nothing here uses. It has no side effects; unused, it is dropped.
const HOIST_STATICS = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

// react-i18next imports `useSyncExternalStore` from use-sync-external-store's shim, which on React 18+ only
// hands back React's own hook. Build only: the shim module becomes that re-export.
const SYNC_STORE_SHIM = /[\\/]node_modules[\\/]use-sync-external-store[\\/]shim[\\/]index\.js$/;
function syncExternalStoreFromReact(): Plugin {
  return {
    name: 'cocho-sync-external-store-from-react',
    apply: 'build',
    load: (id) => (SYNC_STORE_SHIM.test(id) ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/** zod's modules (kept out of the first screen's chunks below). */
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;

export default defineConfig(({ command }) => ({
  root,
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [react(), pwa, routePreloads(), muiThemeWithoutVars(), syncExternalStoreFromReact()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
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
              priority: 2,
            },
            { name: 'shell', tags: ['$initial'], test: (id: string) => !ZOD_MODULE.test(id), priority: 1 },
            // The rest of the contracts (every call's schemas; api/call-contracts.ts loads them on the first
            // call), with zod, in one file, not one per contracts module.
            {
              name: 'contracts',
              test: (id: string) =>
                /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) || ZOD_MODULE.test(id),
              priority: 0,
            },
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
}));
