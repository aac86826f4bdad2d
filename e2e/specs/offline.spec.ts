// The installed app with the network cut (issue 17): Playwright's offline browser context. The app is loaded
// once online (the service worker precaches the shell, the engine worker and the solver's WASM, and the feed
// catalogue goes to IndexedDB); then, offline, it reloads, formulates, saves on the device, exports, and syncs
// when the network is back. The API calls of the test itself (`request`) are not part of the browser context,
// so they still reach the server while the page is offline.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { DietPage } from '../pages/diet-page';
import { LoginPage } from '../pages/login-page';
import { PredictionPage } from '../pages/prediction-page';
import { RequirementsPage } from '../pages/requirements-page';

/** The first administrator of playwright.config.ts: administrators count as premium, so they may save. */
const ADMIN = { email: 'admin@cocho.test', password: 'e2e-admin-password' };

/** A feedlot diet the solver finds optimal (as in diet.spec.ts), in R$/kg as fed. */
const FEEDS = [
  { name: 'Silagem de milho (típica)', price: '0,30' },
  { name: 'Milho grão seco, moagem média', price: '1,10' },
  { name: 'Farelo de soja (48% PB, solvente)', price: '2,30' },
  { name: 'Ureia pecuária', price: '3,50' },
  { name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia', price: '4,50' },
] as const;

type Summary = { id: number; nome: string; updated_at: string };

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/appLogin', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function feedIds(request: APIRequestContext, token: string): Promise<Map<string, string>> {
  const response = await request.post('/alimentos/getListaAlimentos', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const lists = (await response.json()) as { data: { cocho: { id: string; name: string }[] } };
  return new Map(lists.data.cocho.map((feed) => [feed.name, feed.id]));
}

/** The administrator's saved diets (or predictions) on the server. */
async function serverDiets(
  request: APIRequestContext,
  token: string,
  list: 'minhasDietas' | 'minhasPredicoes' = 'minhasDietas',
): Promise<Summary[]> {
  const response = await request.post(`/dieta/${list}`, {
    data: { limite: 200 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Summary[] }).data;
}

/** Whether the page's feed cache (IndexedDB) holds the catalogue. */
function hasCachedCatalogue(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('cocho-offline');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('cache')) return resolve(false);
          const read = database.transaction('cache').objectStore('cache').get('alimentosStored');
          read.onsuccess = () => resolve(typeof read.result === 'string' && read.result.length > 2);
          read.onerror = () => resolve(false);
        };
      }),
  );
}

/** Signs in, then waits until the service worker controls the page (its install precached the app). */
async function signInAndInstall(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const acceptCookies = page.getByTestId('cookies-accept');
  await acceptCookies.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => acceptCookies.click(),
    () => undefined,
  );
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

test.describe('offline, installed app', () => {
  test('formulates, saves on the device, exports the PDF and syncs when the network is back', async ({
    page,
    context,
    request,
  }) => {
    // Installing precaches about 10 MB, then a formulation and a sync on a shared two-core machine.
    test.setTimeout(120_000);
    const token = await adminToken(request);
    const ids = await feedIds(request, token);
    const name = `Offline ${Date.now()}`;
    const diet = new DietPage(page);

    await signInAndInstall(page, '/formulacao-dieta');
    await expect(diet.step('animal')).toBeVisible();
    await expect.poll(() => hasCachedCatalogue(page), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    // The session survives offline, with the offline flag shown.
    await expect(diet.step('animal')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Sem conexão com o servidor')).toBeVisible();

    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    for (const feed of FEEDS) await diet.addFeed(feed.name);
    await expect(diet.selectedFeeds()).toHaveCount(FEEDS.length);
    for (const feed of FEEDS) await diet.price(ids.get(feed.name) ?? '').fill(feed.price);
    await page.getByTestId('fix-ratio').check();
    await diet.next().click();
    await diet.calculate();
    await expect(diet.result()).toHaveAttribute('data-status', 'otima', { timeout: 30_000 });

    await diet.save(name);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'local');
    await expect(page.getByTestId('sync-state')).toHaveText('Salvo neste aparelho');
    expect((await serverDiets(request, token)).some((row) => row.nome === name)).toBe(false);

    // The diet's PDF report, built in the browser with no network (the batch sheet is not in the app yet).
    await page.getByTestId('export-menu').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-fullReport').click();
    const pdf = await readFile(await (await downloading).path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    // And the Excel workbook (a zip: "PK").
    await page.getByTestId('export-menu').click();
    const downloadingExcel = page.waitForEvent('download');
    await page.getByTestId('export-dietExcel').click();
    const workbook = await readFile(await (await downloadingExcel).path());
    expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');

    // My diets, offline: the record waits on the device.
    await page.getByTestId('my-diets').click();
    await expect(page.getByTestId('saved-record-pending').filter({ hasText: name })).toContainText(
      'Salvo neste aparelho',
    );
    await page.keyboard.press('Escape');

    await context.setOffline(false);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
    await expect(page.getByTestId('sync-state')).toHaveText('Sincronizado');
    await expect
      .poll(async () => (await serverDiets(request, token)).filter((row) => row.nome === name).length)
      .toBe(1);
  });

  test('the mixture with its PDF report, the supplement and the requirements work with the network off', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const pick = async (pickerTestId: string, name: string) => {
      await page.getByTestId(pickerTestId).fill(name);
      await page.getByRole('option', { name, exact: true }).click();
    };
    await signInAndInstall(page, '/calcular-racao');
    await expect(page.getByTestId('page-title')).toHaveText('Cálculo de ração');
    await expect.poll(() => hasCachedCatalogue(page), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('page-title')).toHaveText('Cálculo de ração', { timeout: 20_000 });
    await pick('mixture-feed-picker', 'Silagem de milho (típica)');
    await pick('mixture-feed-picker', 'Milho grão seco, moagem fina');
    await pick('mixture-feed-picker', 'Farelo de soja (48% PB, solvente)');
    await page.getByTestId('amount-0').fill('60');
    await page.getByTestId('amount-1').fill('30');
    await page.getByTestId('amount-2').fill('10');
    await page.getByTestId('mixture-total').fill('1.000');
    await page.getByTestId('mixture-mixer').fill('400');
    await page.getByTestId('mixture-calculate').click();
    // As in tools.spec.ts: (60 × 35.361 + 30 × 86.907 + 10 × 89.267) / 100 = 56.22 % dry matter.
    await expect(page.getByTestId('summary-dryMatter')).toHaveText('56,22%');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-mixReport').click();
    const pdf = await readFile(await (await downloading).path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Another screen opened offline: its page comes from the service worker, the solver runs in the worker.
    await page.goto('/formulacao-suplemento');
    await expect(page.getByTestId('page-title')).toHaveText('Formulação de suplementos', { timeout: 20_000 });
    await pick('supplement-feed-picker', 'Milho grão seco, moagem fina');
    await pick('supplement-feed-picker', 'Farelo de soja (48% PB, solvente)');
    await page.getByTestId('supplement-name').fill('Proteinado 30');
    await page.getByTestId('supplement-protein').fill('30');
    await page.getByTestId('supplement-formulate').click();
    await expect(page.getByTestId('supplement-result-protein')).toHaveText('30,00%');

    const requirements = new RequirementsPage(page);
    await requirements.goto();
    await expect(page.getByTestId('page-title')).toHaveText('Cálculo de exigências', { timeout: 20_000 });
    await requirements.calculate();
    await expect(requirements.summaryValue('CMS')).toHaveText(/^\d+,\d+$/);
  });

  test('a prediction made and saved offline is synced when the network is back', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await adminToken(request);
    const name = `Predição offline ${Date.now()}`;
    const screen = new PredictionPage(page);
    await signInAndInstall(page, '/predicao-desempenho');
    await expect.poll(() => hasCachedCatalogue(page), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await screen.addFeed('Silagem de milho (típica)');
    await screen.addFeed('Milho grão seco, moagem média');
    await screen.setAmount('Silagem de milho (típica)', '20');
    await screen.setAmount('Milho grão seco, moagem média', '4,5');
    await screen.predict();
    await expect(screen.expectedGain()).toHaveText(/^\d,\d{2}$/, { timeout: 30_000 });
    await screen.save(name);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'local');

    await context.setOffline(false);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
    await expect
      .poll(async () =>
        (await serverDiets(request, token, 'minhasPredicoes')).some((row) => row.nome === name),
      )
      .toBe(true);
  });

  test('the app is installable: a manifest with its icons and a service worker in control', async ({
    page,
    request,
  }) => {
    await signInAndInstall(page, '/dashboard');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Cocho', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('an offline edit of a diet the server changed meanwhile is kept as a named copy; both exist', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await adminToken(request);
    const name = `Conflict ${Date.now()}`;
    const id = await saveDietByApi(request, token, uncalculatedDietRecord({ nome: name }));
    const diet = new DietPage(page);

    await signInAndInstall(page, `/formulacao-dieta?did=${id}`);
    await expect(page.getByTestId('saved-name')).toHaveText(name);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'synced');

    await context.setOffline(true);
    // Opened once online, the record opens again offline from the copy kept on the device.
    await page.reload();
    await expect(page.getByTestId('saved-name')).toHaveText(name, { timeout: 20_000 });
    await diet.save(name);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'local');

    // Meanwhile someone saves the server copy (another device).
    const serverName = `${name} servidor`;
    const changed = await request.post('/dieta/saveFD', {
      data: { id, dieta: JSON.stringify(uncalculatedDietRecord({ nome: serverName, id })) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    await context.setOffline(false);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'conflict', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('sync-state')).toHaveText('Sincronizado como cópia');

    // Neither is lost: the server's edit stays as it was, ours is a new record named as an offline copy.
    await expect
      .poll(async () =>
        (await serverDiets(request, token)).map((row) => row.nome).filter((n) => n.startsWith(name)),
      )
      .toHaveLength(2);
    const rows = (await serverDiets(request, token)).filter((row) => row.nome.startsWith(name));
    expect(rows.find((row) => row.id === id)?.nome).toBe(serverName);
    const copy = rows.find((row) => row.id !== id);
    expect(copy?.nome).toMatch(new RegExp(`^${name} \\(cópia offline \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`));
  });
});
