// The diet objective in the browser: after the least-cost diet, the objective panel finds the most-profit gain (a
// premium user: the administrator), shows it beside the least-cost diet with the curve, every feed's price
// range and alternatives; a free user has the least-cost objective only.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setAccountLanguage, test, signInAsNewUser, ADMIN, signInByApi } from '../fixtures';
import { DietPage } from '../pages/diet-page';

// The administrator is shared: an earlier spec may have left its account in another language.
test.beforeEach(async ({ request }) => {
  await setAccountLanguage(request, ADMIN, 0);
});
const FEEDS = [
  { name: 'Silagem de milho', price: '0,3' },
  { name: 'Milho moído médio', price: '1,1' },
  { name: 'Farelo de soja', price: '2,3' },
  { name: 'Ureia pecuária', price: '3,5' },
  {
    name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
    price: '4,5',
  },
  // Ca:P is held at 1.2 or more: at half silage the corn's phosphorus needs limestone.
  { name: 'Calcário calcítico', price: '0,6' },
];

async function feedIds(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.post('/alimentos/getListaAlimentos', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const lists = (await response.json()) as { data: { cocho: { id: string; name: string }[] } };
  return FEEDS.map(({ name }) => {
    const feed = lists.data.cocho.find((item) => item.name === name);
    if (!feed) throw new Error(`catalogue feed not found: ${name}`);
    return feed.id;
  });
}

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookies-accept');
  await accept.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => accept.click(),
    () => undefined,
  );
}

/** The standard feedlot diet, formulated at least cost (default animal, 1,3 kg/day). */
async function formulate(page: Page, ids: string[]): Promise<DietPage> {
  const diet = new DietPage(page);
  await diet.goto();
  await expect(diet.step('animal')).toBeVisible();
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  for (const feed of FEEDS) await diet.addFeed(feed.name);
  for (const [index, feed] of FEEDS.entries()) await diet.price(ids[index] ?? '').fill(feed.price);
  await page.getByTestId('fix-ratio').check();
  await diet.next().click();
  await diet.calculate();
  await expect(diet.result()).toHaveAttribute('data-status', 'otima');
  return diet;
}

/** "1.234,56" style money or number → number. */
const parse = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

test('premium: most profit per head, beside the least-cost diet, with the curve, price ranges and alternatives', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/auth/appLogin', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const ids = await feedIds(request, token);
  await signInByApi(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptCookies(page);
  await formulate(page, ids);

  await page.getByTestId('objective-lucro').check();
  await page.getByTestId('objective-tolerance').fill('5');
  await page.getByTestId('objective-run').click();
  await expect(page.getByTestId('objective-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('objective-leastCost-gain')).toHaveText('1,30 kg/dia');
  await expect(page.getByTestId('objective-chosen-gain')).toHaveText(/^\d,\d\d kg\/dia$/);
  const chosenProfit = parse(await page.getByTestId('objective-chosen-profit').textContent());
  const leastCostProfit = parse(await page.getByTestId('objective-leastCost-profit').textContent());
  expect(chosenProfit).toBeGreaterThanOrEqual(leastCostProfit);
  await expect(page.getByTestId('objective-curve')).toBeVisible();
  // One price range per feed of the chosen diet.
  for (const id of ids) await expect(page.getByTestId(`ranging-${id}`)).toBeVisible();
  await expect(page.getByTestId('diet-alternatives')).toBeVisible();
});

test('free user: the least-cost objective with price ranges; profit objectives locked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await signInAsNewUser(page, request, 'objective-free');
  await acceptCookies(page);
  const ids = await feedIds(request, token);
  await formulate(page, ids);
  await expect(page.getByTestId('objective-lucro')).toBeDisabled();
  await expect(page.getByTestId('objective-custo_arroba')).toBeDisabled();
  await expect(page.getByTestId('diet-objective').getByTestId('finance-premium-offer')).toBeVisible();
  await page.getByTestId('objective-run').click();
  await expect(page.getByTestId('objective-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('objective-chosen-gain')).toHaveCount(0);
  for (const id of ids) await expect(page.getByTestId(`ranging-${id}`)).toBeVisible();
});
