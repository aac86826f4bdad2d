// Field sales for a supplement company, in Portuguese and Spanish: the
// administrator makes a company, whose manager offers a supplement to all users (a company feed); the
// manager invites a sales technician, whose bell shows the invitation; the technician accepts in the bell,
// the entry leaves without a reload, and the consultant area opens for them; the technician asks a farmer
// for contact without any consent given beforehand; the farmer's bell names the company and the farmer
// accepts there; the farmer formulates and saves a diet in which the optimiser gives the company's
// supplement an amount, and another in which it picks it but gives it 0 kg; the technician is told (bell
// notice); the manager's report counts the first diet once, with its animals, and not the second.
//
// The supplement is offered to all users (visibility "todos"), so it is listed in every account's company
// feeds: this spec runs alone (playwright.config.ts ALONE).
//
// On PostgreSQL (e2e/playwright.config.ts: a throw-away schema):
//   COCHO_E2E_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     npx playwright test -c e2e/playwright.config.ts e2e/specs/company-journey.spec.ts --workers=1
import type { APIRequestContext, Page } from '@playwright/test';
import { catalogueFeeds } from '../feeds';
import type { CatalogueFeed } from '../feeds';
import { cnpjFrom, expect, newUser, post, registerByApi, setAccountLanguage, test, ADMIN } from '../fixtures';
import type { TestUser } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { DietPage } from '../pages/diet-page';
import { LoginPage } from '../pages/login-page';

const WORDS = {
  pt: {
    index: 0,
    invites: 'convida você',
    position: 'Técnico de vendas',
    accept: 'Aceitar',
    accepted: 'Convite aceito.',
    contactAccepted: 'Contato aceito.',
    asks: 'pede seu contato',
    toldTechnician: 'aceitou o contato de',
    unnamedUser: 'Usuário não vinculado',
    byFeed: 'Totais por alimento',
  },
  es: {
    index: 2,
    invites: 'lo invita',
    position: 'Técnico de ventas',
    accept: 'Aceptar',
    accepted: 'Invitación aceptada.',
    contactAccepted: 'Contacto aceptado.',
    asks: 'pide su contacto',
    toldTechnician: 'aceptó el contacto de',
    unnamedUser: 'Usuario no vinculado',
    byFeed: 'Totales por alimento',
  },
} as const;

/** The farmer's catalogue feeds with their prices (R$/kg as fed), by Portuguese name. */
const CATALOGUE_FEEDS = [
  { name: 'Silagem de milho', price: '0,3' },
  { name: 'Milho moído médio', price: '1,1' },
  { name: 'Farelo de soja', price: '2,3' },
  { name: 'Ureia pecuária', price: '3,5' },
  {
    name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
    price: '4,5',
  },
];

const shownName = (feed: CatalogueFeed, language: 'pt' | 'es') =>
  language === 'es' ? feed.name_es || feed.name : feed.name;

/** A number as the result and the report show it (comma decimals, dot thousands) read back. */
const readNumber = (text: string | null): number =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * Formulates a diet in the wizard with the catalogue feeds and the company's supplement (at `supplementPrice`
 * R$/kg when given, else the company's price), for `heads` animals, and saves it as `name`; answers the
 * supplement's share of the dry matter in the result (%).
 */
async function formulateAndSave(
  page: Page,
  options: {
    language: 'pt' | 'es';
    feeds: readonly CatalogueFeed[];
    supplement: { id: string; name: string };
    supplementPrice?: string;
    heads: string;
    name: string;
  },
): Promise<number> {
  const diet = new DietPage(page);
  await diet.goto();
  await expect(diet.step('animal')).toBeVisible();
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  for (const feed of options.feeds) await diet.addFeed(shownName(feed, options.language));
  await diet.addFeed(options.supplement.name);
  await expect(diet.selectedFeeds()).toHaveCount(options.feeds.length + 1);
  for (const [index, feed] of options.feeds.entries())
    await diet.price(feed.id).fill(CATALOGUE_FEEDS[index]?.price ?? '');
  if (options.supplementPrice) await diet.price(options.supplement.id).fill(options.supplementPrice);
  await diet.next().click();
  await diet.calculate();
  await expect(diet.result()).toHaveAttribute('data-status', 'otima');
  const share = readNumber(await diet.resultFeed(options.supplement.id).locator('td').nth(4).textContent());
  // The lot's head count, typed in the financial report, is kept with the diet.
  await page.getByTestId('toggle-finance').click();
  await page.getByTestId('finance-numero_animais').fill(options.heads);
  await page.getByTestId('finance-numero_animais').press('Tab');
  await diet.save(options.name);
  await expect(page).toHaveURL(/did=\d+/);
  return share;
}

async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs out, then forgets the device's language, so the next sign-in page is the browser's (pt-BR). */
async function signOut(page: Page): Promise<void> {
  await new AppShell(page).signOut();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => localStorage.clear());
}

async function newAccount(request: APIRequestContext, prefix: string, idioma: 0 | 2): Promise<TestUser> {
  const user = newUser(prefix);
  await registerByApi(request, user, 'pecuarista');
  await setAccountLanguage(request, user, idioma);
  return user;
}

for (const language of ['pt', 'es'] as const) {
  test(`[${language}] invitation → technician accepts in the bell → farmer consents → diet with the company feed → the report counts it once`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const words = WORDS[language];
    const manager = await newAccount(request, `journey-manager-${language}`, words.index);
    const technician = await newAccount(request, `journey-tech-${language}`, words.index);
    const farmer = await newAccount(request, `journey-farmer-${language}`, words.index);

    // The administrator creates the company; its manager invites the technician.
    const tradeName = `Mineral ${language} ${Date.now() % 100_000}`;
    const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
    const company = await post<{ data: { id: number } }>(
      request,
      'adm/empresas/criar',
      {
        razao_social: `${tradeName} Ltda`,
        nome_fantasia: tradeName,
        cnpj: cnpjFrom(String(Date.now()).slice(-8).padStart(8, '2') + '0002'),
        email_dono: manager.email,
      },
      admin.token,
    );
    const managerToken = (await post<{ token: string }>(request, 'auth/appLogin', manager)).token;
    // The company's supplement, offered to all users (adding one on the screen is company-feeds.spec.ts's).
    const supplementName = `Proteinado ${tradeName}`;
    const { data: supplement } = await post<{ data: { id: string } }>(
      request,
      'empresa/alimentos/criar',
      {
        id_empresa: company.data.id,
        name: supplementName,
        tipo: 2,
        nutrientes: { MS: '89', PB: '45', NDT: '80' },
        custo: '0,2',
        visibilidade: 'todos',
        restrito: false,
        max_100: 10,
      },
      managerToken,
    );
    await post(
      request,
      'empresa/add-colaborador',
      { id_empresa: company.data.id, email: technician.email, acesso: 2 },
      managerToken,
    );

    // The technician's bell shows the invitation naming the company; accepting there links them.
    await signIn(page, technician);
    const bell = page.getByTestId('notification-bell');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('1');
    await bell.click();
    const panel = page.getByTestId('notification-panel');
    const invitation = panel.getByTestId('notification-item').filter({ hasText: tradeName });
    await expect(invitation).toContainText(words.invites);
    await expect(invitation).toContainText(words.position);
    await panel.getByTestId('notification-accept').click();
    await expect(page.getByText(words.accepted)).toBeVisible();
    await expect(badge).toHaveCount(0);

    // The consultant area opens for a sales technician (docs/product/shell.md#screens).
    await page.keyboard.press('Escape');
    await page.goto('/consultor');
    await expect(page.getByTestId('client-new')).toBeVisible();

    // The technician asks the farmer for contact; no consent was given beforehand.
    const technicianToken = (await post<{ token: string }>(request, 'auth/appLogin', technician)).token;
    const contact = await post<{ data: { situacao: string } }>(
      request,
      'empresa/add-contato-emp-tecnico',
      { id_empresa: company.data.id, email: farmer.email },
      technicianToken,
    );
    expect(contact.data.situacao).toBe('pendente');
    // The farmer may save diets (the 7-day trial; premium sales are premium-sales.spec.ts's).
    const farmerToken = (await post<{ token: string }>(request, 'auth/appLogin', farmer)).token;
    await post(request, 'premium/ativarTeste', {}, farmerToken);
    const feeds = await catalogueFeeds(
      request,
      farmerToken,
      CATALOGUE_FEEDS.map((feed) => feed.name),
    );

    // The farmer is asked in the bell, naming the company, and accepts there.
    await signOut(page);
    await signIn(page, farmer);
    await expect(badge).toHaveText('1');
    await bell.click();
    const request_ = panel.getByTestId('notification-item').filter({ hasText: tradeName });
    await expect(request_).toContainText(words.asks);
    await panel.getByTestId('notification-accept').click();
    await expect(page.getByText(words.contactAccepted)).toBeVisible();
    await expect(badge).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The farmer formulates with the company's supplement: cheap, the optimiser gives it its maximum …
    const stamp = Date.now() % 100_000;
    const usedName = `${language} com proteinado ${stamp}`;
    const usedShare = await formulateAndSave(page, {
      language,
      feeds,
      supplement: { id: supplement.id, name: supplementName },
      heads: '37',
      name: usedName,
    });
    expect(usedShare).toBeGreaterThan(9.5);
    // … dear, it is picked but left out (0 kg): that diet does not use it.
    const unusedName = `${language} sem proteinado ${stamp}`;
    const unusedShare = await formulateAndSave(page, {
      language,
      feeds,
      supplement: { id: supplement.id, name: supplementName },
      supplementPrice: '90',
      heads: '12',
      name: unusedName,
    });
    expect(unusedShare).toBe(0);

    // The technician is told, in the bell.
    await signOut(page);
    await signIn(page, technician);
    await expect(badge).toHaveText('1');
    await bell.click();
    await expect(panel.getByTestId('notification-item').first()).toContainText(words.toldTechnician);
    await page.keyboard.press('Escape');
    await signOut(page);

    // The manager's report counts the diet that uses the supplement once, with its animals; the farmer is
    // outside the company, so unnamed; the diet that left it out is not counted.
    await signIn(page, manager);
    await page.goto('/empresa/relatorios');
    await page.getByTestId('company-report-run').click();
    const used = page.getByTestId('company-report-row').filter({ hasText: usedName });
    await expect(used).toHaveCount(1);
    await expect(used.getByRole('cell').nth(3)).toHaveText('MG');
    await expect(used.getByRole('cell').nth(4)).toHaveText(supplementName);
    await expect(used.getByRole('cell').nth(2)).toHaveText(words.unnamedUser);
    expect(readNumber(await used.getByRole('cell').nth(5).textContent())).toBeGreaterThan(0);
    await expect(used.getByRole('cell').nth(7)).toHaveText('37');
    await expect(page.getByTestId('company-report-row').filter({ hasText: unusedName })).toHaveCount(0);
    const total = page
      .getByRole('table', { name: words.byFeed })
      .getByRole('row')
      .filter({ hasText: supplementName });
    await expect(total.getByRole('cell').nth(1)).toHaveText('1');
  });
}
