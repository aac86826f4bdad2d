// Company feeds and reports in the browser: a company's manager adds a company
// feed at /empresa/add-alimento, a producer linked to the company formulates a diet with it in the wizard and
// saves it, and the manager finds that diet, with the producer's name and the feed, in /empresa/relatorios.
import type { Page } from '@playwright/test';
import {
  cnpjFrom,
  expect,
  newUser,
  registerByApi,
  setAccountLanguage,
  test,
  ADMIN,
  post,
  signInByApi,
} from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { DietPage } from '../pages/diet-page';

const CATALOGUE_FEEDS = [
  { name: 'Silagem de milho', price: '0,3' },
  { name: 'Milho moído médio', price: '1,1' },
  { name: 'Ureia pecuária', price: '3,5' },
  {
    name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
    price: '4,5',
  },
];

/** Signs in through the API (fixtures.ts `signInByApi`) in Portuguese unless the account has a language. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/health');
  await page.evaluate(() => localStorage.setItem('idioma', '0'));
  await signInByApi(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
  await new AppShell(page).acceptCookies();
}

test('a manager adds a company feed, a linked producer formulates with it, the manager sees the diet in the report', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const manager = newUser('feeds-manager');
  const producer = newUser('feeds-producer');
  const managerToken = await registerByApi(request, manager, 'pecuarista');
  const producerToken = await registerByApi(request, producer, 'pecuarista');
  await setAccountLanguage(request, manager, 0);
  await setAccountLanguage(request, producer, 0);

  // The administrator creates the company; its manager invites the producer, who accepts (the link
  // transitions themselves are company.spec.ts's).
  const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
  const tradeName = `Nutri Ração ${Date.now() % 100_000}`;
  const base = String(Date.now()).slice(-8).padStart(8, '2') + '0001';
  const { data: company } = await post<{ data: { id: number } }>(
    request,
    'adm/empresas/criar',
    {
      razao_social: `${tradeName} Ltda`,
      nome_fantasia: tradeName,
      cnpj: cnpjFrom(base),
      email_dono: manager.email,
    },
    admin.token,
  );
  const { data: invitation } = await post<{ data: { id_emp_user: number } }>(
    request,
    'empresa/add-colaborador',
    { id_empresa: company.id, email: producer.email, acesso: 3 },
    managerToken,
  );
  await post(request, 'empresa/aceitarConvite', { id_emp_user: invitation.id_emp_user }, producerToken);

  // The manager adds the company feed in the company area.
  const feedName = `Proteinado Empresa ${Date.now() % 100_000}`;
  await signIn(page, manager.email, manager.password);
  await page.goto('/empresa/alimentos');
  await expect(page.getByText('A empresa ainda não tem alimentos.')).toBeVisible();
  await page.getByTestId('company-feed-add').click();
  await expect(page).toHaveURL(/\/empresa\/add-alimento$/);
  await page.getByTestId('company-feed-name').fill(feedName);
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Concentrados proteicos' }).click();
  await page.getByTestId('company-feed-cost').fill('0,2');
  await page.getByTestId('company-feed-max100').fill('10');
  await page.getByTestId('nutrient-MS').fill('89');
  await page.getByTestId('nutrient-PB').fill('45');
  await page.getByTestId('nutrient-NDT').fill('80');
  await page.getByTestId('company-feed-submit').click();
  await expect(page).toHaveURL(/\/empresa\/alimentos$/);
  const row = page.getByTestId('company-feed-row').filter({ hasText: feedName });
  await expect(row).toContainText('Toda a empresa');
  await expect(row).toContainText('10,0 %');
  const { data: feeds } = await post<{ data: { id: string; name: string }[] }>(
    request,
    'empresa/alimentos',
    { id_empresa: company.id },
    managerToken,
  );
  const companyFeedId = feeds.find((feed) => feed.name === feedName)?.id ?? '';
  expect(companyFeedId).toMatch(/^EMP\|\d+$/);
  await new AppShell(page).signOut();

  // The linked producer formulates a diet with it and saves it.
  await signIn(page, producer.email, producer.password);
  const lists = await post<{ data: { cocho: { id: string; name: string }[] } }>(
    request,
    'alimentos/getListaAlimentos',
    {},
    producerToken,
  );
  const ids = CATALOGUE_FEEDS.map(
    ({ name }) => lists.data.cocho.find((feed) => feed.name === name)?.id ?? '',
  );
  const diet = new DietPage(page);
  await diet.goto();
  await expect(diet.step('animal')).toBeVisible();
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  for (const feed of CATALOGUE_FEEDS) await diet.addFeed(feed.name);
  await diet.addFeed(feedName);
  await expect(diet.selectedFeeds()).toHaveCount(CATALOGUE_FEEDS.length + 1);
  for (const [index, feed] of CATALOGUE_FEEDS.entries()) await diet.price(ids[index] ?? '').fill(feed.price);
  await diet.next().click();
  await diet.calculate();
  await expect(diet.result()).toBeVisible();
  // The cheapest feed by far would fill much more of the diet: the company's maximum of 10 % of DM holds it.
  const share = await diet.resultFeed(companyFeedId).locator('td').nth(4).textContent();
  // At its maximum, never above it (the maximum is of the feeds' dry matter; minerals and urea come on top).
  const sharePercent = Number((share ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
  expect(sharePercent).toBeLessThanOrEqual(10 + 1e-9);
  expect(sharePercent).toBeGreaterThan(9.5);
  const dietName = `Lote com ração da empresa ${Date.now() % 100_000}`;
  await diet.save(dietName);
  await expect(page).toHaveURL(/did=\d+/);
  await new AppShell(page).signOut();

  // The manager finds the diet in the company report, with the producer and the feed.
  await signIn(page, manager.email, manager.password);
  await page.goto('/empresa/relatorios');
  await page.getByTestId('company-report-run').click();
  const reported = page.getByTestId('company-report-row').filter({ hasText: dietName });
  await expect(reported).toContainText(producer.name);
  await expect(reported).toContainText(feedName);
  await expect(reported).toContainText('MG');
  await expect(page.getByText('Totais por alimento')).toBeVisible();
});

test('a sponsored company feed: the company asks, the administrator accepts, a non-premium user finds it third in the feed list, and no longer after it is revoked', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const manager = newUser('sponsor-manager');
  const farmer = newUser('sponsor-farmer');
  const managerToken = await registerByApi(request, manager, 'pecuarista');
  const farmerToken = await registerByApi(request, farmer, 'pecuarista');
  await setAccountLanguage(request, manager, 0);
  await setAccountLanguage(request, farmer, 0);
  const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
  const tradeName = `Patrocina Ração ${Date.now() % 100_000}`;
  const base =
    String(Date.now() + 7)
      .slice(-8)
      .padStart(8, '3') + '0001';
  const { data: company } = await post<{ data: { id: number } }>(
    request,
    'adm/empresas/criar',
    {
      razao_social: `${tradeName} Ltda`,
      nome_fantasia: tradeName,
      cnpj: cnpjFrom(base),
      email_dono: manager.email,
    },
    admin.token,
  );
  // A feed of the first category of the list (the spec's order starts with category 6), for the company only:
  // outside the company it is seen only as a sponsored feed.
  const types = await post<{ data: { id: number; ordem: number | null; nome: string }[] }>(
    request,
    'tipos',
    {},
    farmerToken,
  );
  const firstType = types.data
    .filter((type) => type.ordem !== null)
    .sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0))[0];
  expect(firstType).toBeDefined();
  const feedName = `Zz Feno Patrocinado ${Date.now() % 100_000}`;
  const { data: feed } = await post<{ data: { id: string } }>(
    request,
    'empresa/alimentos/criar',
    {
      id_empresa: company.id,
      name: feedName,
      tipo: firstType?.id,
      nutrientes: { MS: '88', PB: '9', NDT: '55' },
      custo: '0,4',
      visibilidade: 'empresa',
      restrito: false,
    },
    managerToken,
  );

  // The manager asks for sponsorship in the company area.
  await signIn(page, manager.email, manager.password);
  await page.goto('/empresa/alimentos');
  const row = page.getByTestId('company-feed-row').filter({ hasText: feedName });
  await expect(row).toContainText('Não solicitado');
  await row.getByRole('button', { name: 'Solicitar patrocínio' }).click();
  await expect(row).toContainText('Solicitado');
  await new AppShell(page).signOut();

  // The farmer opens the diet wizard once before the decision: the feed list is now cached on the device.
  const diet = new DietPage(page);
  const openFeedList = async () => {
    await diet.goto();
    await expect(diet.step('animal')).toBeVisible();
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    await page.getByTestId('feed-search').click();
    await expect(page.getByRole('option').first()).toBeVisible();
  };
  await signIn(page, farmer.email, farmer.password);
  await openFeedList();
  await expect(page.getByRole('option', { name: new RegExp(feedName) })).toHaveCount(0);
  await new AppShell(page).signOut();

  // The administrator accepts it.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/adm?tab=alimentos');
  const requested = page.getByTestId('sponsorships-table').getByRole('row').filter({ hasText: feedName });
  await expect(requested).toContainText('Solicitado');
  await requested.getByRole('button', { name: 'Aceitar' }).click();
  await expect(requested).toContainText('Aceito');
  await new AppShell(page).signOut();

  // The farmer (not premium, outside the company) finds it third in the first category, marked sponsored.
  await signIn(page, farmer.email, farmer.password);
  await openFeedList();
  const third = page.getByRole('option').nth(2);
  await expect(third).toContainText(feedName);
  await expect(third).toContainText('Patrocinado');
  await page.keyboard.press('Escape');
  await new AppShell(page).signOut();

  // Revoked, it leaves the farmer's list at once (the catalogue's version has not changed).
  await post(request, 'adm/patrocinios/revogar', { id: feed.id }, admin.token);
  await signIn(page, farmer.email, farmer.password);
  await openFeedList();
  await page.getByTestId('feed-search').fill(feedName);
  await expect(page.getByRole('option', { name: new RegExp(feedName) })).toHaveCount(0);
});
