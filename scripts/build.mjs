// Builds everything that runs outside the dev server: the web app (Vite), the server bundle and the
// `cocho` CLI bundle (esbuild; workspace packages are TypeScript sources and are bundled in).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ensureInstalled, ROOT, run } from './lib.mjs';

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
await precompress(path.resolve(ROOT, webOut));
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

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside each text file of the web build,
 * when smaller than the file: the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing every answer at @fastify/compress's quicker, weaker default (brotli quality 4).
 * docs/decisions/first-screen-budget.md.
 */
async function precompress(dir) {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css|html|svg|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: 9 }),
      ]);
      if (br.length < source.length) writeFileSync(`${file}.br`, br);
      if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    }),
  );
}
