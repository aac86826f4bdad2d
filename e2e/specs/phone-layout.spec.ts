// Phone layouts: a new user on a 390 × 844 phone walks the diet wizard, the
// prediction and the requirements screens; no step scrolls sideways and the controls of each chosen feed
// (quantity, edit, delete) sit inside the screen.
import type { Locator, Page } from '@playwright/test';
import { expect, signInAsNewUser, test } from '../fixtures';
import { DietPage } from '../pages/diet-page';
import { PredictionPage } from '../pages/prediction-page';
import { RequirementsPage } from '../pages/requirements-page';

const PHONE = { width: 390, height: 844 };
const FEEDS = [
  'Silagem de milho',
  'Milho moído médio',
  'Farelo de soja',
  'Ureia pecuária',
  'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
];

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/**
 * The container does not scroll sideways (scrollWidth ≤ clientWidth), nor does any box inside it (a table in
 * a scrolling box) or the page. On failure
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
    // A table in its own sideways-scrolling box does not widen the container, but still scrolls sideways.
    const scrolling = [element, ...Array.from(element.querySelectorAll<HTMLElement>('*'))]
      .filter((child) => child.scrollWidth > child.clientWidth + 1)
      .filter((child) => ['auto', 'scroll'].includes(getComputedStyle(child).overflowX))
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
  await signInAsNewUser(page, request, 'phone');
  const diet = new DietPage(page);
  await diet.goto();
  const content = page.getByTestId('diet-step-content');

  // The bottom bar (docs/product/shell.md#screens) is there below 650 px and fits the screen.
  await expectNoHorizontalOverflow(page.getByTestId('bottom-bar'), 'the bottom bar');

  await expect(page.getByTestId('animal-input-ganho_medio_diario')).toBeVisible();
  await expectNoHorizontalOverflow(content, 'step 1 (animal)');
  await expectWithinViewport(page, diet.next(), 'the next button');
  expect(await page.evaluate(() => window.scrollY), 'step 1 was scrolled to its button').toBeGreaterThan(0);
  await diet.next().click();

  await expect(page.getByTestId('requirements-table')).toBeVisible();
  // Each step opens at its top, not where the previous one was left.
  await expect.poll(() => page.evaluate(() => window.scrollY), 'step 2 opens at its top').toBe(0);
  await expectNoHorizontalOverflow(content, 'step 2 (requirements)');
  await diet.next().click();

  for (const name of FEEDS) await diet.addFeed(name);
  await expect(diet.selectedFeeds()).toHaveCount(FEEDS.length);
  await expectNoHorizontalOverflow(content, 'step 3 (feeds)');
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
  await diet.calculate();
  await expect(diet.result()).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalOverflow(diet.result(), 'the result');
  await expectNoHorizontalOverflow(page.getByTestId('diet-wizard'), 'the wizard');
  // The financial report of the diet.
  await page.getByTestId('toggle-finance').click();
  await expect(page.getByTestId('financial-report')).toBeVisible();
  await expectNoHorizontalOverflow(page.getByTestId('diet-wizard'), 'the financial report');
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
  // On paper: only the sheet, without the app behind it, the form or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByTestId('feeding-sheet')).toBeVisible();
  await expect(page.getByTestId('pen-heads-0')).toBeHidden();
  await expect(page.getByTestId('share-feeding-sheet')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('the prediction and requirements screens fit a phone', async ({ page, request }) => {
  await signInAsNewUser(page, request, 'phone-tools');
  const prediction = new PredictionPage(page);
  await prediction.goto();
  await prediction.addFeed('Silagem de milho');
  await prediction.addFeed('Milho moído médio');
  await prediction.setAmount('Silagem de milho', '20');
  await prediction.setAmount('Milho moído médio', '4');
  await prediction.predict();
  await expect(prediction.expectedGain()).toBeVisible({ timeout: 20_000 });
  await expectNoHorizontalOverflow(page.locator('main'), 'the prediction screen');
  for (const row of await page.getByTestId('diet-row').all())
    await expectWithinViewport(page, row.getByTestId('diet-amount'), 'a prediction amount');

  const requirements = new RequirementsPage(page);
  await requirements.goto();
  await expect(requirements.summaryValue('CMS')).toBeVisible();
  await expectNoHorizontalOverflow(page.locator('main'), 'the requirements screen');
});

test('the mixture, supplement and short feed table screens fit a phone', async ({ page, request }) => {
  await signInAsNewUser(page, request, 'phone-screens');
  // The mixture calculated: its feed rows, composition and batch sheet.
  await page.goto('/calcular-racao');
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
  for (const row of await page.getByTestId('mixture-row').all())
    await expectWithinViewport(page, row.getByRole('textbox').first(), 'a mixture amount');

  for (const path of ['/calcular-racao', '/formulacao-suplemento', '/tabela-resumida']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page.locator('main'), path);
  }
});
