import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { SAVED_DEFAULT_ANIMAL, saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { catalogueFeeds, createMineralMix, feedSnapshot } from '../feeds';
import type { CatalogueFeed } from '../feeds';
import {
  expect,
  setAccountLanguage,
  test,
  BUILT_CLI,
  signInAsNewUser,
  ADMIN,
  signInByApi,
} from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { PredictionPage } from '../pages/prediction-page';

type StoredFeed = { id: string; name: string; nutrientes: Record<string, number>; volumoso: boolean };
type CliPrediction = {
  GMDEsperado: number;
  PGMDEL: number;
  limitante: string;
  excTotalN: number;
  producaoMetano: number;
};

const SILAGE = 'Silagem de milho';
const CORN = 'Milho moído médio';
const SOYBEAN_MEAL = 'Farelo de soja';
const DIET = [
  { name: SILAGE, kg: 20 },
  { name: CORN, kg: 4 },
  { name: SOYBEAN_MEAL, kg: 1 },
];

/** The same prediction through the `cocho predict` contract, with the catalogue feeds the page cached. */
async function predictByCli(page: Page): Promise<CliPrediction> {
  // The feed cache lives in IndexedDB (apps/web/src/offline/offline-db.ts).
  const stored = await page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const opening = indexedDB.open('cocho-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction('cache').objectStore('cache').get('alimentosStored');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : null);
          read.onerror = () => reject(read.error);
        };
      }),
  );
  const catalogue = JSON.parse(stored ?? '[]') as StoredFeed[];
  const alimentos = DIET.map(({ name, kg }) => {
    const feed = catalogue.find((item) => item.name === name);
    if (!feed) throw new Error(`feed not in the catalogue: ${name}`);
    return { id: feed.id, nutrientes: feed.nutrientes, quantidade: kg, volumoso: feed.volumoso };
  });
  const animal = {
    tipo: 'crescimento_terminacao',
    raca: 'zebuino',
    regime: 'confinamento',
    sexo: 'macho',
    peso_corporal_inicial: 400,
    peso_corporal_final: 540,
  };
  const output = execFileSync(process.execPath, [BUILT_CLI, 'predict'], {
    input: JSON.stringify({ animal, alimentos }),
    encoding: 'utf8',
  });
  return JSON.parse(output) as CliPrediction;
}

const format = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

test('predicts the gain of a feedlot diet in Portuguese and English, as the CLI does', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'prediction', { path: '/predicao-desempenho' });

  const screen = new PredictionPage(page);
  const shell = new AppShell(page);
  await expect(shell.title()).toHaveText('Predição de desempenho');
  // The prediction variant has no daily-gain field: the gain is the result.
  await expect(page.getByTestId('animal-input-ganho_medio_diario')).toHaveCount(0);

  // docs/product/errors.md#calculation-errors: a prediction with zero total feed is rejected.
  await screen.addFeed(SILAGE);
  await screen.predict();
  await expect(screen.error()).toHaveText('A quantidade total de alimentos deve ser maior que zero.');

  await screen.addFeed(CORN);
  await screen.addFeed(SOYBEAN_MEAL);
  await screen.setAmount(SILAGE, '20');
  await screen.setAmount(CORN, '4');
  // 1 kg typed as 1000 g.
  await screen.setAmount(SOYBEAN_MEAL, '1000', 'g');
  await expect(page.getByTestId('diet-total-as-fed')).toHaveText('25,00 kg');
  await screen.predict();

  const expected = await predictByCli(page);
  expect(expected.GMDEsperado).toBeGreaterThan(0.3);
  await expect(page.getByTestId('predict')).toBeEnabled();
  await expect(screen.expectedGain()).toHaveText(format('pt-BR', expected.GMDEsperado));
  await expect(page.getByTestId('allowed-EL-value')).toHaveText(format('pt-BR', expected.PGMDEL));
  await expect(page.getByTestId('exc-n-total')).toHaveText(format('pt-BR', expected.excTotalN));
  await expect(page.getByTestId('methane-daily')).toHaveText(format('pt-BR', expected.producaoMetano));
  const limiting = { EL: 'Energia (NDT)', PM: 'Proteína', Ca: 'Cálcio', P: 'Fósforo' }[expected.limitante];
  await expect(page.getByTestId('limiting-nutrient')).toHaveText(`Limitado por: ${limiting}`);

  await shell.chooseLanguage(/English/);
  await expect(shell.title()).toHaveText('Performance prediction');
  await expect(screen.expectedGain()).toHaveText(format('en-US', expected.GMDEsperado));
  await expect(page.getByTestId('diet-total-as-fed')).toHaveText('25.00 kg');

  // Amounts typed as dry matter: the same numbers now mean more feed as fed, and the result is stale.
  await page.getByTestId('basis-dm').click();
  await expect(page.getByTestId('prediction-stale')).toBeVisible();
  await expect(page.getByTestId('diet-total-as-fed')).not.toHaveText('25.00 kg');
});

test('unsaved feeds and amounts survive a reload: offered back and restored; after a reset, nothing is offered', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'prediction-draft', { path: '/predicao-desempenho' });

  const screen = new PredictionPage(page);
  await screen.addFeed(SILAGE);
  await screen.setAmount(SILAGE, '12,5');
  // The draft is written shortly after the last edit: until it holds the amount just typed. The reload
  // asks first (unsaved data).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('predicao_rascunho') ?? ''))
    .toMatch(/\D12[.,]5(?!\d)/);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('dialog').filter({ hasText: 'Predição não salva' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Encontramos uma predição não salva de ');
  await offer.getByRole('button', { name: 'Recuperar' }).click();
  await expect(screen.row(SILAGE).getByTestId('diet-amount')).toHaveValue('12,5');

  await screen.reset();
  await page.reload();
  await expect(page.getByTestId('feed-picker')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('diet-row')).toHaveCount(0);
});

test('a calf diet starts with cow milk and predicts a gain', async ({ page, request }) => {
  await signInAsNewUser(page, request, 'prediction-calf', { path: '/predicao-desempenho' });
  const screen = new PredictionPage(page);
  await page.getByRole('radio', { name: 'Bezerro' }).check();
  await expect(page.getByTestId('diet-row')).toHaveCount(1);
  await expect(screen.row('Leite de vaca')).toContainText('13,9 %');
  await page.getByTestId('animal-input-peso_corporal_medio').fill('60');
  await screen.setAmount('Leite de vaca', '6');
  // 6 kg × 13.92 % DM = 0.8352 kg, shown in g under 1 kg (docs/product/calculation.md#constants).
  await expect(page.getByTestId('diet-total-dm')).toHaveText('835,20 g');
  await screen.predict();
  await expect(screen.expectedGain()).toHaveText(/^\d,\d{2}$/);
  const gain = Number((await screen.expectedGain().textContent())?.replace(',', '.'));
  // 6 kg of whole milk (0.84 kg DM) feeds a 60 kg calf for a moderate gain.
  expect(gain).toBeGreaterThan(0.2);
  expect(gain).toBeLessThan(1.5);
  await expect(page.getByTestId('prediction-error')).toHaveCount(0);

  // A free user: saving is Premium (docs/product/shell.md#roles); the prediction stays on screen.
  await screen.chooseMenu('save-prediction');
  const offer = page.getByRole('dialog').filter({ hasText: 'Recurso Premium' });
  await expect(offer).toContainText('Salvar predições é um recurso para usuários Premium.');
  await offer.getByRole('button', { name: 'Agora não' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByTestId('save-name')).toHaveCount(0);
  await expect(screen.expectedGain()).toHaveText(/^\d,\d{2}$/);
  await expect(page.getByTestId('diet-amount')).toHaveValue('6');
});

test('bad amounts are refused in words; a diet the bull cannot eat is matched to its intake', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'prediction-intake', { path: '/predicao-desempenho' });
  const screen = new PredictionPage(page);
  for (const { name } of DIET) await screen.addFeed(name);
  await screen.setAmount(SILAGE, '20');
  await screen.setAmount(SOYBEAN_MEAL, '1');

  // Separators in no convention's order are refused in words, never read as some other number.
  await screen.setAmount(CORN, '4,5,0');
  await screen.predict();
  await expect(screen.error()).toHaveText('Use vírgula nos decimais das quantidades (ex.: 4,5).');
  await screen.setAmount(CORN, 'milho');
  await screen.predict();
  await expect(screen.error()).toHaveText('Informe as quantidades como números.');

  // 45 kg of corn: far more dry matter than a 470 kg bull eats; the prediction says so.
  await screen.setAmount(CORN, '45');
  await screen.predict();
  await expect(screen.expectedGain()).toHaveText(/^\d,\d{2}$/);
  await expect(page.getByTestId('intake-above')).toContainText('mais do que o animal consome');
  const offered = Number((await page.getByTestId('supply-dm').textContent())?.replace(',', '.'));
  const maximum = Number((await page.getByTestId('intake-maximum').textContent())?.replace(',', '.'));
  expect(offered).toBeGreaterThan(maximum);

  // Matched ("compatibilise"): every amount scaled by one factor, the offered DM is the expected intake.
  await page.getByTestId('match-intake').click();
  await expect(page.getByTestId('intake-matched')).toContainText('Quantidades multiplicadas por');
  await expect(page.getByTestId('intake-above')).toHaveCount(0);
  await expect(page.getByTestId('prediction-stale')).toHaveCount(0);
  const matchedOffered = Number((await page.getByTestId('supply-dm').textContent())?.replace(',', '.'));
  const expected = Number((await page.getByTestId('intake-expected').textContent())?.replace(',', '.'));
  expect(Math.abs(matchedOffered - expected)).toBeLessThanOrEqual(0.02);
  const corn = Number((await screen.row(CORN).getByTestId('diet-amount').inputValue()).replace(',', '.'));
  expect(corn).toBeLessThan(45);
  expect(corn).toBeGreaterThan(1);

  // Leaving with unsaved data asks first; No stays with everything on screen (docs/product/shell.md#screens).
  await new AppShell(page).acceptCookies();
  await new AppShell(page).followDashboardLink();
  const modal = new AppShell(page).unsavedDataModal();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Não' }).click();
  await expect(page).toHaveURL(/\/predicao-desempenho/);
  await expect(page.getByTestId('diet-row')).toHaveCount(3);
  await expect(page.getByTestId('intake-matched')).toBeVisible();
});

/** The first administrator of playwright.config.ts: administrators count as premium, so they may save. */

type Language = 'pt' | 'en';

/**
 * The engine's default animal (docs/product/calculation.md#records) as a saved record holds it: formulated for 1.3 kg/day, with the
 * state, parity and mean weight the engine fills in.
 */
const DEFAULT_ANIMAL = {
  ...SAVED_DEFAULT_ANIMAL,
  estado_fisiologico: 'nao_gestante',
  estado_parides: 'multiparas',
  peso_corporal_medio: 470,
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/appLogin', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const shownName = (feed: CatalogueFeed, language: Language) =>
  language === 'en' ? feed.name_en || feed.name : feed.name;
const decimal = (text: string, language: Language) => (language === 'pt' ? text.replace('.', ',') : text);

/**
 * Signs the administrator in with the account language set first (tests share the account), straight onto
 * `path` (one app start-up instead of the dashboard's and then the screen's).
 */
async function signInAsAdmin(
  page: Page,
  request: APIRequestContext,
  language: Language,
  path: string,
): Promise<void> {
  await setAccountLanguage(request, ADMIN, language === 'pt' ? 0 : 1);
  await signInByApi(page, ADMIN, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  // The cookie notice sits above dialogs (snackbar layer); accept it as a user would.
  const acceptCookies = page.getByTestId('cookies-accept');
  await acceptCookies.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => acceptCookies.click(),
    () => undefined,
  );
}

/** The three-feed diet of the first test, typed on the screen in `language`. */
async function enterDiet(
  page: Page,
  screen: PredictionPage,
  feeds: readonly CatalogueFeed[],
  language: Language,
): Promise<void> {
  const [silage, corn, soybean] = feeds;
  if (!silage || !corn || !soybean) throw new Error('three feeds expected');
  for (const feed of feeds) await screen.addFeed(shownName(feed, language));
  await screen.setAmount(shownName(silage, language), '20');
  await screen.setAmount(shownName(corn, language), decimal('4.5', language));
  await screen.setAmount(shownName(soybean, language), '1000', 'g');
  await expect(page.getByTestId('diet-row')).toHaveCount(3);
}

/** Signs the administrator in, opens a new prediction and types the three-feed diet in `language`. */
async function openWithDiet(
  page: Page,
  request: APIRequestContext,
  language: Language,
): Promise<{ feeds: CatalogueFeed[]; screen: PredictionPage }> {
  const feeds = await catalogueFeeds(request, await adminToken(request), [SILAGE, CORN, SOYBEAN_MEAL]);
  await signInAsAdmin(page, request, language, '/predicao-desempenho');
  const screen = new PredictionPage(page);
  await enterDiet(page, screen, feeds, language);
  return { feeds, screen };
}

test.describe('saved predictions, as an administrator (counts as premium)', () => {
  for (const language of ['pt', 'en'] as const) {
    test(`[${language}] save a prediction, reload, reopen from my predictions: the same result`, async ({
      page,
      request,
    }) => {
      // Sign-in, a diet typed, a save, a reload and a reopen: over 30 s on a busy two-core machine.
      test.setTimeout(90_000);
      const { screen } = await openWithDiet(page, request, language);
      // Amounts typed as dry matter (tipoEntrada "/MS") come back as dry matter.
      if (language === 'en') await page.getByTestId('basis-dm').click();
      await screen.predict();
      await expect(screen.expectedGain()).toHaveText(/^\d[.,]\d{2}$/);
      const shown = (await screen.results().textContent()) ?? '';

      const name = `Predição e2e ${language} ${Date.now()}`;
      await screen.save(name);
      await expect(page).toHaveURL(/did=\d+/);
      await expect(screen.savedName()).toHaveText(name);

      await page.reload();
      await expect(screen.savedName()).toHaveText(name);
      await expect(screen.results()).toHaveText(shown);
      await expect(page.getByTestId('prediction-stale')).toHaveCount(0);

      await screen.reset();
      await expect(page.getByTestId('diet-row')).toHaveCount(0);
      await screen.openSaved(name);
      await expect(screen.savedName()).toHaveText(name);
      await expect(screen.results()).toHaveText(shown);
      const amounts = page.getByTestId('diet-amount');
      for (const [index, text] of ['20', decimal('4.5', language), '1000'].entries())
        await expect(amounts.nth(index)).toHaveValue(text);
      await expect(page.getByTestId(language === 'en' ? 'basis-dm' : 'basis-as-fed')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Predicted again, the reopened inputs give the same result.
      await screen.predict();
      await expect(screen.results()).toHaveText(shown);

      // Removed from My predictions once confirmed: gone from the list, and the screen forgets its name.
      await page.getByTestId('my-predictions').click();
      const listed = page.getByTestId('saved-prediction').filter({ hasText: name });
      await listed.getByTestId('remove-prediction').click();
      await page.getByRole('button', { name: language === 'pt' ? 'Sim' : 'Yes', exact: true }).click();
      await expect(listed).toHaveCount(0);
      await expect(screen.savedName()).toHaveCount(0);
      await expect(page).not.toHaveURL(/did=/);
    });

    test(`[${language}] the full report (PDF) of a prediction names its feeds and the expected gain, its Excel workbook the feeds`, async ({
      page,
      request,
    }) => {
      const { feeds, screen } = await openWithDiet(page, request, language);
      await screen.predict();
      await expect(screen.expectedGain()).toHaveText(/^\d[.,]\d{2}$/);
      await page.getByTestId('prediction-menu').click();
      const downloading = page.waitForEvent('download');
      await page.getByTestId('export-fullReport').click();
      const pdfText = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
        input: await readFile(await (await downloading).path()),
        encoding: 'utf8',
      }).replace(/\s+/g, ' ');
      expect(pdfText).toContain(
        language === 'pt' ? 'Relatório da predição de desempenho' : 'Performance prediction report',
      );
      for (const feed of feeds) expect(pdfText).toContain(shownName(feed, language).slice(0, 14));
      expect(pdfText).toContain((await screen.expectedGain().textContent()) ?? '-');

      // The same diet as an Excel workbook: every feed in it.
      await page.getByTestId('prediction-menu').click();
      const downloadingExcel = page.waitForEvent('download');
      await page.getByTestId('export-dietExcel').click();
      const excel = await downloadingExcel;
      expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await excel.path())) as unknown as ArrayBuffer);
      const cells = workbook.worksheets
        .flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row : [])))
        .filter((cell): cell is string => typeof cell === 'string');
      for (const feed of feeds)
        expect(cells.some((cell) => cell.includes(shownName(feed, language).slice(0, 14)))).toBe(true);
    });

    test(`[${language}] a saved diet formulated for 1.3 kg/day, predicted: 1.3 ± 0.02 kg/day`, async ({
      page,
      request,
    }) => {
      // The CLI's formulation, a save, a sign-in and a prediction: 30 s alone on a busy machine.
      test.setTimeout(90_000);
      const token = await adminToken(request);
      const feeds = await catalogueFeeds(request, token, ['Silagem de milho', CORN, SOYBEAN_MEAL]);
      // The user's own beef mineral mix (the catalogue's mineral salts have no dry matter).
      const mix = await createMineralMix(request, token, `Núcleo mineral predição ${language} ${Date.now()}`);
      const priced = [
        { feed: feeds[0], price: 0.25 },
        { feed: feeds[1], price: 1.2 },
        { feed: feeds[2], price: 2.5 },
        { feed: mix, price: 4 },
      ].map(({ feed, price }) => {
        if (!feed) throw new Error('feed missing');
        return { feed, price };
      });
      // The diet's result from the `cocho formulate` contract (the same engine the wizard runs).
      const formulated = JSON.parse(
        execFileSync(process.execPath, [BUILT_CLI, 'formulate'], {
          input: JSON.stringify({
            animal: DEFAULT_ANIMAL,
            alimentos: priced.map(({ feed, price }) => ({
              id: feed.id,
              nutrientes: feed.nutrientes,
              custo: price,
              volumoso: feed.volumoso,
            })),
          }),
          encoding: 'utf8',
        }),
      ) as { status: string; resultado: Record<string, number>; resultadoMS: Record<string, number> };
      expect(formulated.status).toBe('otima');
      const asFedTotal = priced.reduce((sum, { feed }) => sum + (formulated.resultado[feed.id] ?? 0), 0);
      const dmTotal = priced.reduce((sum, { feed }) => sum + (formulated.resultadoMS[feed.id] ?? 0), 0);
      const name = `Dieta para predizer ${language} ${Date.now()}`;
      // The diet as the wizard saves it once calculated: the formulated amounts and status 1.
      const record = uncalculatedDietRecord({
        nome: name,
        animal: DEFAULT_ANIMAL,
        alimentos_selecionados: priced.map(({ feed }) => feedSnapshot(feed)),
        restricoes: Object.fromEntries(
          priced.map(({ feed, price }) => [
            feed.id,
            { quantidade: null, unidade: 'kg', fator: 1, custo: price, minimo: '', maximo: '' },
          ]),
        ),
        resultado: priced.map(({ feed, price }) => {
          const asFed = formulated.resultado[feed.id] ?? 0;
          const dm = formulated.resultadoMS[feed.id] ?? 0;
          return {
            id: feed.id,
            MN: asFed,
            MNprop: (asFed / asFedTotal) * 100,
            MS: dm,
            MSprop: (dm / dmTotal) * 100,
            CUSTO: asFed * price,
            totalRacao: (asFed / asFedTotal) * 1000,
          };
        }),
        status: 1,
      });
      const id = await saveDietByApi(request, token, record);

      // The saved diet in the wizard links to its prediction.
      await signInAsAdmin(page, request, language, `/formulacao-dieta?did=${id}`);
      await page.getByTestId('predict-diet').click();
      await expect(page).toHaveURL(new RegExp(`/predicao-desempenho\\?did=${id}$`));
      const screen = new PredictionPage(page);
      await expect(page.getByTestId('loaded-diet')).toContainText(name);
      const fed = priced.filter(({ feed }) => (formulated.resultado[feed.id] ?? 0) > 1e-6);
      await expect(page.getByTestId('diet-row')).toHaveCount(fed.length);
      await screen.predict();
      await expect(screen.expectedGain()).toHaveText(/^\d[.,]\d{2}$/);
      const gain = Number((await screen.expectedGain().textContent())?.replace(',', '.'));
      expect(Math.abs(gain - 1.3)).toBeLessThanOrEqual(0.02);
    });

    test(`[${language}] a supplement from an unsaved prediction: saved hidden, the supplement screen has it`, async ({
      page,
      request,
    }) => {
      const { feeds, screen } = await openWithDiet(page, request, language);
      // Not predicted and not saved: the menu predicts, saves a hidden prediction and opens the supplement.
      await screen.chooseMenu('create-supplement');
      await expect(page).toHaveURL(/\/formulacao-suplemento\?did=\d+$/);
      await expect(page.getByTestId('from-prediction')).toContainText('2');
      await expect(page.getByTestId('supplement-row')).toHaveCount(2);
      await expect(page.getByTestId('supplement-row').first()).toContainText(shownName(feeds[1]!, language));
      const quantities = page.getByTestId('supplement-row').getByRole('textbox', { name: /./ });
      await expect(quantities.nth(0)).toHaveValue(decimal('4.5', language));
      await expect(quantities.nth(2)).toHaveValue(decimal('1', language));
    });
  }
});
