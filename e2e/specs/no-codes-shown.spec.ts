// No codes to people (docs/conventions.md#i18n): in pt, en and es, every signed-in route of the route table
// (apps/web/src/app/route-table.ts, read at run time so a new route is scanned without a change here) and the
// exports of a saved diet and prediction (full report with the financial report, Excel, prediction report)
// show no ALL_CAPS_WITH_UNDERSCORES identifier, no message key and no sentence of another language.
// The same walk runs the desktop's axe scans of the signed-in routes (accessibility.spec.ts scans the free
// routes and the phone): one visit of each route for both checks (docs/decisions/ci-time.md), with every
// axe rule in Portuguese and the rules that read a text in English and Spanish (e2e/axe-scan.ts).
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expectNoFindings, FULL_SCAN_LANGUAGE, scan } from '../axe-scan';
import type { Finding } from '../axe-scan';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { catalogueFeeds, feedSnapshot } from '../feeds';
import { expect, setAccountLanguage, test, signInByApi } from '../fixtures';
import { DietPage } from '../pages/diet-page';
import { PredictionPage } from '../pages/prediction-page';
import { newAdministrator, openInApp, routeTitle, settled, signedInRoutes } from '../routes';
import { findShownCodes, LANGUAGES, messageOf } from '../text-scan';
import type { Language } from '../text-scan';

const IDIOMA: Record<Language, 0 | 1 | 2> = { pt: 0, en: 1, es: 2 };
const FEEDS = [
  { name: 'Silagem de milho', price: 0.3 },
  { name: 'Milho moído médio', price: 1.1 },
  { name: 'Farelo de soja', price: 2.3 },
  { name: 'Ureia pecuária', price: 3.5 },
  { name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia', price: 4.5 },
  { name: 'Calcário calcítico', price: 0.6 },
];

/**
 * Screens whose content is written in every language on purpose: the help texts an administrator edits in
 * pt, en and es. Codes and keys are still looked for there.
 */
const MULTILINGUAL_CONTENT: ReadonlySet<string> = new Set(['/adm/ajuda']);

/** The problems in the page's text (soft, so one run lists every screen's findings). */
/**
 * Text in its own language on purpose, left out of the scan: anything marked with another `lang` than the
 * page's (a data set's English notes), and the feed catalogue's bibliographic sources, quoted as published.
 */
const QUOTED_TEXT = '[data-testid="feed-source"]';

async function expectCleanScreen(page: Page, language: Language, where: string): Promise<void> {
  const text = await page.evaluate((quoted) => {
    const pageLanguage = document.documentElement.lang.slice(0, 2);
    const left = Array.from(document.body.querySelectorAll<HTMLElement>(`${quoted}, [lang]`)).filter(
      (element) => element.matches(quoted) || element.lang.slice(0, 2) !== pageLanguage,
    );
    // Hidden for the reading only (innerText is the text as laid out), then shown again.
    const displays = left.map((element) => element.style.display);
    for (const element of left) element.style.display = 'none';
    const shown = document.body.innerText;
    left.forEach((element, index) => (element.style.display = displays[index] ?? ''));
    return shown;
  }, QUOTED_TEXT);
  const found = findShownCodes(text, language, { foreign: !MULTILINGUAL_CONTENT.has(where) });
  // The text scanned goes with a finding, so it can be found on the screen.
  if (found.length > 0) {
    const file = test.info().outputPath(`text-${language}-${where.replace(/\W+/g, '-')}.txt`);
    await writeFile(file, text);
    await test.info().attach(`text of ${where}`, { path: file, contentType: 'text/plain' });
  }
  expect.soft(found, `[${language}] codes shown on ${where}`).toEqual([]);
}

async function download(page: Page, open: () => Promise<void>, testId: string): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await open();
  await page.getByTestId(testId).click();
  return readFile(await (await downloading).path());
}

function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    encoding: 'utf8',
  });
}

/** Every text cell and sheet name of a workbook, one per line. */
async function workbookText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const lines: string[] = [];
  workbook.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') lines.push(cell.value);
        else if (cell.value !== null && typeof cell.value === 'object' && 'richText' in cell.value)
          lines.push(cell.value.richText.map((part) => part.text).join(''));
      }),
    );
  });
  return lines.join('\n');
}

// Each test has its own administrator and records, so the three languages run in both workers.
test.describe.configure({ mode: 'parallel' });

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookies-accept');
  await accept.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => accept.click(),
    () => undefined,
  );
}

for (const language of LANGUAGES) {
  const rules = language === FULL_SCAN_LANGUAGE.desktop ? 'all' : 'text';
  test(`[${language}] no screen and no export shows an internal code, a message key or another language; no signed-in screen has a serious or critical axe violation${rules === 'text' ? ' of the rules that read a text' : ''}`, async ({
    page,
    request,
  }, testInfo) => {
    // Usually 2–3 min with the axe scans; the shared two-core machine may be far slower.
    test.setTimeout(420_000);
    const routes = await signedInRoutes();
    expect(routes.length, 'signed-in routes in the route table').toBeGreaterThan(20);

    // A fresh account made administrator, so every route opens (administrators have every ability).
    const { user, token } = await newAdministrator(request, `codes-${language}`);
    await setAccountLanguage(request, user, IDIOMA[language]);
    // A diet with catalogue feeds and prices, saved before it is calculated (the screen calculates it).
    const feeds = await catalogueFeeds(
      request,
      token,
      FEEDS.map((feed) => feed.name),
    );
    const dietId = await saveDietByApi(
      request,
      token,
      uncalculatedDietRecord({
        nome: `Dieta códigos ${language}`,
        alimentos_selecionados: feeds.map(feedSnapshot),
        restricoes: Object.fromEntries(
          feeds.map((feed, index) => [
            feed.id,
            { quantidade: null, unidade: 'kg', fator: 1, custo: FEEDS[index]!.price, minimo: '', maximo: '' },
          ]),
        ),
        fixa_proporcao_vc: true,
      }),
    );

    // Signed in straight onto the saved diet (one app start-up; the dashboard is among the routes below).
    await signInByApi(page, user, `/formulacao-dieta?did=${dietId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await expect(page.getByTestId('page-title')).toHaveText(
      messageOf(language, 'shell', 'title.formulacaoDieta'),
    );

    // The diet calculated with its financial report, then saved: the full report, Excel and the screen.
    const diet = new DietPage(page);
    // Opened before going on, so the opening does not move the wizard back to its first step.
    await expect(page.getByTestId('saved-name')).toHaveText(`Dieta códigos ${language}`, { timeout: 20_000 });
    await diet.step('restrictions').click();
    await expect(page.getByTestId('restriction-row')).toHaveCount(FEEDS.length);
    await diet.calculate();
    await expect(diet.result()).toHaveAttribute('data-status', /otima|aproximada/, { timeout: 20_000 });
    await page.getByTestId('toggle-finance').click();
    await expect(page.getByTestId('financial-report')).toBeVisible();
    await settled(page);
    await expectCleanScreen(page, language, 'the diet result with its financial report');
    const openExports = () => page.getByTestId('export-menu').click();
    const fullReport = pdfText(await download(page, openExports, 'export-fullReport'));
    expect(fullReport, 'the full report has the financial report').toContain(
      messageOf(language, 'export', 'section.financeIae'),
    );
    expect.soft(findShownCodes(fullReport, language), `[${language}] codes in the diet PDF`).toEqual([]);
    const excel = await workbookText(await download(page, openExports, 'export-dietExcel'));
    expect.soft(findShownCodes(excel, language), `[${language}] codes in the diet Excel`).toEqual([]);
    await diet.save(`Dieta códigos ${language}`);
    await expect(page).toHaveURL(new RegExp(`did=${dietId}`));

    // The saved diet predicted, its report downloaded, and saved as a prediction.
    const prediction = new PredictionPage(page);
    await openInApp(
      page,
      `/predicao-desempenho?did=${dietId}`,
      messageOf(language, 'shell', 'title.predicaoDesempenho'),
    );
    await expect(page.getByTestId('diet-row').first()).toBeVisible({ timeout: 20_000 });
    await prediction.predict();
    await expect(prediction.expectedGain()).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await expectCleanScreen(page, language, 'the prediction result');
    const predictionReport = pdfText(
      await download(page, () => page.getByTestId('prediction-menu').click(), 'export-fullReport'),
    );
    expect
      .soft(findShownCodes(predictionReport, language), `[${language}] codes in the prediction PDF`)
      .toEqual([]);
    await prediction.save(`Predição códigos ${language}`);
    await expect(page).toHaveURL(/did=\d+/);
    await expect(prediction.savedName()).toHaveText(`Predição códigos ${language}`);
    const predictionId = new URL(page.url()).searchParams.get('did');
    // Every signed-in route, with the saved records open where a screen opens one: its text, and axe. The
    // cookie notice (its text read on the two results above) is accepted first, as a user would, so axe
    // reads each screen without it.
    await acceptCookies(page);
    const findings: Finding[] = [];
    const QUERIES: Record<string, string> = {
      '/formulacao-dieta': `?did=${dietId}`,
      '/predicao-desempenho': `?did=${predictionId}`,
      '/formulacao-suplemento': `?did=${predictionId}`,
    };
    for (const route of routes) {
      await openInApp(page, `${route.path}${QUERIES[route.path] ?? ''}`, routeTitle(language, route));
      await settled(page);
      await scan(page, `[${language}] ${route.path} (signed in)`, findings, rules);
      await expectCleanScreen(page, language, route.path);
    }
    await expectNoFindings(findings, testInfo);
  });
}

test("the scan finds a code, a message key, another language's sentence and abbreviation", () => {
  expect(findShownCodes('Peso de venda PESO_DE_VENDA (kg)', 'pt')).toEqual(['PESO_DE_VENDA']);
  expect(findShownCodes('Sale weight: title.dashboard, finance:group.IAE', 'en')).toEqual([
    'title.dashboard',
    'finance:group.IAE',
  ]);
  expect(
    findShownCodes(`Crude protein (PB) · ${messageOf('pt', 'shell', 'title.formulacaoDieta')}`, 'en'),
  ).toEqual([`foreign: "${messageOf('pt', 'shell', 'title.formulacaoDieta')}"`, 'foreign abbreviation: PB']);
  // Prefixes and shared words are no findings: "Política de privacidade" is not the Spanish title.
  expect(
    findShownCodes(`${messageOf('pt', 'legal', 'privacy.title')} · e.g. 3:45 PM · www.cocho.com.br`, 'pt'),
  ).toEqual([]);
});
