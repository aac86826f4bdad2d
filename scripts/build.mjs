// Builds everything that runs outside the dev server: the web app (Vite), the server bundle and the
// `cocho` CLI bundle (esbuild; workspace packages are TypeScript sources and are bundled in).
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
run('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn']);
// `--packages=external` would also externalize our workspace packages (TypeScript sources Node cannot
// load), so they are aliased to their sources and bundled in; npm dependencies stay external.
const external = [
  '--packages=external',
  '--alias:@cocho/contracts=./packages/contracts/src/index.ts',
  '--alias:@cocho/engine=./packages/engine/src/index.ts',
];
run('npx', [
  'esbuild',
  'apps/server/src/main.ts',
  '--bundle',
  '--platform=node',
  '--format=esm',
  '--target=node20',
  '--outfile=apps/server/dist/main.js',
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
  '--outfile=packages/cli/dist/cocho.js',
  '--log-level=warning',
  ...external,
]);
