// Formulation timing in Chromium: `npm run bench formulation-chromium` (or
// `npx tsx bench/formulation-chromium.bench.ts`). Bundles bench/formulation/browser-entry.ts with esbuild,
// serves it with highs.wasm from a local HTTP server, and drives Debian's /usr/bin/chromium with
// playwright-core. Prints the engine's median (HiGHS WebAssembly), the product's 150-LP loop on the browser
// glpk.js (Web Worker, as the seed ran it), and their ratio. Goals: ≤ 20 ms median for 60
// infeasible feeds in Chromium and ≥ 10× faster than the glpk.js loop.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { BrowserRow } from './formulation/browser-entry';

const CHROMIUM = '/usr/bin/chromium';
const GOAL_MS_60_INFEASIBLE = 20;
const GOAL_RATIO = 10;

if (!existsSync(CHROMIUM)) {
  console.log(`skipped: ${CHROMIUM} not found`);
  process.exit(0);
}
const dir = mkdtempSync(path.join(tmpdir(), 'cocho-bench-'));
const require = createRequire(import.meta.url);
const highsWasm = path.join(path.dirname(require.resolve('highs')), 'highs.wasm');
await build({
  entryPoints: [path.join(import.meta.dirname, 'formulation', 'browser-entry.ts')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outfile: path.join(dir, 'bench.js'),
  external: ['fs', 'path', 'url', 'module', 'worker_threads', 'crypto', 'node:*'],
  logLevel: 'error',
});
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><meta charset="utf-8"><script type="module" src="/bench.js"></script>',
);
const files: Record<string, [string, Buffer]> = {
  '/': ['text/html', readFileSync(path.join(dir, 'index.html'))],
  '/bench.js': ['text/javascript', readFileSync(path.join(dir, 'bench.js'))],
  '/highs.wasm': ['application/wasm', readFileSync(highsWasm)],
};
const server = createServer((request, response) => {
  const file = files[(request.url ?? '/').split('?')[0] ?? '/'];
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'runBench' in globalThis);
  const version = browser.version();
  const rows = await page.evaluate(() =>
    (globalThis as unknown as { runBench: () => Promise<BrowserRow[]> }).runBench(),
  );
  let ok = true;
  console.log(
    'case                       engine ms  (no conflicts)  status      LPs | glpk loop ms  LPs |  ratio',
  );
  for (const r of rows) {
    const ratio = r.loopMs / r.engineMs;
    console.log(
      `${r.name.padEnd(26)} ${r.engineMs.toFixed(2).padStart(9)}  ${r.engineNoConflictsMs.toFixed(2).padStart(14)}  ` +
        `${r.status.padEnd(10)} ${String(r.lpCount).padStart(4)} | ${r.loopMs.toFixed(2).padStart(12)} ` +
        `${String(r.loopLpCount).padStart(4)} | ${ratio.toFixed(1).padStart(5)}×`,
    );
    if (r.name === '60 feeds, infeasible' && (r.engineMs > GOAL_MS_60_INFEASIBLE || ratio < GOAL_RATIO))
      ok = false;
  }
  console.log(
    `\nGoals for 60 infeasible feeds in Chromium: ≤ ${GOAL_MS_60_INFEASIBLE} ms and ≥ ${GOAL_RATIO}× faster than ` +
      `the glpk.js loop: ${ok ? 'met' : 'NOT met'} (Chromium ${version}; load average ${loadavg()[0]?.toFixed(1)}).`,
  );
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
