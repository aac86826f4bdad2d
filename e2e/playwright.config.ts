// End-to-end tests against the built app (`node scripts/build.mjs` first; `npm test` does it) in Debian's
// Chromium, never a downloaded browser. The server runs on a free port with a throw-away SQLite database, or,
// with COCHO_E2E_DATABASE_URL=postgres://…, on a throw-away schema of that PostgreSQL database (created by the
// server, dropped by global-teardown.ts), e.g.
//   COCHO_E2E_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx playwright test -c e2e/playwright.config.ts e2e/specs/x.spec.ts
import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Asks the OS for a free port (synchronously, so the config stays a plain module). */
function findFreePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Workers load this file again: the port and database chosen by the main process reach them via env.
process.env.COCHO_E2E_PORT ??= findFreePort();
process.env.COCHO_E2E_DB_DIR ??= mkdtempSync(path.join(tmpdir(), 'cocho-e2e-'));
const postgresUrl = process.env.COCHO_E2E_DATABASE_URL;
if (postgresUrl) process.env.COCHO_E2E_DB_SCHEMA ??= `e2e_${Date.now()}_${process.pid}`;
const port = process.env.COCHO_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const isCI = !!process.env.CI;

/**
 * Specs that change what every account sees (feature flags such as free registration or content protection,
 * a sponsored feed in everyone's list): they run alone, after the others (scripts/e2e.mjs runs the two
 * projects one after the other). The other specs run in two workers, each with its own administrator
 * (fixtures.ts `ADMIN`) and its own new accounts.
 */
const ALONE = [
  '**/admin.spec.ts',
  '**/admin-release.spec.ts',
  '**/content-protection.spec.ts',
  '**/company-feeds.spec.ts',
  '**/company-journey.spec.ts',
];

export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(ROOT, 'test-results'),
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two workers on a two-core machine: the browser and the server wait on each other most of the time.
  workers: Number(process.env.COCHO_E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: isCI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(ROOT, 'playwright-report') }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    headless: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'on-first-retry',
    // No service worker unless a spec needs one (the offline specs: test.use({ serviceWorkers: 'allow' })):
    // its install precaches the whole app in every new browser context, CPU the other specs only wait on.
    serviceWorkers: 'block',
    // The app honours the system's "reduce motion" setting (apps/web/src/theme/theme.ts): transitions and
    // ripples end at once, so a dialog or menu does not draw a dozen frames in the renderer, the compositor and
    // the browser before a test may act on it. No test is about the motion itself.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (scripts/ensure-test-tools.mjs installs it), else its full browser.
      executablePath:
        process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ALONE,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'alone',
      testMatch: ALONE,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // COCHO_BUILD_DIR: see scripts/build.mjs (parallel builds of work in progress).
    command: `node ${path.join(process.env.COCHO_BUILD_DIR ?? 'apps', process.env.COCHO_BUILD_DIR ? 'server' : 'server/dist', 'main.js')}`,
    cwd: ROOT,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATABASE_PATH: path.join(process.env.COCHO_E2E_DB_DIR, 'cocho.db'),
      ...(postgresUrl
        ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: process.env.COCHO_E2E_DB_SCHEMA ?? '' }
        : {}),
      SERVE_WEB: 'true',
      WEB_DIST_DIR: process.env.COCHO_BUILD_DIR
        ? path.join(process.env.COCHO_BUILD_DIR, 'web')
        : 'apps/web/dist',
      COCHO_ADMIN_EMAIL: 'admin@cocho.test',
      COCHO_ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '10000',
    },
  },
});
