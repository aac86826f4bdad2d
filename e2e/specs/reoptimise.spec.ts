// Re-optimising a saved diet (docs/product/shell.md#diet-state "re-optimised", Saving): the diet is solved again with
// the catalogue's current prices, then saved as a new version beside the original, which stays as it was.
import type { APIRequestContext } from '@playwright/test';
import { expect, setAccountLanguage, test, ADMIN, signInByApi } from '../fixtures';
import { DietPage } from '../pages/diet-page';

/** The first administrator of playwright.config.ts: administrators count as premium (save, re-optimise). */

/** The standard feedlot diet of diet.spec.ts (it solves), at R$/kg as fed. */
const FEEDS = [
  { name: 'Silagem de milho', price: '0,3' },
  { name: 'Milho moído médio', price: '1,1' },
  { name: 'Farelo de soja', price: '2,3' },
  { name: 'Ureia pecuária', price: '3,5' },
  {
    name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
    price: '4,5',
  },
] as const;

async function feedIdOf(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.post('/alimentos/getListaAlimentos', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const lists = (await response.json()) as { data: { cocho: { id: string; name: string }[] } };
  const feed = lists.data.cocho.find((item) => item.name === name);
  if (!feed) throw new Error(`catalogue feed not found: ${name}`);
  return feed.id;
}

test('a re-optimised diet is saved as a new version and the original stays', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The administrator is shared: an earlier test may have left its account in another language.
  await setAccountLanguage(request, ADMIN, 0);
  const login = await request.post('/auth/appLogin', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const ids = await Promise.all(FEEDS.map((feed) => feedIdOf(request, token, feed.name)));

  await signInByApi(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = page.getByTestId('cookies-accept');
  await cookies.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => cookies.click(),
    () => undefined,
  );

  // A solved diet, saved.
  const diet = new DietPage(page);
  await diet.goto();
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  for (const feed of FEEDS) await diet.addFeed(feed.name);
  await expect(diet.selectedFeeds()).toHaveCount(FEEDS.length);
  for (const [index, feed] of FEEDS.entries()) await diet.price(ids[index] ?? '').fill(feed.price);
  await diet.next().click();
  await diet.calculate();
  await expect(diet.result()).toHaveAttribute('data-status', 'otima');
  const name = `Reotimizada e2e ${Date.now()}`;
  await diet.save(name);
  await expect(page).toHaveURL(/did=\d+/);
  await expect(page.getByTestId('saved-name')).toHaveText(name);
  const originalId = new URL(page.url()).searchParams.get('did');

  // Re-optimised with the current prices, then kept as a new version.
  await page.getByTestId('lifecycle-reoptimise').click();
  // The confirmation's own button (the lifecycle button has the same name; the dialog loads on first use).
  await page.getByRole('dialog').getByRole('button', { name: 'Reotimizar', exact: true }).click();
  const offer = page.getByTestId('reoptimised-save-offer');
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await expect(diet.result()).toHaveAttribute('data-status', 'otima');
  await offer.getByTestId('reoptimised-save-new').click();
  await expect(offer).toHaveCount(0);
  await expect(page).not.toHaveURL(new RegExp(`did=${originalId}(&|$)`));
  await expect(page).toHaveURL(/did=\d+/);
  // The same name with the time appended (docs/product/shell.md#states: a duplicate name gets a timestamp).
  await expect(page.getByTestId('saved-name')).toHaveText(new RegExp(`^${name} \\d{4}-\\d{2}-\\d{2}`));

  // Both are in My diets: the original and the new version.
  await page.getByTestId('my-diets').click();
  await expect(page.getByTestId('saved-diet').filter({ hasText: name })).toHaveCount(2);
});
