// Fair rate limits (docs/decisions/fair-rate-limits.md) in the browser: the web app's files, pages and the
// service worker's fetches never count, and a signed-in user's calls count for the user, not for the address
// they share. The suite's server allows 10,000 calls a minute (so no other spec meets the limit): this spec
// starts a server of its own, from the same build, with RATE_LIMIT_MAX at LIMIT. The 50 users behind one
// address are apps/server/src/http/fair-rate-limits.int.test.ts.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Response } from '@playwright/test';
import { expect, test, signInByApi } from '../fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.COCHO_BUILD_DIR;
/**
 * Calls a minute per counter. The signed-in part makes about 16 calls of the user's own (a sign-in, three app
 * start-ups with their token check, flags, bell and lists); at 25, one fresh CI run on a busy machine had the
 * user's last list refused (which extra calls came then was not traced). 40 leaves the user room while the
 * address still runs out (after 41 calls) and the five visits still fetch far more files.
 */
const LIMIT = 40;
const ADMIN = { email: 'admin@cocho.test', password: 'limits-admin-password' } as const;

/** A free port from the OS. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built server with RATE_LIMIT_MAX = LIMIT on a throw-away SQLite database; answers its address. */
async function startServer(): Promise<{ server: ChildProcess; origin: string }> {
  const port = await freePort();
  // SQLite even when the suite runs on PostgreSQL.
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const server = spawn(
    process.execPath,
    [path.join(ROOT, BUILD ? path.join(BUILD, 'server/main.js') : 'apps/server/dist/main.js')],
    {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...inherited,
        PORT: String(port),
        DATABASE_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'cocho-limits-')), 'cocho.db'),
        SERVE_WEB: 'true',
        WEB_DIST_DIR: BUILD ? path.join(BUILD, 'web') : 'apps/web/dist',
        COCHO_ADMIN_EMAIL: ADMIN.email,
        COCHO_ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: String(LIMIT),
        AUTH_RATE_LIMIT_MAX: '1000',
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${origin}/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
  return { server, origin };
}

/** Every answer the context gets (pages, files, the service worker's fetches, calls). */
function recordAnswers(context: BrowserContext): Response[] {
  const answers: Response[] = [];
  context.on('response', (response) => answers.push(response));
  return answers;
}

const isCall = (response: Response) => response.request().method() === 'POST';
const tooMany = (answers: Response[]) =>
  answers.filter((response) => response.status() === 429).map((response) => response.url());

test('files never count, and a signed-in user keeps working when the shared address is out of calls', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { server, origin } = await startServer();
  try {
    // First visits in fresh browsers (no cache), service worker installing: many more files than LIMIT,
    // none refused.
    const visits: Response[] = [];
    for (const page of ['/', '/login', '/cursos', '/autores', '/politica-privacidade']) {
      const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
      const answers = recordAnswers(context);
      const tab = await context.newPage();
      await tab.goto(page);
      await expect(tab.locator('main, [role="main"], form').first()).toBeVisible();
      // The worker installed: its precache (the whole app) fetched, none of it refused.
      await tab.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      visits.push(...answers);
      await context.close();
    }
    const files = visits.filter((response) => !isCall(response));
    expect(files.length, 'files fetched by five first visits').toBeGreaterThan(2 * LIMIT);
    expect(tooMany(visits), 'answers refused during the visits').toEqual([]);

    // A user signs in from this address and opens a screen that lists records.
    const context = await browser.newContext({ baseURL: origin });
    const answers = recordAnswers(context);
    const page = await context.newPage();
    await signInByApi(page, ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Someone else at the same address (no session) uses up the address's calls.
    let refusedAt = 0;
    for (let sent = 1; sent <= LIMIT + 1 && refusedAt === 0; sent += 1)
      if ((await fetch(`${origin}/health`)).status === 429) refusedAt = sent;
    expect(refusedAt, 'the address is out of calls').toBeGreaterThan(0);
    expect((await fetch(`${origin}/health`)).status).toBe(429);

    // The signed-in user's calls count for the user: a reload and a list answer, nothing is refused.
    const before = answers.length;
    await page.reload();
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.goto('/calcula-exigencias');
    await page.getByTestId('my-requirements').click();
    // The list answered (empty for this new server's administrator), and so did the shared lists.
    await expect(page.getByRole('dialog')).toContainText('Nenhuma exigência salva ainda.');
    await expect(page.getByRole('dialog')).toContainText('Nada compartilhado com você.');
    await expect(page.getByText('Muitas tentativas', { exact: false })).toHaveCount(0);
    const signedIn = answers.slice(before);
    expect(signedIn.filter(isCall).length, 'calls made signed in').toBeGreaterThan(0);
    expect(tooMany(signedIn), 'answers refused to the signed-in user').toEqual([]);
    await context.close();
  } finally {
    server.kill();
  }
});
