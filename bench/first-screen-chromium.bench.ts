// First-screen weight and time on a slow phone connection: `npm run bench first-screen`
// (or `npx tsx bench/first-screen-chromium.bench.ts`). Starts the built server (scripts/build.mjs; set
// COCHO_BUILD_DIR to measure a build under .builds/<name>) on a throw-away SQLite database, opens pages in
// Debian's /usr/bin/chromium (playwright-core) with the cache off and the network throttled through the
// DevTools protocol (1.6 Mbps down, 750 kbps up, 150 ms latency), and prints, per screen, the script bytes
// transferred (compressed, as on the wire) and the time from navigation to a usable form. Targets: ≤ 160 KiB
// of script for a visitor's first screen. Reported, not asserted: the time depends on this machine's load.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = process.env.COCHO_BUILD_DIR;
const SERVER_MAIN = BUILD_DIR
  ? path.resolve(ROOT, BUILD_DIR, 'server/main.js')
  : path.join(ROOT, 'apps/server/dist/main.js');
const WEB_DIR = BUILD_DIR ? path.resolve(ROOT, BUILD_DIR, 'web') : path.join(ROOT, 'apps/web/dist');
/** The throttled phone connection: 1.6 Mbps down, 150 ms round trip (Lighthouse's "slow 4G"). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TARGET_VISITOR_KIB = 160;
/** The first administrator the server creates (any signed-in account opens the same wizard). */
const ADMIN = { email: 'bench-admin@cocho.test', password: 'bench-admin-password' };

if (!existsSync(CHROMIUM)) {
  console.log(`skipped: ${CHROMIUM} not found`);
  process.exit(0);
}
if (!existsSync(SERVER_MAIN) || !existsSync(path.join(WEB_DIR, 'index.html'))) {
  console.log(`skipped: no build at ${BUILD_DIR ?? 'apps/*/dist'} (run node scripts/build.mjs first)`);
  process.exit(0);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, databaseDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: path.join(databaseDir, 'cocho.db'),
      SERVE_WEB: 'true',
      WEB_DIST_DIR: WEB_DIR,
      COCHO_ADMIN_EMAIL: ADMIN.email,
      COCHO_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '10000',
    },
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the server did not answer /health within 60 s');
}

type Measure = {
  /** Script response bodies as transferred (compressed), without HTTP headers. */
  scriptBytes: number;
  scriptCount: number;
  /** Script bytes on the wire with their HTTP headers. */
  scriptWireBytes: number;
  /** Everything on the wire (HTML, scripts, fonts, API answers), headers included. */
  totalBytes: number;
  usableMs: number;
  scripts: [string, number][];
};
/** `--files` lists every script of each screen with its compressed body bytes. */
const LIST_FILES = process.argv.includes('--files');

/** Loads `url` throttled and without cache; answers the script bytes on the wire and the time to `ready`. */
async function measure(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Measure> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const responses = new Map<string, { type: string; url: string; headerBytes: number }>();
  const result: Measure = {
    scriptBytes: 0,
    scriptCount: 0,
    scriptWireBytes: 0,
    totalBytes: 0,
    usableMs: 0,
    scripts: [],
  };
  cdp.on('Network.responseReceived', (event) => {
    // At this point the response's encodedDataLength counts its headers only.
    responses.set(event.requestId, {
      type: event.type,
      url: event.response.url,
      headerBytes: event.response.encodedDataLength,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    result.totalBytes += event.encodedDataLength;
    const response = responses.get(event.requestId);
    if (response?.type !== 'Script') return;
    const body = Math.max(0, event.encodedDataLength - response.headerBytes);
    result.scriptBytes += body;
    result.scriptWireBytes += event.encodedDataLength;
    result.scriptCount += 1;
    result.scripts.push([response.url, body]);
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await ready(page);
  result.usableMs = performance.now() - started;
  // Scripts the screen fetches right after it is usable (prefetches, idle chunks) count too.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await cdp.detach();
  return result;
}

const kib = (bytes: number) => bytes / 1024;
const databaseDir = mkdtempSync(path.join(tmpdir(), 'cocho-bench-first-screen-'));
const port = await freePort();
const server = await startServer(port, databaseDir);
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
try {
  const rows: [string, Measure, number | null][] = [];
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const home = await visitor.newPage();
  rows.push([
    'visitor: home (/)',
    await measure(home, `${base}/`, async (page) => {
      await page.getByRole('link', { name: 'Entrar' }).waitFor({ timeout: 120_000 });
    }),
    TARGET_VISITOR_KIB,
  ]);
  const login = await visitor.newPage();
  rows.push([
    'visitor: sign-in form (/login)',
    await measure(login, `${base}/login`, async (page) => {
      const email = page.getByRole('form').getByLabel('E-mail');
      await email.waitFor({ timeout: 120_000 });
      await email.fill(ADMIN.email);
    }),
    TARGET_VISITOR_KIB,
  ]);
  await visitor.close();

  const member = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const signIn = await member.newPage();
  await signIn.goto(`${base}/login`);
  const form = signIn.getByRole('form');
  await form.getByLabel('E-mail').fill(ADMIN.email);
  await form.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await signIn.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await signIn.close();
  const wizard = await member.newPage();
  rows.push([
    'signed in: diet wizard (/formulacao-dieta)',
    await measure(wizard, `${base}/formulacao-dieta`, async (page) => {
      await page.getByTestId('animal-input-ganho_medio_diario').waitFor({ timeout: 120_000 });
    }),
    null,
  ]);
  await member.close();

  console.log(
    'screen                                       script KiB  +headers  files  all KiB  usable ms | target KiB  ratio',
  );
  for (const [name, m, target] of rows) {
    const ratio = target === null ? '' : `${(kib(m.scriptBytes) / target).toFixed(2)}×`;
    console.log(
      `${name.padEnd(44)} ${kib(m.scriptBytes).toFixed(1).padStart(10)}  ${kib(m.scriptWireBytes).toFixed(1).padStart(8)}  ` +
        `${String(m.scriptCount).padStart(5)}  ` +
        `${kib(m.totalBytes).toFixed(1).padStart(7)}  ${m.usableMs.toFixed(0).padStart(9)} | ` +
        `${target === null ? '—'.padStart(10) : String(target).padStart(10)}  ${ratio.padStart(5)}`,
    );
  }
  if (LIST_FILES) {
    for (const [name, m] of rows) {
      console.log(`\n${name}:`);
      for (const [url, bytes] of [...m.scripts].sort((a, b) => b[1] - a[1]))
        console.log(`  ${kib(bytes).toFixed(1).padStart(7)} KiB  ${new URL(url).pathname}`);
    }
  }
  console.log(
    `\nThrottled to 1.6 Mbps down, 150 ms latency, cache off; script KiB: compressed response bodies (+headers: with HTTP headers). ` +
      `Chromium ${browser.version()}; load average ${loadavg()[0]?.toFixed(1)}. Reported, not asserted.`,
  );
} finally {
  await browser.close();
  server.kill();
  rmSync(databaseDir, { recursive: true, force: true });
}
