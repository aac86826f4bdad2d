// Reports: premium refusal and "no data" messages in the export menu, and the field report
// and diet formula PDFs of a solved diet, read back with poppler's pdftotext. The full report, Excel and
// CSV downloads are checked in diet.spec.ts.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, setAccountLanguage, signInAsNewUser, ADMIN, signInByApi } from '../fixtures';
import { createMineralMix } from '../feeds';
import { DietPage } from '../pages/diet-page';

/** The first administrator of playwright.config.ts (administrators count as premium). */

type Feed = { id: string; name: string };

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/auth/appLogin', { data: ADMIN });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function catalogueFeed(request: APIRequestContext, token: string, name: string): Promise<Feed> {
  const response = await request.post('/alimentos/getListaAlimentos', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const lists = (await response.json()) as { data: { cocho: Feed[] } };
  const feed = lists.data.cocho.find((item) => item.name === name);
  if (!feed) throw new Error(`catalogue feed not found: ${name}`);
  return feed;
}

async function chooseExport(page: Page, kind: string): Promise<void> {
  await page.getByTestId('export-menu').click();
  await page.getByTestId(`export-${kind}`).click();
}

async function downloadPdfText(page: Page, kind: 'fieldReport' | 'dietFormula'): Promise<string> {
  const downloading = page.waitForEvent('download');
  await chooseExport(page, kind);
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: await readFile(await file.path()),
    encoding: 'utf8',
  });
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
}

test('a free user is told the field report is premium, and that there is nothing to export yet', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'export', { path: '/formulacao-dieta' });
  const diet = new DietPage(page);
  await expect(diet.step('animal')).toBeVisible();

  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await chooseExport(page, 'fieldReport');
  const offer = page.getByRole('dialog').filter({ hasText: 'Recurso Premium' });
  await expect(offer).toContainText('exclusivo para usuários Premium');
  await offer.getByRole('button', { name: 'Agora não' }).click();
  await expect(offer).toBeHidden();
  await chooseExport(page, 'fullReport');
  await expect(page.getByTestId('alert-bar')).toHaveText('Não há dados para exportar.');
  expect(downloads).toBe(0);
});

test('field report and diet formula of a solved diet, in Portuguese', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const silage = await catalogueFeed(request, token, 'Silagem de milho');
  const corn = await catalogueFeed(request, token, 'Milho moído médio');
  const soybean = await catalogueFeed(request, token, 'Farelo de soja');
  // A user feed, so step 3's list of the user's feeds is exercised too.
  const mix = await createMineralMix(request, token, `Núcleo mineral export ${Date.now()}`);
  await setAccountLanguage(request, ADMIN, 0);
  await signInByApi(page, ADMIN, '/formulacao-dieta');
  await expect(page).toHaveURL(/\/formulacao-dieta$/);

  const diet = new DietPage(page);
  await expect(diet.step('animal')).toBeVisible();
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  for (const feed of [silage, corn, soybean, mix]) await diet.addFeed(feed.name);
  await expect(diet.selectedFeeds()).toHaveCount(4);
  for (const [feed, price] of [
    [silage, '0,25'],
    [corn, '1,2'],
    [soybean, '2,5'],
    [mix, '4'],
  ] as const)
    await diet.price(feed.id).fill(price);
  await diet.next().click();
  await diet.calculate();
  await expect(diet.result()).toHaveAttribute('data-status', 'otima');

  // A 400 kg mixer: the batch sheet of the 1000 kg ration shows under the result and goes into the reports.
  const mixer = page.getByTestId('diet-mixer');
  await expect(mixer.getByTestId('batch-sheet')).toHaveCount(0);
  await mixer.getByTestId('diet-mixer-capacity').fill('400');
  await expect(mixer.getByTestId('batch-summary')).toHaveText(
    /^3 batidas: 2 de 400 kg e a última de 200,0 kg\.$/,
  );
  // One row per feed in the diet: soybean meal may leave now that sulfur comes from the premix.
  await expect(mixer.getByTestId('batch-row').nth(2)).toBeVisible();
  expect(await mixer.getByTestId('batch-row').count()).toBeLessThanOrEqual(4);

  const field = await downloadPdfText(page, 'fieldReport');
  expect(field).toContain('Batidas do misturador');
  expect(field).toContain('Número de batidas 3');
  expect(field).toContain('Relatório de campo');
  expect(field).toContain('Fornecimento diário');
  expect(field).toContain('MN por animal');
  expect(field).not.toContain('kg MN por animal');
  expect(field).toContain('Silagem de milho');
  // The default animal: a lot of one head is not printed; prices are left out of the field sheet.
  expect(field).not.toContain('R$');

  const formula = await downloadPdfText(page, 'dietFormula');
  expect(formula).toContain('Fórmula da dieta');
  expect(formula).toContain('Fórmula para 1.000 kg de ração');
  expect(formula).toContain('Silagem de milho');
  expect(formula).toMatch(/R\$ \d+,\d{3}/);

  // The mix report (premium) of the diet: the diet as one mix for the ration to produce, with the batches.
  const downloading = page.waitForEvent('download');
  await mixer.getByTestId('export-mixReport').click();
  const mixText = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: await readFile(await (await downloading).path()),
    encoding: 'utf8',
  })
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
  expect(mixText).toContain('Relatório da mistura');
  expect(mixText).toContain('Mistura para 1.000 kg de ração');
  expect(mixText).toContain('Silagem de milho');
  expect(mixText).toContain('Última batida 200,0 kg');
});

test('mix report PDF of the mixture calculator, in Portuguese', async ({ page, request }) => {
  await setAccountLanguage(request, ADMIN, 0);
  await signInByApi(page, ADMIN, '/calcular-racao');
  for (const name of ['Silagem de milho', 'Milho moído fino', 'Farelo de soja']) {
    await page.getByTestId('mixture-feed-picker').fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.getByTestId('amount-0').fill('60');
  await page.getByTestId('amount-1').fill('30');
  await page.getByTestId('amount-2').fill('10');
  await page.getByTestId('mixture-total').fill('1000');
  await page.getByTestId('mixture-mixer').fill('400');
  await page.getByTestId('mixture-calculate').click();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-mixReport').click();
  const file = await downloading;
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: await readFile(await file.path()),
    encoding: 'utf8',
  })
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
  expect(text).toContain('Relatório da mistura');
  expect(text).toContain('Mistura para 1.000 kg de ração');
  // Silage is 60 % as fed: 600 kg of the 1000; DM of the mix (catalogue values, as in tools.spec.ts) 54,1 %.
  expect(text).toMatch(/Silagem de milho 60,00 \d+,\d\d 600,0/);
  expect(text).toContain('Matéria seca da ração 54,1%');
  // 1000 kg in a 400 kg mixer: 3 batches, the last of 200 kg.
  expect(text).toContain('Número de batidas 3');
  expect(text).toContain('Última batida 200,0 kg');
});
