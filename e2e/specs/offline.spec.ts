// The installed app with the network cut: Playwright's offline browser context. The app is loaded
// once online (the service worker precaches the shell, the engine worker and the solver's WASM, and the feed
// catalogue goes to IndexedDB); then, offline, it reloads, formulates, saves on the device, exports, and syncs
// when the network is back. The API calls of the test itself (`request`) are not part of the browser context,
// so they still reach the server while the page is offline.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, setAccountLanguage, signInByApi, test, ADMIN } from '../fixtures';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { DietPage } from '../pages/diet-page';
import { PredictionPage } from '../pages/prediction-page';
import { RequirementsPage } from '../pages/requirements-page';

/** The first administrator of playwright.config.ts: administrators count as premium, so they may save. */

// The administrator is shared: an earlier spec may have left its account in another language.
test.beforeEach(async ({ request }) => {
  await setAccountLanguage(request, ADMIN, 0);
});

/** A feedlot diet the solver finds optimal (as in diet.spec.ts), in R$/kg as fed. */
const FEEDS = [
  { name: 'Silagem de milho', price: '0,30' },
  { name: 'Milho moído médio', price: '1,10' },
  { name: 'Farelo de soja', price: '2,30' },
  { name: 'Ureia pecuária', price: '3,50' },
  { name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia', price: '4,50' },
  // Ca:P is held at 1.2 or more: at half silage the corn's phosphorus needs limestone.
  { name: 'Calcário calcítico', price: '0,60' },
] as const;

type Summary = { id: number; nome: string; updated_at: string };

/** The silage's dry matter in the catalogue, % as fed (Carvalho 2008, as in tools.spec.ts). */
const SILAGE_CATALOGUE_DM = 31.88;

/** The PDF's text as poppler's pdftotext reads it, every run of spaces (no-break ones too) as one space. */
async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' })
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** A number written in Portuguese ("1.234,5") as a number. */
const ptNumber = (text: string): number => Number(text.replace(/\./g, '').replace(',', '.'));

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/appLogin', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
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

/**
 * Signs in through the API straight onto `path` (the sign-in form has its own tests; one app start-up
 * instead of the form's, the dashboard's and then the screen's), accepts the cookie notice a new device shows,
 * then waits until the service worker controls the page (its install precached the app; it claims the page
 * that registered it, apps/web/vite.config.ts).
 */
async function signInAndInstall(page: Page, path: string): Promise<void> {
  await signInByApi(page, ADMIN, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await page.getByTestId('cookies-accept').click();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/**
 * A saved-records list opened offline (button `opener`): the device's records with the one notice of what
 * waits for the connection, and no error.
 */
async function expectDeviceList(page: Page, opener: string): Promise<void> {
  await page.getByTestId(opener).click();
  const list = page.getByRole('dialog');
  await expect(list.getByTestId('saved-records-notice')).toHaveText(
    /^Sem conexão: a lista mostra o que está neste aparelho\./,
    { timeout: 15_000 },
  );
  await expect(list.getByRole('alert')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

test.describe('offline, installed app', () => {
  test.use({ serviceWorkers: 'allow' });
  test('formulates, saves on the device, exports the reports, the Excel workbook and the batch sheet PDF, and syncs when the network is back', async ({
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

    // The financial report of the diet and the full PDF report that carries it, built in the browser with no
    // network (pdfmake, its fonts and the report's chunks come from the service worker's precache).
    await page.getByTestId('toggle-finance').click();
    await expect(page.getByTestId('financial-report')).toBeVisible();
    const dailyCost = (await page.getByTestId('indicator-value-CUSTO_DIARIO').textContent()) ?? '';
    expect(dailyCost).toMatch(/\d/);
    await page.getByTestId('export-menu').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-fullReport').click();
    const report = await pdfTextOf(await downloading);
    expect(report).toContain('Indicadores gerais');
    expect(report).toContain('Avaliação total da operação');
    expect(report).toContain(
      dailyCost
        .replace(/[\u00a0\u202f]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    for (const feed of FEEDS.slice(0, 5)) expect(report).toContain(feed.name.slice(0, 14));
    // The field report and the diet formula, the other two PDFs of the diet.
    for (const [kind, title] of [
      ['fieldReport', 'Relatório de campo'],
      ['dietFormula', 'Fórmula da dieta'],
    ] as const) {
      await page.getByTestId('export-menu').click();
      const downloadingPdf = page.waitForEvent('download');
      await page.getByTestId(`export-${kind}`).click();
      const text = await pdfTextOf(await downloadingPdf);
      expect(text, kind).toContain(title);
      expect(text, kind).toContain(FEEDS[0].name);
    }
    // And the Excel workbook (a zip: "PK").
    await page.getByTestId('export-menu').click();
    const downloadingExcel = page.waitForEvent('download');
    await page.getByTestId('export-dietExcel').click();
    const excel = await downloadingExcel;
    expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = await readFile(await excel.path());
    expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(workbook.length).toBeGreaterThan(5_000);

    // The batch sheet at the mixer, offline: two pens, a 1500 kg mixer and the silage measured at 30 % DM
    // that day. Its PDF (no file sharing in this Chromium, so it downloads) shows the re-scaled amounts.
    const silageId = ids.get(FEEDS[0].name) ?? '';
    await page.getByTestId('open-feeding-sheet').click();
    const sheet = page.getByTestId('feeding-sheet-dialog').getByRole('dialog');
    await expect(sheet).toBeVisible();
    await page.getByTestId('pen-name-0').fill('Norte');
    await page.getByTestId('pen-heads-0').fill('60');
    await page.getByTestId('add-pen').click();
    await page.getByTestId('pen-name-1').fill('Sul');
    await page.getByTestId('pen-heads-1').fill('40');
    await page.getByTestId('sheet-mixer-capacity').fill('1500');
    const perHead = page.getByTestId('feeding-sheet-per-head');
    await expect(perHead).toBeVisible();
    const perHeadKg = async (label: string) =>
      ptNumber(
        (
          (await perHead
            .getByRole('row')
            .filter({ hasText: label })
            .getByRole('cell')
            .nth(1)
            .textContent()) ?? ''
        )
          .replace(/\s*kg$/, '')
          .trim(),
      );
    // As formulated (catalogue dry matter), kg as fed per head: the silage and the whole ration.
    const silageBefore = await perHeadKg(FEEDS[0].name);
    const totalBefore = await perHeadKg('Total');
    expect(silageBefore).toBeGreaterThan(1);
    await page.getByTestId(`measured-dm-${silageId}`).fill('30');
    // Same kg DM of silage per head: kg as fed × 31.88 / 30 (the other feeds keep their kg as fed).
    const silageAfter = silageBefore * (SILAGE_CATALOGUE_DM / 30);
    const headAfter = totalBefore - silageBefore + silageAfter;
    await expect.poll(() => perHeadKg(FEEDS[0].name)).toBeCloseTo(silageAfter, 1);

    const downloadingSheet = page.waitForEvent('download');
    await page.getByTestId('share-feeding-sheet').click();
    const sheetFile = await downloadingSheet;
    expect(sheetFile.suggestedFilename()).toMatch(/^folha-de-trato-.*\.pdf$/);
    const sheetText = await pdfTextOf(sheetFile);
    expect(sheetText).toContain('Folha de trato do misturador');
    expect(sheetText).toContain(
      `MS medida de ${FEEDS[0].name} 30,0 % (catálogo ${SILAGE_CATALOGUE_DM.toFixed(1).replace('.', ',')} %)`,
    );
    // Per head (the column is kg per head): the silage re-scaled; shown with 2 decimals and computed from the
    // 2-decimal value read before, so within 0.02 kg.
    const silageLine = new RegExp(`${FEEDS[0].name.replace(/[()]/g, '\\$&')} (\\d+,\\d{2}) `);
    const silagePdf = ptNumber(silageLine.exec(sheetText)?.[1] ?? 'NaN');
    expect(Math.abs(silagePdf - silageAfter)).toBeLessThan(0.02);
    // The day's ration: 100 head × the re-scaled kg per head, a whole number of 5 kg scale steps.
    const dayKg = ptNumber(/Ração do dia ([\d.]+) kg/.exec(sheetText)?.[1] ?? 'NaN');
    expect(dayKg % 5).toBe(0);
    expect(Math.abs(dayKg - 100 * headAfter)).toBeLessThanOrEqual(5);
    // Loads split by the 1500 kg mixer: the fewest that fit, each within it and on the step, adding up to the day.
    const loadCount = Math.ceil(dayKg / 1500);
    expect(sheetText).toContain(`Batidas ${loadCount}`);
    const totals = [...sheetText.matchAll(/Total ([\d.]+) kg/g)].map((match) => ptNumber(match[1] ?? ''));
    const loads = totals.slice(0, loadCount);
    const pens = totals.slice(loadCount);
    for (let number = 1; number <= loadCount; number += 1)
      expect(sheetText).toContain(`Batida ${number} de ${loadCount}`);
    for (const load of loads) {
      expect(load).toBeLessThanOrEqual(1500);
      expect(load % 5).toBe(0);
    }
    expect(loads.reduce((sum, kg) => sum + kg, 0)).toBe(dayKg);
    // Per pen, by head count: 60 % to Norte, 40 % to Sul (within one step).
    expect(sheetText).toContain('Norte – 60 cabeças');
    expect(sheetText).toContain('Sul – 40 cabeças');
    expect(pens).toHaveLength(2);
    expect(Math.abs((pens[0] ?? 0) - 0.6 * dayKg)).toBeLessThanOrEqual(5);
    expect((pens[0] ?? 0) + (pens[1] ?? 0)).toBe(dayKg);
    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await expect(sheet).toBeHidden();

    // My diets, offline, never loaded online on this device: the record waits on the
    // device with its state, and one notice says what waits for the connection (no error per list).
    await page.getByTestId('my-diets').click();
    const myDiets = page.getByRole('dialog');
    await expect(page.getByTestId('saved-record-pending').filter({ hasText: name })).toContainText(
      'Salvo neste aparelho',
    );
    await expect(myDiets.getByTestId('saved-records-notice')).toHaveText(
      /^Sem conexão: a lista mostra o que está neste aparelho\./,
    );
    // My comparisons keep no copy on the device: once its call has failed, one plain line says so.
    await expect(myDiets.getByTestId('saved-comparisons-offline')).toHaveText(
      /^Sem conexão: estes registros não ficam neste aparelho/,
      { timeout: 15_000 },
    );
    await expect(myDiets.getByRole('alert')).toHaveCount(1);
    await page.keyboard.press('Escape');

    await context.setOffline(false);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
    await expect(page.getByTestId('sync-state')).toHaveText('Sincronizado');
    await expect
      .poll(async () => (await serverDiets(request, token)).filter((row) => row.nome === name).length)
      .toBe(1);
  });

  test('the mixture with its PDF report, the feed table Excel, the supplement and the requirements work with the network off', async ({
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
    await pick('mixture-feed-picker', 'Silagem de milho');
    await pick('mixture-feed-picker', 'Milho moído fino');
    await pick('mixture-feed-picker', 'Farelo de soja');
    await page.getByTestId('amount-0').fill('60');
    await page.getByTestId('amount-1').fill('30');
    await page.getByTestId('amount-2').fill('10');
    await page.getByTestId('mixture-total').fill('1000');
    await page.getByTestId('mixture-mixer').fill('400');
    await page.getByTestId('mixture-calculate').click();
    // As in tools.spec.ts: (60 × 31.88 + 30 × 86.907 + 10 × 89.267) / 100 = 54.13 % dry matter.
    await expect(page.getByTestId('summary-dryMatter')).toHaveText('54,13%');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-mixReport').click();
    const mixText = await pdfTextOf(await downloading);
    expect(mixText).toContain('Relatório da mistura');
    expect(mixText).toContain('Matéria seca da ração 54,1%');
    expect(mixText).toContain('Última batida 200,0 kg');
    // My mixes, offline: what this device has, with the one notice (no error).
    await expectDeviceList(page, 'my-mixes');

    // The short feed table's Excel workbook, offline (exceljs from the precache).
    await page.goto('/tabela-resumida');
    await expect(page.getByTestId('export-excel')).toBeVisible({ timeout: 20_000 });
    const downloadingTable = page.waitForEvent('download');
    await page.getByTestId('export-excel').click();
    const table = await downloadingTable;
    expect(table.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await readFile(await table.path())).subarray(0, 2).toString('latin1')).toBe('PK');

    // Another screen opened offline: its page comes from the service worker, the solver runs in the worker.
    await page.goto('/formulacao-suplemento');
    await expect(page.getByTestId('page-title')).toHaveText('Formulação de suplementos', { timeout: 20_000 });
    await pick('supplement-feed-picker', 'Milho moído fino');
    await pick('supplement-feed-picker', 'Farelo de soja');
    await page.getByTestId('supplement-name').fill('Proteinado 30');
    await page.getByTestId('supplement-protein').fill('30');
    await page.getByTestId('supplement-formulate').click();
    await expect(page.getByTestId('supplement-result-protein')).toHaveText('30,00%');
    // Saved supplements keep no copy on the device: one plain line, no error (the shared lists stay quiet).
    await expect(page.getByTestId('saved-supplements-offline')).toHaveText(
      /^Sem conexão: estes registros não ficam neste aparelho/,
      { timeout: 15_000 },
    );
    await expect(page.getByTestId('saved-supplements').getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Problema de comunicação', { exact: false })).toHaveCount(0);

    const requirements = new RequirementsPage(page);
    await requirements.goto();
    await expect(page.getByTestId('page-title')).toHaveText('Cálculo de exigências', { timeout: 20_000 });
    await requirements.calculate();
    await expect(requirements.summaryValue('CMS')).toHaveText(/^\d+,\d+$/);
    await expectDeviceList(page, 'my-requirements');
  });

  test('a prediction made offline exports its PDF report, and once saved is synced when the network is back', async ({
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
    await screen.addFeed('Silagem de milho');
    await screen.addFeed('Milho moído médio');
    await screen.setAmount('Silagem de milho', '20');
    await screen.setAmount('Milho moído médio', '4,5');
    await screen.predict();
    await expect(screen.expectedGain()).toHaveText(/^\d,\d{2}$/, { timeout: 30_000 });
    // Its PDF report, offline.
    await page.getByTestId('prediction-menu').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-fullReport').click();
    const report = await pdfTextOf(await downloading);
    expect(report).toContain('Relatório da predição de desempenho');
    expect(report).toContain('Silagem de milho');
    expect(report).toContain((await screen.expectedGain().textContent()) ?? '-');
    await screen.save(name);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'local');
    // My predictions, offline: the one saved here with its state, and one notice.
    await page.getByTestId('my-predictions').click();
    const myPredictions = page.getByRole('dialog');
    await expect(myPredictions.getByTestId('saved-record-pending').filter({ hasText: name })).toContainText(
      'Salvo neste aparelho',
    );
    await expect(myPredictions.getByTestId('saved-records-notice')).toBeVisible();
    await expect(myPredictions.getByRole('alert')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(myPredictions).toBeHidden();

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
