// Phone layouts: a new user on a 390 × 844 phone walks the diet wizard, the
// prediction and the requirements screens; no step scrolls sideways and the controls of each chosen feed
// (quantity, edit, delete) sit inside the screen.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { runAxe, WCAG_A_AA } from '../axe';
import { uncalculatedDietRecord, saveDietByApi } from '../diet-records';
import {
  cnpjFrom,
  expect,
  newUser,
  post,
  registerByApi,
  setAccountLanguage,
  signInAsNewUser,
  test,
  tokenOf,
  signInByApi,
} from '../fixtures';
import { layoutProblems } from '../layout-audit';
import { DietPage } from '../pages/diet-page';
import { PredictionPage } from '../pages/prediction-page';
import { RequirementsPage } from '../pages/requirements-page';
import { openInApp, routeTitle, signedInRoutes, withNetworkQuiet } from '../routes';

const PHONE = { width: 390, height: 844 };
/** The screens measured in Spanish and English (with the wizard's first two steps). */
const SCREENS_IN_LANGUAGE = ['/calcula-exigencias', '/predicao-desempenho', '/tabela-resumida'];
const FEEDS = [
  'Silagem de milho',
  'Milho moído médio',
  'Farelo de soja',
  'Ureia pecuária',
  'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
];

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/**
 * The container does not scroll sideways (scrollWidth ≤ clientWidth), nor does any box inside it (but a
 * table's own box) or the page. On failure
 * the message names the elements that stick out, so the layout bug is findable.
 */
async function expectNoHorizontalOverflow(container: Locator, what: string): Promise<void> {
  await expect(container).toBeVisible();
  const report = await container.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    const sticking = Array.from(element.querySelectorAll<HTMLElement>('*'))
      .filter((child) => child.getBoundingClientRect().right > right + 1)
      .slice(0, 5)
      .map((child) => `${child.tagName.toLowerCase()}.${Array.from(child.classList).slice(0, 2).join('.')}`);
    const page = document.scrollingElement ?? document.documentElement;
    // A box that scrolls sideways: only a table's own box may (a table scrolls or reflows, so a
    // long number is never cut), and a row of tabs with its scroll arrows; anything else that scrolls
    // sideways is a layout bug.
    const scrolling = [element, ...Array.from(element.querySelectorAll<HTMLElement>('*'))]
      .filter((child) => child.scrollWidth > child.clientWidth + 1)
      .filter((child) => ['auto', 'scroll'].includes(getComputedStyle(child).overflowX))
      .filter((child) => child.querySelector(':scope > table, :scope > [role="tablist"]') === null)
      .map((child) => `${child.tagName.toLowerCase()}.${Array.from(child.classList).slice(0, 2).join('.')}`);
    return {
      scrolling,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      pageScrollWidth: page.scrollWidth,
      pageClientWidth: page.clientWidth,
      sticking,
    };
  });
  expect(report.scrollWidth, `${what} scrolls sideways: ${report.sticking.join(', ')}`).toBeLessThanOrEqual(
    report.clientWidth,
  );
  expect(report.scrolling, `boxes that scroll sideways in ${what}`).toEqual([]);
  expect(report.pageScrollWidth, `the page scrolls sideways on ${what}`).toBeLessThanOrEqual(
    report.pageClientWidth,
  );
}

/**
 * Phones, measured on the screen as drawn (e2e/layout-audit.ts): the page does not scroll sideways,
 * no table cell or heading is cut (a table in a sideways-scrolling box may be wider than the screen) and each
 * number field shows a typical long number ("12.345,67") in full. Soft, so one run lists every screen's
 * problems.
 */
async function expectLayoutFits(page: Page, where: string): Promise<void> {
  // Nothing loading (a determinate bar showing a value stays).
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
  // Transitions (a dialog growing, a card unfolding) over, so boxes are measured at rest.
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });

  expect.soft(await layoutProblems(page), `layout problems on ${where}`).toEqual([]);
}

/** axe-core finds no serious or critical WCAG A/AA violation on the page as drawn (soft: one run lists all). */
async function expectNoSeriousAxeViolation(page: Page, where: string): Promise<void> {
  const axe = await runAxe(page, { runOnly: { type: 'tag', values: WCAG_A_AA } });
  expect
    .soft(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      `axe on ${where}`,
    )
    .toEqual([]);
}

/** The element is on screen horizontally (a control the user can reach without scrolling sideways). */
async function expectWithinViewport(page: Page, control: Locator, what: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control, what).toBeVisible();
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  const width = page.viewportSize()?.width ?? PHONE.width;
  expect(box.x, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends right of the screen`).toBeLessThanOrEqual(width);
}

test('a new user on a phone walks every wizard step without sideways scrolling', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsNewUser(page, request, 'phone', { path: '/formulacao-dieta' });
  const diet = new DietPage(page);
  const content = page.getByTestId('diet-step-content');

  // The bottom bar (docs/product/shell.md#screens) is there below 650 px and fits the screen.
  await expectNoHorizontalOverflow(page.getByTestId('bottom-bar'), 'the bottom bar');

  await expect(page.getByTestId('animal-input-ganho_medio_diario')).toBeVisible();
  await expectNoHorizontalOverflow(content, 'step 1 (animal)');
  await expectLayoutFits(page, 'step 1 (animal)');
  await expectWithinViewport(page, diet.next(), 'the next button');
  expect(await page.evaluate(() => window.scrollY), 'step 1 was scrolled to its button').toBeGreaterThan(0);
  await diet.next().click();

  await expect(page.getByTestId('requirements-table')).toBeVisible();
  // Each step opens at its top, not where the previous one was left.
  await expect.poll(() => page.evaluate(() => window.scrollY), 'step 2 opens at its top').toBe(0);
  await expectNoHorizontalOverflow(content, 'step 2 (requirements)');
  await expectLayoutFits(page, 'step 2 (requirements)');
  await diet.next().click();

  for (const name of FEEDS) await diet.addFeed(name);
  await expect(diet.selectedFeeds()).toHaveCount(FEEDS.length);
  await expectNoHorizontalOverflow(content, 'step 3 (feeds)');
  await expectLayoutFits(page, 'step 3 (feeds)');
  const rows = await diet.selectedFeeds().all();
  for (const row of rows) {
    const id = (await row.getAttribute('data-feed-id')) ?? '';
    await expectWithinViewport(page, diet.price(id), `the price of ${id}`);
    await expectWithinViewport(page, row.getByTestId(`feed-quantity-${id}`), `the quantity of ${id}`);
    await expectWithinViewport(page, row.getByTestId(`feed-unit-${id}`), `the unit of ${id}`);
    await expectWithinViewport(page, row.getByTestId(`edit-composition-${id}`), `edit ${id}`);
    await expectWithinViewport(page, row.getByTestId(`remove-feed-${id}`), `delete ${id}`);
  }
  // The controls work on the card: a price typed, a feed removed.
  const first = rows[0];
  const firstId = (await first?.getAttribute('data-feed-id')) ?? '';
  await diet.price(firstId).fill('0,3');
  await expect(diet.price(firstId)).toHaveValue('0,3');
  const urea = diet.selectedFeeds().filter({ hasText: 'Ureia pecuária' });
  await urea.getByRole('button', { name: 'Remover Ureia pecuária' }).click();
  await expect(diet.selectedFeeds()).toHaveCount(FEEDS.length - 1);
  await diet.addFeed('Ureia pecuária');
  await expect(diet.selectedFeeds()).toHaveCount(FEEDS.length);
  await diet.next().click();

  await expect(page.getByTestId('restriction-row')).toHaveCount(FEEDS.length);
  await expectNoHorizontalOverflow(content, 'step 4 (restrictions)');
  await expectLayoutFits(page, 'step 4 (restrictions)');
  await diet.calculate();
  await expect(diet.result()).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalOverflow(diet.result(), 'the result');
  await expectNoHorizontalOverflow(page.getByTestId('diet-wizard'), 'the wizard');
  await expectLayoutFits(page, 'the result');
  // The financial report of the diet.
  await page.getByTestId('toggle-finance').click();
  await expect(page.getByTestId('financial-report')).toBeVisible();
  await expectNoHorizontalOverflow(page.getByTestId('diet-wizard'), 'the financial report');
  await expectLayoutFits(page, 'the financial report');
  // No value of the general indicators is cut by its card ("155…", "R$ 4…").
  const clipped = await page.getByTestId('finance-iae').evaluate((table) => {
    const card = table.closest('.MuiCard-root')?.getBoundingClientRect();
    if (!card) return ['no card'];
    // Values a sideways-scrolling box holds can be reached (expectNoHorizontalOverflow reports the box).
    const box = table.parentElement;
    const scrolls =
      box !== null &&
      ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) &&
      box.scrollWidth > box.clientWidth + 1;
    return Array.from(table.querySelectorAll<HTMLElement>('[data-testid^="indicator-value-"]'))
      .filter((value) => !scrolls && value.getBoundingClientRect().right > card.right + 1)
      .map((value) => value.dataset.testid ?? '');
  });
  expect(clipped, 'indicator values cut by their card').toEqual([]);

  // The feeding sheet at the mixer, on the phone: full screen, no sideways scrolling, the PDF leaves the phone
  // (this Chromium cannot share files, so it downloads).
  await page.getByTestId('open-feeding-sheet').click();
  const sheet = page.getByTestId('feeding-sheet-dialog').getByRole('dialog');
  await page.getByTestId('pen-heads-0').fill('120');
  await page.getByTestId('sheet-mixer-capacity').fill('2000');
  await expect(page.getByTestId('feeding-sheet-load-1')).toBeVisible();
  await expectNoHorizontalOverflow(sheet, 'the feeding sheet');
  // Its widest form: two named pens (each row with its remove button) and the silage's measured dry matter.
  await page.getByTestId('pen-name-0').fill('Curral da frente, lado norte');
  await page.getByTestId('add-pen').click();
  await page.getByTestId('pen-heads-1').fill('80');
  await page.locator('[data-testid^="measured-dm-"]').first().fill('31,5');
  await expect(page.getByTestId('feeding-sheet-pen-1')).toBeVisible();
  await expectNoHorizontalOverflow(sheet, 'the feeding sheet with two pens and a measured dry matter');
  await expectLayoutFits(page, 'the feeding sheet');
  for (const [index, row] of (await sheet.getByTestId('pen-row').all()).entries()) {
    await expectWithinViewport(
      page,
      page.getByTestId(`pen-heads-${index}`),
      `the head count of pen ${index + 1}`,
    );
    await expectWithinViewport(page, row.getByRole('button'), `remove pen ${index + 1}`);
  }
  await expectWithinViewport(page, page.getByTestId('share-feeding-sheet'), 'share the feeding sheet');
  const download = page.waitForEvent('download');
  await page.getByTestId('share-feeding-sheet').click();
  expect((await download).suggestedFilename()).toMatch(/^folha-de-trato-.*\.pdf$/);
  // The same day in Excel: the diet, the lot and the date above; the day's kg as numbers that add up.
  const downloadingExcel = page.waitForEvent('download');
  await page.getByTestId('excel-feeding-sheet').click();
  const excel = await downloadingExcel;
  expect(excel.suggestedFilename()).toMatch(/^folha-de-trato-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await excel.path())) as unknown as ArrayBuffer);
  const daySheet = workbook.getWorksheet('Dia inteiro');
  const cells: (string | number | null)[][] = [];
  daySheet?.eachRow((row) => {
    const values = row.values as unknown[];
    cells.push(
      values.slice(1).map((value) => (typeof value === 'number' || typeof value === 'string' ? value : null)),
    );
  });
  const texts = cells.flat().filter((value): value is string => typeof value === 'string');
  expect(texts).toContain('Lote: Curral da frente, lado norte (120), Curral 2 (80)');
  expect(texts.some((text) => text.startsWith('Data: '))).toBe(true);
  const totalRow = cells.find((row) => row[0] === 'Total');
  const dayTotal = totalRow?.at(-1);
  expect(typeof dayTotal).toBe('number');
  const penKg = cells
    .filter((row) => typeof row[0] === 'string' && / – \d+ cabeças$/.test(row[0]))
    .map((row) => row.at(-1) as number);
  expect(penKg).toHaveLength(2);
  expect(penKg[0]! + penKg[1]!).toBe(dayTotal);
  // On paper: only the sheet, without the app behind it, the form or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByTestId('feeding-sheet')).toBeVisible();
  await expect(page.getByTestId('pen-heads-0')).toBeHidden();
  await expect(page.getByTestId('share-feeding-sheet')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test("the wizard's steps keep their place when they become a tab list after the first frame", async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'stepper', { path: '/formulacao-dieta' });
  await expect(page.getByRole('tablist')).toBeVisible();
  // At the next opening, the steps' boxes in each frame until they are a tab list: the last frame before the
  // swap (docs/decisions/first-screen-budget.md).
  await page.addInitScript(() => {
    const record = () => {
      if (document.querySelector('[role="tablist"]') !== null) return;
      const steps = Array.from(document.querySelectorAll('.MuiStepper-root [data-testid^="step-"]'));
      if (steps.length > 0)
        Object.assign(window, {
          stepBoxesBeforeTabList: steps.map((step) => {
            const box = step.getBoundingClientRect();
            return [box.x, box.y, box.width, box.height];
          }),
        });
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.reload();
  await expect(page.getByRole('tablist')).toBeVisible();
  const beforeTabList = await page.evaluate(
    () => (window as unknown as { stepBoxesBeforeTabList?: number[][] }).stepBoxesBeforeTabList,
  );
  // The page drew its steps in at least one frame before they became a tab list.
  expect(beforeTabList).toHaveLength(4);
  const later = await page.getByRole('tab').evaluateAll((steps) =>
    steps.map((step) => {
      const box = step.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height];
    }),
  );
  expect(later).toHaveLength(4);
  expect(later).toEqual(beforeTabList);
});

test('the prediction and requirements screens fit a phone', async ({ page, request }) => {
  await signInAsNewUser(page, request, 'phone-tools', { path: '/predicao-desempenho' });
  const prediction = new PredictionPage(page);
  await prediction.addFeed('Silagem de milho');
  await prediction.addFeed('Milho moído médio');
  await prediction.setAmount('Silagem de milho', '20');
  await prediction.setAmount('Milho moído médio', '4');
  await prediction.predict();
  await expect(prediction.expectedGain()).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalOverflow(page.locator('main'), 'the prediction screen');
  await expectLayoutFits(page, 'the prediction screen');
  for (const row of await page.getByTestId('diet-row').all())
    await expectWithinViewport(page, row.getByTestId('diet-amount'), 'a prediction amount');

  const requirements = new RequirementsPage(page);
  await requirements.goto();
  await expect(requirements.summaryValue('CMS')).toBeVisible();
  await expectNoHorizontalOverflow(page.locator('main'), 'the requirements screen');
  await expectLayoutFits(page, 'the requirements screen');
});

test('the mixture, supplement and short feed table screens fit a phone', async ({ page, request }) => {
  // Five screens measured; 39 s once on the shared two-core machine (load about 20), over the default 30.
  test.setTimeout(60_000);
  // The mixture calculated: its feed rows, composition and batch sheet.
  await signInAsNewUser(page, request, 'phone-screens', { path: '/calcular-racao' });
  for (const name of ['Silagem de milho', 'Milho moído fino']) {
    await page.getByTestId('mixture-feed-picker').fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.getByTestId('amount-0').fill('60');
  await page.getByTestId('amount-1').fill('40');
  await page.getByTestId('mixture-mixer').fill('400');
  await page.getByTestId('mixture-calculate').click();
  await expect(page.getByTestId('summary-dryMatter')).toBeVisible();
  await expectNoHorizontalOverflow(page.locator('main'), 'the calculated mixture');
  await expectLayoutFits(page, 'the calculated mixture');
  for (const row of await page.getByTestId('mixture-row').all())
    await expectWithinViewport(page, row.getByRole('textbox').first(), 'a mixture amount');
  // Cleared, so that no unsaved mix is offered back when the empty screen is measured below.
  await page.getByTestId('mixture-clear').click();
  await expect(page.getByTestId('mixture-row')).toHaveCount(0);

  // The supplement formulated: its result table and cost.
  await page.goto('/formulacao-suplemento');
  for (const name of ['Milho moído fino', 'Farelo de soja']) {
    await page.getByTestId('supplement-feed-picker').fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.getByTestId('supplement-name').fill('Proteinado 30 para a seca, lote das vacas');
  await page.getByTestId('supplement-protein').fill('30');
  await page.getByTestId('supplement-formulate').click();
  await expect(page.getByTestId('supplement-result-row')).toHaveCount(2);
  await expectNoHorizontalOverflow(page.locator('main'), 'the formulated supplement');
  await expectLayoutFits(page, 'the formulated supplement');

  for (const path of ['/calcular-racao', '/formulacao-suplemento', '/tabela-resumida']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page.locator('main'), path);
    await expectLayoutFits(page, path);
  }
});

test('my diets, the account and the dashboard fit a phone', async ({ page, request }) => {
  // A trial account (premium for 7 days) may keep diets; two saved through the API fill the list.
  const user = newUser('phone-lists');
  const token = await registerByApi(request, user);
  await post(request, 'premium/ativarTeste', {}, token);
  const result = (kg: number, cost: number) => ({
    custo: cost,
    resultado: [
      {
        id: 'sample-silage',
        MN: kg,
        MNprop: 100,
        MS: kg * 0.35,
        MSprop: 100,
        CUSTO: cost,
        totalRacao: 12_345.67,
      },
    ],
  });
  await saveDietByApi(
    request,
    token,
    uncalculatedDietRecord({ nome: 'Recria das novilhas, lote da frente', ...result(20, 4321.5) }),
  );
  await saveDietByApi(request, token, uncalculatedDietRecord({ nome: 'Terminação', ...result(24, 6) }));
  await signInByApi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLayoutFits(page, '/dashboard');

  await new DietPage(page).goto();
  await page.getByTestId('my-diets').click();
  await expect(page.getByTestId('saved-diet')).toHaveCount(2);
  await expectLayoutFits(page, 'my diets');
  // The two diets compared side by side: the comparison and its export buttons fit the phone.
  for (const row of await page.getByTestId('saved-diet').all()) await row.getByRole('checkbox').check();
  await page.getByTestId('compare-diets').click();
  await expect(page.getByTestId('diet-comparison')).toBeVisible();
  await expectLayoutFits(page, 'the diet comparison');
  await expectWithinViewport(page, page.getByTestId('export-comparison-xlsx'), 'the comparison in Excel');
  await expectNoSeriousAxeViolation(page, 'the diet comparison');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('diet-comparison')).toBeHidden();
  await page.keyboard.press('Escape');

  await page.goto('/user');
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expectLayoutFits(page, '/user');
});

test('the company screens fit a phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  // A company made through the administrator's call, with a new user as its manager.
  const manager = newUser('phone-company');
  await registerByApi(request, manager, 'pecuarista');
  const stamp = String(Date.now()).slice(-8);
  const cnpj = cnpjFrom(`${stamp}0001`);
  await post(
    request,
    'adm/empresas/criar',
    {
      razao_social: `Nutrição Animal do Cerrado ${stamp} Ltda`,
      nome_fantasia: `Nutrição Animal do Cerrado ${stamp}`,
      cnpj,
      email_dono: manager.email,
    },
    await tokenOf(request),
  );
  await setAccountLanguage(request, manager, 0);
  await signInByApi(page, manager);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of [
    '/empresa',
    '/empresa/editar',
    '/empresa/colaboradores',
    '/empresa/add-colaborador',
    '/empresa/clientes',
    '/empresa/parceiros',
    '/empresa/add-contato-emp-tecnico',
    '/empresa/alimentos',
    '/empresa/add-alimento',
    '/empresa/relatorios',
  ]) {
    // Opened inside the app, as its tabs do (one app start-up for the ten sections, and axe given to one
    // document), then measured once its calls are answered; the layout and axe checks are the same.
    await withNetworkQuiet(page, async () => {
      await openInApp(page, path);
      // The company area's tabs, with this section's tab chosen (every section is open to a manager).
      await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('href', path);
    });
    await expectNoHorizontalOverflow(page.locator('main'), path);
    await expectLayoutFits(page, path);
    // No serious or critical axe violation on the phone either (accessibility.spec.ts scans the other routes).
    await expectNoSeriousAxeViolation(page, path);
  }
});

test('the layout check finds a cut cell, a cut heading, a narrow number field and a page wider than the phone', async ({
  page,
}) => {
  const card = 'overflow: hidden; width: 200px';
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <h1 style="white-space: nowrap; overflow: hidden; text-overflow: ellipsis; width: 60px">Formulação de dietas</h1>
    <div style="${card}"><table><tr><td data-testid="cut-by-card" style="white-space: nowrap">R$ 4.321.000,00 por cabeça e por ano</td></tr></table></div>
    <div style="${card}; overflow-x: auto"><table><tr><td data-testid="scrolls" style="white-space: nowrap">R$ 4.321.000,00 por cabeça e por ano</td></tr></table></div>
    <table><tr><td><span data-testid="ellipsis" style="display: block; width: 50px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Consumo de matéria seca</span></td></tr></table>
    <input inputmode="decimal" data-testid="narrow" style="width: 40px" value="1">
    <input inputmode="decimal" data-testid="percent" aria-label="Máximo (%)" style="width: 60px" value="">
    <input inputmode="decimal" data-testid="wide" style="width: 160px" value="">
    <div style="width: 600px">wide</div>`);
  const problems = await layoutProblems(page);
  const found = (needle: string) => problems.filter((problem) => problem.includes(needle));
  expect(found('the page scrolls sideways'), problems.join('\n')).toHaveLength(1);
  expect(found('heading cuts its text'), problems.join('\n')).toHaveLength(1);
  expect(found('data-testid="cut-by-card"'), problems.join('\n')).toHaveLength(1);
  expect(found('"Consumo de matéria seca"'), problems.join('\n')).toHaveLength(1);
  expect(found('data-testid="narrow"'), problems.join('\n')).toHaveLength(1);
  // "99,99" fits 60 px; a table in its own scrolling box and a wide enough field are fine.
  expect(found('data-testid="percent"'), problems.join('\n')).toEqual([]);
  expect(found('data-testid="scrolls"'), problems.join('\n')).toEqual([]);
  expect(found('data-testid="wide"'), problems.join('\n')).toEqual([]);
  expect(problems, problems.join('\n')).toHaveLength(5);
});

test('in Spanish and English the titles, tables and number fields still fit a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  for (const [language, idioma] of [
    ['es', 2],
    ['en', 1],
  ] as const) {
    const user = newUser(`phone-${language}`);
    await registerByApi(request, user);
    await setAccountLanguage(request, user, idioma);
    await signInByApi(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'es' ? /^es/ : /^en/);
    for (const route of (await signedInRoutes()).filter((entry) =>
      SCREENS_IN_LANGUAGE.includes(entry.path),
    )) {
      // Opened inside the app, as the menu does, under the screen's own title in the language.
      await openInApp(page, route.path, routeTitle(language, route));
      await expectLayoutFits(page, `[${language}] ${route.path}`);
    }
    const diet = new DietPage(page);
    await diet.goto();
    await expect(diet.step('animal')).toBeVisible();
    await expectLayoutFits(page, `[${language}] step 1 (animal)`);
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await expectLayoutFits(page, `[${language}] step 2 (requirements)`);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});
