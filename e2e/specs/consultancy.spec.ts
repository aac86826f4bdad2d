// Consultants and their clients (docs/product/shell.md#layout client picker, client dialog and consultant area; docs/product/shell.md#states client
// selection): an administrator's coupon grants a consultant plan, the consultant adds a client in
// the toolbar's dialog, selects it (the page reloads), and a diet saved then carries the client.
import type { APIRequestContext } from '@playwright/test';
import { expect, newUser, registerByApi, setAccountLanguage, test, ADMIN, post } from '../fixtures';
import { DietPage } from '../pages/diet-page';
import { LoginPage } from '../pages/login-page';

const WORDS = {
  pt: { index: 0, saved: 'Salvo com sucesso.', personal: 'Uso pessoal' },
  en: { index: 1, saved: 'Saved successfully.', personal: 'Personal use' },
} as const;

const CORN = 'Milho moído médio';

/** The corn's name as the catalogue shows it in `language`. */
async function cornName(request: APIRequestContext, token: string, language: 'pt' | 'en'): Promise<string> {
  const lists = await post<{ data: { cocho: { name: string; name_en: string | null }[] } }>(
    request,
    'alimentos/getListaAlimentos',
    {},
    token,
  );
  const corn = lists.data.cocho.find((feed) => feed.name === CORN);
  if (!corn) throw new Error('catalogue corn not found');
  return language === 'en' ? corn.name_en || corn.name : corn.name;
}

for (const language of ['pt', 'en'] as const) {
  test(`[${language}] a consultant adds a client in the toolbar, selects it, and a saved diet carries the client`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];

    // The administrator grants a consultant plan (type 2, 3 clients) through a coupon the consultant activates.
    const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
    const codigo = `CONSULTOR${language.toUpperCase()}${Date.now()}`;
    await post(request, 'adm/cupons/criar', { codigo, tipo: 2, dias: 30, max_clientes: 3 }, admin.token);
    const user = newUser(`consultant-${language}`);
    const token = await registerByApi(request, user);
    await post(request, 'cupom/ativar', { codigo }, token);
    await setAccountLanguage(request, user, words.index);

    await page.goto('/login');
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const cookies = page.getByTestId('cookies-accept');
    await cookies.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => cookies.click(),
      () => undefined,
    );

    // Add client (-1) opens the client dialog; a wrong e-mail is refused before anything is sent.
    const picker = page.getByTestId('client-picker');
    await expect(picker).toHaveText(words.personal);
    await picker.click();
    await page.getByTestId('client-option-add').click();
    const clientName = `Fazendeiro ${language} ${Date.now() % 100_000}`;
    await page.getByTestId('client-nome').fill(clientName);
    await page.getByTestId('client-email').fill('sem-arroba');
    await page.getByTestId('client-save').click();
    await expect(page.getByTestId('client-email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('client-email').fill(`cliente.${language}@example.com`);
    await page.getByTestId('client-telefone').fill('(31) 99876-5432');
    await page.getByTestId('client-nome_fazenda').fill('Boa Vista');
    await page.getByTestId('client-save').click();
    await expect(page.getByTestId('alert-bar')).toHaveText(words.saved);

    // Choosing the client stores it and reloads the page, which then shows it chosen.
    const { data: clients } = await post<{ data: { id: number; nome: string }[] }>(
      request,
      'consultoria/clientes',
      {},
      token,
    );
    const chosen = clients.find((client) => client.nome === clientName);
    if (!chosen) throw new Error('the new client is not listed');
    await picker.click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId(`client-option-${chosen.id}`).click()]);
    await expect(page.getByTestId('client-picker')).toHaveText(`${clientName} (Boa Vista)`);
    expect(await page.evaluate(() => localStorage.getItem('cliente'))).toBe(String(chosen.id));

    // The consultant area: the client's line and 1 / 3.
    await page.getByTestId('consultancy-area').click();
    await expect(
      page.getByText(`${clientName} (Boa Vista) - cliente.${language}@example.com // (31) 99876-5432`),
    ).toBeVisible();
    await expect(page.getByTestId('consultancy-count')).toHaveText('1 / 3');
    await page.keyboard.press('Escape');

    // A diet saved now is the client's.
    const diet = new DietPage(page);
    await diet.goto();
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    await diet.addFeed(await cornName(request, token, language));
    await expect(diet.selectedFeeds()).toHaveCount(1);
    const dietName = `Dieta do cliente ${language} ${Date.now()}`;
    await diet.save(dietName);
    await expect(page).toHaveURL(/did=\d+/);

    const forClient = await post<{ data: { nome: string }[] }>(
      request,
      'dieta/minhasDietas',
      { id_cliente: chosen.id },
      token,
    );
    expect(forClient.data.map((row) => row.nome)).toContain(dietName);
    const personal = await post<{ data: { nome: string }[] }>(
      request,
      'dieta/minhasDietas',
      { id_cliente: null },
      token,
    );
    expect(personal.data.map((row) => row.nome)).not.toContain(dietName);

    // /consultor?ref=clientes&action=novo opens the new-client form over the list.
    await page.goto('/consultor?ref=clientes&action=novo');
    await expect(page.getByTestId(`client-row-${chosen.id}`)).toBeVisible();
    await expect(page.getByTestId('client-nome')).toBeVisible();
  });
}

test('a user without the consultancy ability gets the no-access page on /consultor and no client picker', async ({
  page,
  request,
}) => {
  const user = newUser('not-consultant');
  await registerByApi(request, user);
  await page.goto('/login');
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('client-picker')).toHaveCount(0);
  await page.goto('/consultor');
  await expect(page.getByTestId('no-access')).toBeVisible();
});
