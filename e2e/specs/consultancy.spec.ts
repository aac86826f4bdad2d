// Consultants and their clients (docs/product/shell.md#layout client picker, client dialog and consultant area; docs/product/shell.md#states client
// selection): an administrator's coupon grants a consultant plan, the consultant adds a client in
// the toolbar's dialog, selects it (the page reloads), and a diet saved then carries the client; so do
// a requirements table, a mix, a supplement, a comparison and a prediction saved from their screens.
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  newUser,
  registerByApi,
  setAccountLanguage,
  test,
  ADMIN,
  post,
  signInByApi,
} from '../fixtures';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { openInApp } from '../routes';
import { DietPage } from '../pages/diet-page';
import { PredictionPage } from '../pages/prediction-page';
import { RequirementsPage } from '../pages/requirements-page';

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

    await signInByApi(page, user);
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

    // A diet saved now is the client's (the wizard opened inside the app, as its menu link does).
    const diet = new DietPage(page);
    await openInApp(page, '/formulacao-dieta');
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
  // Straight onto /consultor: the toolbar there has no client picker either.
  await signInByApi(page, user, '/consultor');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('client-picker')).toHaveCount(0);
});

test("with a client chosen in the toolbar, a requirements table, a mix, a supplement, a comparison and a prediction are saved as the client's", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
  const codigo = `CLIENTE${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await post(request, 'adm/cupons/criar', { codigo, tipo: 2, dias: 30, max_clientes: 3 }, admin.token);
  const user = newUser('client-records');
  const token = await registerByApi(request, user);
  await post(request, 'cupom/ativar', { codigo }, token);
  await setAccountLanguage(request, user, 0);
  // The client is made through the API (its dialog has the test above); choosing it is the toolbar's.
  const stamp = Date.now() % 100_000;
  const client = await post<{ data: { id: number; nome: string } }>(
    request,
    'consultoria/clientes/create',
    { nome: `Cliente Entregas ${stamp}`, email: `entregas.${stamp}@example.com`, nome_fazenda: 'Santa Fé' },
    token,
  );
  // Two diets of the client's to compare (their screen is not the point here).
  for (const [nome, kg] of [
    [`Águas ${stamp}`, 20],
    [`Seca ${stamp}`, 24],
  ] as const)
    await saveDietByApi(
      request,
      token,
      uncalculatedDietRecord({
        nome,
        id_cliente: client.data.id,
        custo: kg / 4,
        resultado: [
          {
            id: 'sample-silage',
            MN: kg,
            MNprop: 100,
            MS: kg * 0.35,
            MSprop: 100,
            CUSTO: kg / 4,
            totalRacao: 1000,
          },
        ],
      }),
    );

  await signInByApi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = page.getByTestId('cookies-accept');
  await cookies.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => cookies.click(),
    () => undefined,
  );
  const picker = page.getByTestId('client-picker');
  await expect(picker).toHaveText(WORDS.pt.personal);
  await picker.click();
  await Promise.all([page.waitForEvent('load'), page.getByTestId(`client-option-${client.data.id}`).click()]);
  await expect(picker).toHaveText(`Cliente Entregas ${stamp} (Santa Fé)`);

  const names = {
    requirements: `Exigências do cliente ${stamp}`,
    mix: `Mistura do cliente ${stamp}`,
    supplement: `Suplemento do cliente ${stamp}`,
    comparison: `Comparação do cliente ${stamp}`,
    prediction: `Predição do cliente ${stamp}`,
  };

  // Each screen opened inside the app (as the menu's links do; the chosen client stays chosen).
  // The requirements table (mode E).
  const requirements = new RequirementsPage(page);
  await openInApp(page, '/calcula-exigencias');
  await expect(requirements.summaryValue('CMS')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('requirements-menu').click();
  await page.getByTestId('save-requirements').click();
  await page.getByTestId('save-name').fill(names.requirements);
  await page.getByTestId('save-confirm').click();
  await expect(page.getByTestId('saved-requirements-name')).toHaveText(names.requirements, {
    timeout: 30_000,
  });

  // The mix (mode M).
  await openInApp(page, '/calcular-racao');
  for (const feed of ['Silagem de milho', 'Farelo de soja']) {
    await page.getByTestId('mixture-feed-picker').fill(feed);
    await page.getByRole('option', { name: feed, exact: true }).click();
  }
  await page.getByTestId('amount-0').fill('60');
  await page.getByTestId('amount-1').fill('40');
  await page.getByTestId('mixture-total').fill('1000');
  await page.getByTestId('mixture-calculate').click();
  await expect(page.getByTestId('export-mixReport')).toBeVisible();
  await page.getByTestId('mixture-menu').click();
  await page.getByTestId('save-mixture').click();
  await page.getByTestId('save-name').fill(names.mix);
  await page.getByTestId('save-confirm').click();
  await expect(page.getByTestId('saved-mix-name')).toHaveText(names.mix);

  // The supplement (mode S).
  await openInApp(page, '/formulacao-suplemento');
  for (const feed of ['Milho moído fino', 'Farelo de soja']) {
    await page.getByTestId('supplement-feed-picker').fill(feed);
    await page.getByRole('option', { name: feed, exact: true }).click();
  }
  await page.getByTestId('supplement-name').fill(names.supplement);
  await page.getByTestId('supplement-protein').fill('30');
  await page.getByTestId('supplement-formulate').click();
  await expect(page.getByTestId('supplement-result-protein')).toHaveText('30,00%');
  await page.getByTestId('supplement-handover-save').click();
  await expect(page.getByTestId('supplement-handover-share')).toBeEnabled();

  // The comparison of the two diets (mode C).
  await openInApp(page, '/formulacao-dieta');
  await page.getByTestId('my-diets').click();
  for (const name of [`Águas ${stamp}`, `Seca ${stamp}`])
    await page.getByTestId('saved-diet').filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByTestId('compare-diets').click();
  await expect(page.getByTestId('diet-comparison')).toBeVisible();
  await page.getByTestId('comparison-handover-name').fill(names.comparison);
  await page.getByTestId('comparison-handover-save').click();
  await expect(page.getByTestId('comparison-handover-share')).toBeEnabled();

  // The prediction (mode P).
  const prediction = new PredictionPage(page);
  await openInApp(page, '/predicao-desempenho');
  await prediction.addFeed('Silagem de milho');
  await prediction.setAmount('Silagem de milho', '20');
  await prediction.predict();
  await expect(prediction.expectedGain()).toBeVisible();
  await prediction.save(names.prediction);
  await expect(prediction.savedName()).toHaveText(names.prediction);

  // Each is listed for the client and none for personal use (the lists' client filter, id_cliente null).
  const lists = {
    requirements: 'dieta/minhasExigencias',
    mix: 'dieta/minhasMisturas',
    supplement: 'dieta/meusSuplementos',
    comparison: 'dieta/minhasComparacoes',
    prediction: 'dieta/minhasPredicoes',
  } as const;
  for (const kind of Object.keys(lists) as (keyof typeof lists)[]) {
    const listed = async (id_cliente: number | null) =>
      (await post<{ data: { nome: string }[] }>(request, lists[kind], { id_cliente }, token)).data.map(
        (row) => row.nome,
      );
    expect(await listed(client.data.id), `${kind} for the client`).toContain(names[kind]);
    expect(await listed(null), `${kind} for personal use`).not.toContain(names[kind]);
  }
});
