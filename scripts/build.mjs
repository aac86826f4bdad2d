// Builds everything that runs outside the dev server: the web app (Vite), the server bundle and the
// `cocho` CLI bundle (esbuild; workspace packages are TypeScript sources and are bundled in).
import path from 'node:path';
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
// COCHO_BUILD_DIR (optional) puts every output under one folder instead of the packages' dist folders, so
// that parallel work in progress does not overwrite each other's builds (e2e reads it too). Keep it inside
// the repository (for example .builds/a, ignored by git) so the server bundle finds node_modules.
const buildDir = process.env.COCHO_BUILD_DIR;
// Vite resolves a relative outDir against the web app's folder, so it gets an absolute path.
const webOut = buildDir ? path.resolve(buildDir, 'web') : 'apps/web/dist';
const serverOut = buildDir ? `${buildDir}/server/main.js` : 'apps/server/dist/main.js';
const cliOut = buildDir ? `${buildDir}/cli/cocho.js` : 'packages/cli/dist/cocho.js';
run('npx', [
  'vite',
  'build',
  '--config',
  'apps/web/vite.config.ts',
  '--logLevel',
  'warn',
  ...(buildDir ? ['--outDir', webOut, '--emptyOutDir'] : []),
]);
// `--packages=external` would also externalize our workspace packages (TypeScript sources Node cannot
// load), so they are aliased to their sources and bundled in; npm dependencies stay external.
const external = [
  '--packages=external',
  '--alias:@cocho/contracts=./packages/contracts/src/index.ts',
  '--alias:@cocho/engine=./packages/engine/src/index.ts',
];
// The server and, beside it, the worker thread that checks large bodies off the event loop
// (apps/server/src/off-loop/check-pool.ts loads `./check-worker.js` next to `main.js`).
run('npx', [
  'esbuild',
  'apps/server/src/main.ts',
  'apps/server/src/off-loop/check-worker.ts',
  '--bundle',
  '--platform=node',
  '--format=esm',
  '--target=node20',
  `--outdir=${path.dirname(serverOut)}`,
  '--entry-names=[name]',
  '--log-level=warning',
  ...external,
]);
run('npx', [
  'esbuild',
  'packages/cli/src/main.ts',
  '--bundle',
  '--platform=node',
  '--format=esm',
  '--target=node20',
  `--outfile=${cliOut}`,
  '--log-level=warning',
  ...external,
]);
