import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
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
import { DietPage } from '../pages/diet-page';

/** The first administrator of playwright.config.ts: administrators count as premium, so they may save. */

// The administrator is shared: an earlier spec may have left its account in another language.
test.beforeEach(async ({ request }) => {
  await setAccountLanguage(request, ADMIN, 0);
});

type Feed = {
  id: string;
  name: string;
  name_en: string | null;
  name_es?: string | null;
  nutrientes: Record<string, number>;
  volumoso: boolean;
};
type Language = 'pt' | 'en' | 'es';

/**
 * The standard Brazilian feedlot diet: corn silage, ground corn, soybean meal, urea and the
 * catalogue's feedlot mineral mix, at Brazilian prices in R$/kg as fed. The nutritionist fixes the roughage
 * share at the wizard's 50 %.
 */
const STANDARD_DIET = {
  silage: { name: 'Silagem de milho', price: 0.3 },
  corn: { name: 'Milho moído médio', price: 1.1 },
  soybeanMeal: { name: 'Farelo de soja', price: 2.3 },
  urea: { name: 'Ureia pecuária', price: 3.5 },
  mineralMix: {
    name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
    price: 4.5,
  },
  // Ca:P is held at 1.2 or more: at half silage the corn's phosphorus needs limestone, as a nutritionist
  // would add it (docs/decisions/ratio-constraints.md).
  limestone: { name: 'Calcário calcítico', price: 0.6 },
} as const;
const STANDARD_ROUGHAGE_PERCENT = 50;

/** Four catalogue feeds for the calf: a hay, an energy and a protein concentrate and a mineral mix. */
const CALF_FEEDS = {
  hay: { name: 'Feno de Cynodon (capim-bermuda; grupo do Tifton)', price: 0.8 },
  cassava: { name: 'Mandioca (raspa/farinha seca)', price: 1 },
  brewers: { name: 'Resíduo seco de cervejaria', price: 1.8 },
  mineralMix: {
    name: 'Mistura mineral para bovinos a pasto (cria e recria; P 10,7 %) – consumo 60 a 110 g/cab/dia',
    price: 4,
  },
} as const;

const DEFAULT_ANIMAL = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  peso_corporal_inicial: 400,
  peso_corporal_final: 540,
  ganho_medio_diario: 1.3,
  total_racao_a_produzir: 1000,
};

/** The catalogue feeds with these Portuguese names, in this order, from one read of the catalogue. */
async function catalogueFeeds<const Names extends readonly string[]>(
  request: APIRequestContext,
  token: string,
  names: Names,
): Promise<{ [Index in keyof Names]: Feed }> {
  const response = await request.post('/alimentos/getListaAlimentos', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const lists = (await response.json()) as { data: { cocho: Feed[] } };
  return names.map((name) => {
    const feed = lists.data.cocho.find((item) => item.name === name);
    if (!feed) throw new Error(`catalogue feed not found: ${name}`);
    return feed;
  }) as { [Index in keyof Names]: Feed };
}

/**
 * The CLI's answers by input, kept for this spec's worker: the three languages' standard diets (and the two
 * impossible diets) give the CLI the same input, so it runs once for them. A test that finds no answer runs
 * the CLI itself, so no test depends on another having run.
 */
const cliAnswers = new Map<string, { status: string; custo: number; resultado: Record<string, number> }>();

/** The expected result from the `cocho formulate` contract (the same engine, built by scripts/build.mjs). */
function formulateByCli(
  feeds: { feed: Feed; price: number }[],
  proporcaoVC: number | null = null,
): { status: string; custo: number; resultado: Record<string, number> } {
  const input = {
    animal: DEFAULT_ANIMAL,
    proporcaoVC,
    alimentos: feeds.map(({ feed, price }) => ({
      id: feed.id,
      nutrientes: feed.nutrientes,
      custo: price,
      volumoso: feed.volumoso,
    })),
  };
  const key = JSON.stringify(input);
  const known = cliAnswers.get(key);
  if (known) return known;
  const output = execFileSync(process.execPath, [BUILT_CLI, 'formulate'], { input: key, encoding: 'utf8' });
  const answer = JSON.parse(output) as { status: string; custo: number; resultado: Record<string, number> };
  cliAnswers.set(key, answer);
  return answer;
}

/**
 * Money of a diet as the app shows it: the diet's currency (reais unless chosen) in the language's number
 * format: R$ 1.234,50 (pt, es), R$1,234.50 (en).
 */
const money = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : 'pt-BR', { style: 'currency', currency: 'BRL' }).format(
    value,
  );
/** Guaraníes as the app shows them: Gs. and no decimals, in the Portuguese number style for es. */
const guaranies = (value: number) =>
  `Gs.\u00a0${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(value)}`;
/** Reference rate of docs/decisions/price-plausibility.md: guaraníes per real. */
const PYG_PER_BRL = 1400;
const decimal = (value: number, language: Language) =>
  language === 'en' ? String(value) : String(value).replace('.', ',');
const shownName = (feed: Feed, language: Language) =>
  language === 'en' ? feed.name_en || feed.name : language === 'es' ? feed.name_es || feed.name : feed.name;
/** A daily amount as the result shows it: kg with three decimals, under 1 kg in g (docs/product/calculation.md#constants). */
const dailyAmount = (kg: number, language: Language) => {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  // Each amount says its own unit (the column names none): kg with three decimals, g under 1 kg.
  return kg >= 1
    ? `${new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(kg)} kg`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kg * 1000)} g`;
};
const WORDS = {
  pt: { back: 'Voltar', remove: 'Remover', yes: 'Sim', language: /Português/ },
  en: { back: 'Back', remove: 'Remove', yes: 'Yes', language: /English/ },
  es: { back: 'Volver', remove: 'Quitar', yes: 'Sí', language: /Español/ },
} as const;

/** Chooses an export in the wizard's menu and answers the downloaded file's bytes. */
async function download(page: Page, kind: 'fullReport' | 'dietExcel' | 'dietCsv'): Promise<Buffer> {
  await page.getByTestId('export-menu').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`export-${kind}`).click();
  const file = await downloading;
  return readFile(await file.path());
}

/** Every number in every sheet of a workbook. */
async function workbookNumbers(bytes: Buffer): Promise<number[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const numbers: number[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'number') numbers.push(cell.value);
      }),
    ),
  );
  return numbers;
}

test.describe('as an administrator (counts as premium)', () => {
  /** The API token of the page's own sign-in, for the tests' catalogue reads (no second sign-in). */
  let token = '';
  // Straight onto the wizard, which every test here opens first (one app start-up, not the dashboard's too).
  test.beforeEach(async ({ page }) => {
    token = await signInByApi(page, ADMIN, '/formulacao-dieta');
    await expect(page).toHaveURL(/\/formulacao-dieta$/);
    // The cookie notice sits above dialogs (snackbar layer); accept it as a user would.
    const acceptCookies = page.getByTestId('cookies-accept');
    await acceptCookies.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => acceptCookies.click(),
      () => undefined,
    );
  });

  for (const language of ['pt', 'en', 'es'] as const) {
    test(`[${language}] the standard feedlot diet: silage, corn, soybean meal, urea and mineral mix solve as a nutritionist expects; save, reload, reopen: same result`, async ({
      page,
      request,
    }) => {
      // Two formulations, a save and a reload on a shared two-core machine.
      test.setTimeout(90_000);
      const words = WORDS[language];
      const [silage, corn, soybeanMeal, urea, mineralMix, limestone] = await catalogueFeeds(request, token, [
        STANDARD_DIET.silage.name,
        STANDARD_DIET.corn.name,
        STANDARD_DIET.soybeanMeal.name,
        STANDARD_DIET.urea.name,
        STANDARD_DIET.mineralMix.name,
        STANDARD_DIET.limestone.name,
      ]);
      const priced = [
        { feed: silage, price: STANDARD_DIET.silage.price },
        { feed: corn, price: STANDARD_DIET.corn.price },
        { feed: soybeanMeal, price: STANDARD_DIET.soybeanMeal.price },
        { feed: urea, price: STANDARD_DIET.urea.price },
        { feed: mineralMix, price: STANDARD_DIET.mineralMix.price },
        { feed: limestone, price: STANDARD_DIET.limestone.price },
      ];
      const expected = formulateByCli(priced, STANDARD_ROUGHAGE_PERCENT);
      expect(expected.status).toBe('otima');
      // What a nutritionist checks (the CLI and the browser share the engine): silage, corn, urea and the mix
      // in (soybean meal may leave at half roughage now that sulfur and the trace minerals come from the
      // premix: docs/decisions/trace-mineral-premix.md), the mix at its label intake (100 g/head/day, so
      // 20–40 g of salt), urea within 1 % of DM.
      for (const { feed } of priced)
        if (feed.id !== soybeanMeal.id && feed.id !== limestone.id)
          expect(expected.resultado[feed.id], feed.name).toBeGreaterThan(0);
      expect(expected.resultado[mineralMix.id]).toBeGreaterThanOrEqual(0.08);
      expect(expected.resultado[mineralMix.id]).toBeLessThanOrEqual(0.125);
      expect(expected.resultado[urea.id]).toBeLessThanOrEqual(0.1);

      const diet = new DietPage(page);
      await new AppShell(page).chooseLanguage(words.language);
      await expect(diet.step('animal')).toBeVisible();
      await diet.next().click();
      await expect(page.getByTestId('requirements-table')).toBeVisible();
      await diet.next().click();
      // Chosen in a shuffled order; the list follows the category order (silage, category 1, first).
      for (const feed of [urea, corn, mineralMix, silage, soybeanMeal, limestone])
        await diet.addFeed(shownName(feed, language));
      await expect(diet.selectedFeeds()).toHaveCount(6);
      await expect(diet.selectedFeeds().first()).toHaveAttribute('data-feed-id', silage.id);
      for (const { feed, price } of priced) await diet.price(feed.id).fill(decimal(price, language));
      await page.getByTestId('fix-ratio').check();
      await expect(page.getByTestId('roughage-percent')).toHaveValue(
        decimal(STANDARD_ROUGHAGE_PERCENT, language),
      );
      await diet.next().click();
      await expect(page.getByTestId('restriction-row')).toHaveCount(6);
      await diet.calculate();

      await expect(diet.result()).toHaveAttribute('data-status', 'otima');
      await expect(diet.costPerDay()).toHaveText(money(expected.custo, language));
      // The amounts as fed per animal and day, as the CLI computes them; the mix reads in grams.
      for (const { feed } of priced) {
        const asFed = diet.resultFeed(feed.id).getByRole('cell').nth(1);
        const amount = expected.resultado[feed.id] ?? 0;
        // A feed the solver left out reads as zero kilograms.
        if (amount > 0) await expect(asFed).toHaveText(dailyAmount(amount, language));
        else await expect(asFed).toHaveText(/^0([,.]0+)? kg$/);
      }
      await expect(diet.resultFeed(mineralMix.id).getByRole('cell').nth(1)).toHaveText(
        /^\d+(,\d)? g$|^\d+(\.\d)? g$/,
      );
      const shownCost = await diet.costPerDay().textContent();
      const shownRows = await page.getByTestId('result-feeds').textContent();

      // Shadow and entry prices on demand.
      await page.getByTestId('toggle-economics').click();
      await expect(page.getByTestId('feed-economics')).toHaveCount(6);

      // The full PDF names the feeds and the cost; the Excel sheet holds the same cost; the CSV uses ';'.
      const pdfText = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
        input: await download(page, 'fullReport'),
        encoding: 'utf8',
      }).replace(/\s+/g, ' ');
      for (const { feed } of priced) expect(pdfText).toContain(shownName(feed, language).slice(0, 12));
      expect(pdfText).toContain(money(expected.custo, language).replace(/\s/g, ' '));
      const numbers = await workbookNumbers(await download(page, 'dietExcel'));
      expect(numbers.some((value) => Math.abs(value - expected.custo) < 0.005)).toBe(true);
      const csv = (await download(page, 'dietCsv')).toString('utf8');
      expect(csv).toContain(';');
      expect(csv).toContain(shownName(corn, language));

      // The financial report of the diet (default animal: valid financial inputs).
      await page.getByTestId('toggle-finance').click();
      await expect(page.getByTestId('financial-report')).toBeVisible();
      await expect(page.getByTestId('indicator-value-CUSTO_DIARIO')).toBeVisible();
      // The freight typed in the report is kept with the diet: hidden and shown again, saved and reopened.
      await page.getByTestId('finance-frete').fill('50');
      await page.getByTestId('toggle-finance').click();
      await page.getByTestId('toggle-finance').click();
      await expect(page.getByTestId('finance-frete')).toHaveValue(/^50/);

      const name = `Dieta e2e ${language} ${Date.now()}`;
      await diet.save(name);
      await expect(page).toHaveURL(/did=\d+/);
      await expect(page.getByTestId('saved-name')).toHaveText(name);

      await page.reload();
      await expect(diet.result()).toHaveAttribute('data-status', 'otima', { timeout: 20_000 });
      await page.getByTestId('toggle-finance').click();
      await expect(page.getByTestId('finance-frete')).toHaveValue(/^50/);
      await page.getByTestId('toggle-finance').click();
      await expect(diet.costPerDay()).toHaveText(shownCost ?? '');
      await expect(page.getByTestId('result-feeds')).toHaveText(shownRows ?? '');
      await expect(page.getByTestId('saved-name')).toHaveText(name);
      // Every step comes back: the feeds with their prices, and the same result when formulated again.
      await diet.step('feeds').click();
      await expect(diet.selectedFeeds()).toHaveCount(6);
      await expect(diet.price(soybeanMeal.id)).toHaveValue(
        decimal(STANDARD_DIET.soybeanMeal.price, language),
      );
      await diet.step('restrictions').click();
      await diet.calculate();
      await expect(diet.costPerDay()).toHaveText(shownCost ?? '');

      // My diets: the saved diet compared with the one on screen, side by side with the same cost.
      await page.getByTestId('my-diets').click();
      await page.getByTestId('saved-diet').filter({ hasText: name }).getByRole('checkbox').check();
      await page.getByTestId('compare-diets').click();
      const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      const costCells = page
        .getByTestId('diet-comparison')
        .getByRole('cell')
        .filter({ hasText: exactly(shownCost ?? '') });
      await expect(costCells).toHaveCount(2);

      // Removed once confirmed: gone from My diets and from the diets chosen to compare.
      await page.getByRole('button', { name: words.back, exact: true }).click();
      const listed = page.getByTestId('saved-diet').filter({ hasText: name });
      await listed.getByRole('button', { name: words.remove, exact: true }).click();
      await page.getByRole('button', { name: words.yes, exact: true }).click();
      await expect(listed).toHaveCount(0);
      await expect(page.getByTestId('compare-diets')).toBeDisabled();
    });
  }

  test('[es] a Paraguayan diet in guaraníes, bought per tonne and per 60 kg sack: a slipped unit warns, the result and the PDF are in Gs., and the diet reopens with its currency and units', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const names = STANDARD_DIET;
    const [silage, corn, soybeanMeal, urea, mineralMix, limestone] = await catalogueFeeds(request, token, [
      names.silage.name,
      names.corn.name,
      names.soybeanMeal.name,
      names.urea.name,
      names.mineralMix.name,
      names.limestone.name,
    ]);
    // The standard diet's prices in guaraníes per kg as fed; the CLI formulates them per kg.
    const perKg = (brl: number) => brl * PYG_PER_BRL;
    const priced = [
      { feed: silage, price: perKg(names.silage.price) },
      { feed: corn, price: perKg(names.corn.price) },
      { feed: soybeanMeal, price: perKg(names.soybeanMeal.price) },
      { feed: urea, price: perKg(names.urea.price) },
      { feed: mineralMix, price: perKg(names.mineralMix.price) },
      { feed: limestone, price: perKg(names.limestone.price) },
    ];
    const expected = formulateByCli(priced, STANDARD_ROUGHAGE_PERCENT);
    expect(expected.status).toBe('otima');

    const diet = new DietPage(page);
    await new AppShell(page).chooseLanguage(WORDS.es.language);
    await expect(diet.step('animal')).toBeVisible();
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    for (const feed of [silage, corn, soybeanMeal, urea, mineralMix, limestone])
      await diet.addFeed(shownName(feed, 'es'));
    await expect(diet.selectedFeeds()).toHaveCount(6);

    await page.getByTestId('diet-currency').click();
    await page.getByRole('option', { name: 'Guaraní paraguayo (Gs.)' }).click();
    await expect(page.getByTestId('diet-currency')).toContainText('Gs.');
    // Prices per kg as fed, in guaraníes, with no decimals to type.
    for (const { feed, price } of priced)
      if (feed.id !== soybeanMeal.id && feed.id !== corn.id)
        await diet.price(feed.id).fill(String(Math.round(price * 100) / 100).replace('.', ','));
    // Soybean meal is bought per tonne: its tonne price typed while the unit still says "per kg" warns.
    const tonnePrice = Math.round(perKg(names.soybeanMeal.price) * 1000);
    await diet.price(soybeanMeal.id).fill(String(tonnePrice));
    await diet.price(soybeanMeal.id).blur();
    const warning = page.getByTestId(`feed-price-warning-${soybeanMeal.id}`);
    await expect(warning).toContainText('más de 20 veces');
    await expect(warning).not.toContainText('FEED_PRICE');
    await page.getByTestId(`feed-price-unit-${soybeanMeal.id}`).click();
    await page.getByRole('option', { name: 'por tonelada', exact: true }).click();
    await expect(warning).toHaveCount(0);
    // Corn by the 60 kg sack.
    await page.getByTestId(`feed-price-unit-${corn.id}`).click();
    await page.getByRole('option', { name: 'por bolsa de 60 kg', exact: true }).click();
    await diet.price(corn.id).fill(String(Math.round(perKg(names.corn.price) * 60)));
    await diet.price(corn.id).blur();
    await expect(page.getByTestId(`feed-price-warning-${corn.id}`)).toHaveCount(0);

    await page.getByTestId('fix-ratio').check();
    await diet.next().click();
    await expect(page.getByTestId('restriction-row')).toHaveCount(6);
    await diet.calculate();
    await expect(diet.result()).toHaveAttribute('data-status', 'otima');
    await expect(diet.costPerDay()).toHaveText(guaranies(expected.custo));
    const shownRows = await page.getByTestId('result-feeds').textContent();
    expect(shownRows).not.toContain('R$');

    const pdfText = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
      input: await download(page, 'fullReport'),
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(pdfText).toContain(guaranies(expected.custo).replace(/\s/g, ' '));
    expect(pdfText).not.toContain('R$');

    const name = `Dieta PY e2e ${Date.now()}`;
    await diet.save(name);
    await expect(page).toHaveURL(/did=\d+/);
    await page.reload();
    await expect(diet.result()).toHaveAttribute('data-status', 'otima', { timeout: 20_000 });
    await expect(diet.costPerDay()).toHaveText(guaranies(expected.custo));
    await diet.step('feeds').click();
    await expect(page.getByTestId('diet-currency')).toContainText('Gs.');
    await expect(diet.price(soybeanMeal.id)).toHaveValue(
      new RegExp(`^${tonnePrice}$|^${tonnePrice.toLocaleString('pt-BR').replace(/\./g, '\\.')}$`),
    );
    await expect(page.getByTestId(`feed-price-unit-${soybeanMeal.id}`)).toContainText('por tonelada');
    await expect(page.getByTestId(`feed-price-unit-${corn.id}`)).toContainText('por bolsa de 60 kg');
  });

  for (const language of ['pt', 'en'] as const) {
    test(`[${language}] an impossible diet shows the requirements in conflict and what to change`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const feeds = await catalogueFeeds(request, token, [
        'Silagem de milho',
        'Milho moído médio',
        'Farelo de soja',
        'Premix vitamínico-mineral genérico (NASEM)',
      ]);
      const expected = formulateByCli(feeds.map((feed) => ({ feed, price: 1 })));
      expect(expected.status).toBe('inviavel');

      const diet = new DietPage(page);
      await new AppShell(page).chooseLanguage(WORDS[language].language);
      await diet.next().click();
      await expect(page.getByTestId('requirements-table')).toBeVisible();
      // An edit to the unchosen protein alternative (PM; PB is chosen) cannot reach the diet: the result
      // warns about it (docs/product/calculation.md#validation).
      const pmIdeal = page.getByTestId('requirement-PM-ideal');
      await pmIdeal.click();
      await pmIdeal.fill('900');
      await pmIdeal.press('Enter');
      await expect(page.getByTestId('requirement-edited-PM')).toBeVisible();
      await diet.next().click();
      for (const feed of feeds) await diet.addFeed(shownName(feed, language));
      // The composition comparator shows the four feeds side by side.
      await page.getByTestId('compare-compositions').click();
      // Nutrient and unit columns, then one per feed.
      await expect(page.getByTestId('composition-comparison').getByRole('columnheader')).toHaveCount(6);
      await page.keyboard.press('Escape');
      // Editing a composition marks the feed; restoring the original clears the mark.
      const premix = feeds[3];
      if (!premix) throw new Error('premix missing');
      await page.getByTestId(`edit-composition-${premix.id}`).click();
      await page.getByTestId('composition-Co').fill('500');
      await page.getByTestId('composition-apply').click();
      await expect(page.getByTestId('feed-edited')).toHaveCount(1);
      await page.getByTestId(`edit-composition-${premix.id}`).click();
      await expect(page.getByTestId('composition-Co')).toHaveValue('500');
      await page.getByTestId('composition-restore').click();
      await expect(page.getByTestId('feed-edited')).toHaveCount(0);
      await diet.next().click();
      await diet.calculate();

      await expect(diet.result()).toHaveAttribute('data-status', 'inviavel');
      await expect(page.getByTestId('result-status')).toContainText(
        language === 'pt' ? 'Não foi possível calcular a dieta' : 'Could not calculate the diet',
      );
      // The generic premix has no selenium: the selenium minimum is in the conflict, with what to change.
      const conflicts = diet.conflicts();
      await expect(conflicts.first()).toBeVisible();
      await expect(conflicts.filter({ hasText: language === 'pt' ? 'Selênio' : 'Selenium' })).toHaveCount(1);
      await expect(conflicts.first()).toContainText(
        language === 'pt' ? 'Adicione um alimento' : 'Add a feed',
      );
      await expect(page.getByTestId('result-warnings')).toContainText(
        language === 'pt' ? 'foi alterada, mas não está selecionada' : 'was edited but is not selected',
      );

      // Saving keeps a failed diet too, with its lifecycle; the dates must span at most one year.
      await page.getByTestId('save-diet').click();
      await page.getByTestId('save-name').fill(`Inviável ${language} ${Date.now()}`);
      await page.getByTestId('track-cycle').check();
      await page.getByTestId('cycle-inicio_previsto').fill('2026-01-10');
      await page.getByTestId('cycle-fim_previsto').fill('2027-03-01');
      await page.getByTestId('save-confirm').click();
      await expect(page.getByTestId('diet-cycle')).toContainText(
        language === 'pt' ? 'no máximo um ano' : 'at most one year',
      );
      await page.getByTestId('cycle-fim_previsto').fill('2026-04-10');
      await page.getByTestId('save-confirm').click();
      await expect(page).toHaveURL(/did=\d+/);
      await expect(page.getByTestId('saved-name')).toContainText('Inviável');
      await expect(page.getByTestId('saved-cycle')).toHaveText(
        language === 'pt' ? 'Crescimento · Salva' : 'Growth · Saved',
      );
    });
  }
});

/**
 * A new free user signed in on the page straight onto the wizard (each test here starts there), with the
 * cookie notice accepted; answers the API token.
 */
async function signInFreshUser(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<{ token: string }> {
  const { token } = await signInAsNewUser(page, request, prefix, { path: '/formulacao-dieta' });
  const acceptCookies = page.getByTestId('cookies-accept');
  await acceptCookies.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => acceptCookies.click(),
    () => undefined,
  );
  return { token };
}

test.describe('as a free user', () => {
  test('unsaved work survives a reload: offered back, restored to its step; declined, it is gone', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signInFreshUser(page, request, 'diet-draft');

    const diet = new DietPage(page);
    await page.getByTestId('animal-input-ganho_medio_diario').fill('1,1');
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    await diet.addFeed('Milho moído médio');
    const corn = diet.selectedFeeds().first();
    const cornId = await corn.getAttribute('data-feed-id');
    await diet.price(cornId ?? '').fill('1,25');
    // The draft is written shortly after the last edit: until it holds the price just typed.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('dieta_rascunho') ?? ''))
      .toMatch(/\D1[.,]25(?!\d)/);

    // A reload (the browser asks first) brings the offer back; Yes restores every step.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByRole('dialog').filter({ hasText: 'Dieta não salva' });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Deseja recuperá-la?');
    await offer.getByRole('button', { name: 'Recuperar' }).click();
    await expect(diet.selectedFeeds()).toHaveCount(1);
    await expect(diet.price(cornId ?? '')).toHaveValue('1,25');
    await diet.step('animal').click();
    await expect(page.getByTestId('animal-input-ganho_medio_diario')).toHaveValue('1,10');

    // Declined, the draft is gone: the next visit starts empty without asking.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Dieta não salva' })
      .getByRole('button', { name: 'Descartar' })
      .click();
    await diet.step('feeds').click();
    await expect(page.getByTestId('no-feeds')).toBeVisible();
    await page.reload();
    await expect(diet.step('animal')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a calf's diet starts with cow milk, whose composition is fixed, and the solved diet feeds it", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { token } = await signInFreshUser(page, request, 'diet-calf');
    const feeds = await catalogueFeeds(request, token, [
      CALF_FEEDS.hay.name,
      CALF_FEEDS.cassava.name,
      CALF_FEEDS.brewers.name,
      CALF_FEEDS.mineralMix.name,
    ]);

    const diet = new DietPage(page);
    await page.getByRole('radio', { name: 'Bezerro' }).check();
    await page.getByTestId('animal-input-peso_corporal_medio').fill('60');
    await page.getByTestId('animal-input-semana_lactacao').fill('8');
    await page.getByTestId('animal-input-ganho_medio_diario').fill('0,6');
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    // docs/product/calculation.md#states: for the calf the cow milk feed is inserted first; its composition cannot be edited.
    await expect(diet.selectedFeeds()).toHaveCount(1);
    await expect(diet.selectedFeeds().first()).toHaveAttribute('data-feed-id', 'LEITE_VACA');
    await expect(page.getByTestId('edit-composition-LEITE_VACA')).toHaveCount(0);
    for (const feed of feeds) await diet.addFeed(feed.name);
    await expect(diet.selectedFeeds()).toHaveCount(5);
    await expect(diet.selectedFeeds().first()).toHaveAttribute('data-feed-id', 'LEITE_VACA');
    await diet.price('LEITE_VACA').fill('2,5');
    for (const feed of feeds) await diet.price(feed.id).fill('1,5');
    await diet.next().click();
    await diet.calculate();

    await expect(diet.result()).toHaveAttribute('data-status', 'otima');
    const milk = diet.resultFeed('LEITE_VACA');
    await expect(milk).toContainText('Leite de vaca');
    // A 60 kg calf at 0.6 kg/day drinks kilograms of milk a day, not grams.
    const asFedText = (await milk.getByRole('cell').nth(1).textContent()) ?? '';
    expect(asFedText).toMatch(/ kg$/);
    const asFedKg = Number(asFedText.replace(/ kg$/, '').replace(/\./g, '').replace(',', '.'));
    expect(asFedKg).toBeGreaterThan(1);

    // Clearing the diet keeps the calf's milk.
    await page.getByTestId('clear-diet').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await expect(diet.selectedFeeds()).toHaveCount(1);
    await expect(diet.selectedFeeds().first()).toHaveAttribute('data-feed-id', 'LEITE_VACA');
  });

  test("step 2 warns when the animal lies outside the intake equations' data (a 100 kg steer)", async ({
    page,
    request,
  }) => {
    await signInFreshUser(page, request, 'diet-light');
    const diet = new DietPage(page);
    await page.getByTestId('animal-input-peso_corporal_inicial').fill('100');
    await page.getByTestId('animal-input-peso_corporal_final').fill('140');
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await expect(page.getByTestId('requirement-warning').first()).toContainText('150');
  });

  test('saving asks for Premium and keeps everything on screen; leaving with unsaved data asks first', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signInFreshUser(page, request, 'diet-free');

    const diet = new DietPage(page);
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    await diet.addFeed('Milho moído médio');
    await expect(diet.selectedFeeds()).toHaveCount(1);

    await page.getByTestId('save-diet').click();
    const offer = page.getByRole('dialog').filter({ hasText: 'Recurso Premium' });
    await expect(offer).toContainText('Salvar dietas é um recurso Premium.');
    await offer.getByRole('button', { name: 'Agora não' }).click();
    await expect(offer).toBeHidden();
    await expect(diet.selectedFeeds()).toHaveCount(1);

    // Leaving asks first; answering No stays with the data.
    await new AppShell(page).followDashboardLink();
    const modal = new AppShell(page).unsavedDataModal();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Não' }).click();
    await expect(page).toHaveURL(/\/formulacao-dieta/);
    await expect(diet.selectedFeeds()).toHaveCount(1);

    // Clear diet removes the feeds and keeps the animal and its requirements.
    await page.getByTestId('clear-diet').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await expect(diet.selectedFeeds()).toHaveCount(0);
    await expect(page.getByTestId('no-feeds')).toBeVisible();
    await diet.step('requirements').click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
  });
});
