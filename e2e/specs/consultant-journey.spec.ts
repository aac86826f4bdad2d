// The consultant's path, in Portuguese and in English: a consultant adds a client, formulates and saves a diet for
// that client, shares it read-only with a farmer, and the farmer opens it from the notification and cannot
// save over it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, registerByApi, setAccountLanguage, test, ADMIN, post } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { DietPage } from '../pages/diet-page';
import { LoginPage } from '../pages/login-page';

const CORN = 'Milho moído médio';

const WORDS = {
  pt: {
    index: 0,
    saved: 'Salvo com sucesso.',
    shared: 'compartilhou a dieta',
    readOnly: 'somente para leitura',
  },
  en: { index: 1, saved: 'Saved successfully.', shared: 'shared the diet', readOnly: 'read-only' },
} as const;

/** Signs in on the Portuguese login page (the page model's labels); the account's language applies after. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('idioma', '0'));
  await page.reload();
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await new AppShell(page).acceptCookies();
}

/** The catalogue corn's name in the language. */
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
  test(`[${language}] a consultant's diet for a client, shared read-only, opened by the farmer from the notification`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];

    // A consultant (a consultant plan by the administrator's coupon) and a farmer.
    const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
    const codigo = `JORNADA${language.toUpperCase()}${Date.now()}`;
    await post(request, 'adm/cupons/criar', { codigo, tipo: 2, dias: 30, max_clientes: 5 }, admin.token);
    const consultant = newUser(`journey-consultant-${language}`);
    const consultantToken = await registerByApi(request, consultant);
    await post(request, 'cupom/ativar', { codigo }, consultantToken);
    await setAccountLanguage(request, consultant, words.index);
    const farmer = newUser(`journey-farmer-${language}`);
    await registerByApi(request, farmer, 'pecuarista');
    await setAccountLanguage(request, farmer, words.index);

    // The consultant adds a client in the toolbar's picker and selects it.
    await signIn(page, consultant.email, consultant.password);
    const picker = page.getByTestId('client-picker');
    await picker.click();
    await page.getByTestId('client-option-add').click();
    const clientName = `Cliente ${language} ${Date.now() % 100_000}`;
    await page.getByTestId('client-nome').fill(clientName);
    await page.getByTestId('client-email').fill(`fazenda.${language}.${Date.now()}@example.com`);
    await page.getByTestId('client-nome_fazenda').fill('Santa Rita');
    await page.getByTestId('client-save').click();
    await expect(page.getByTestId('alert-bar')).toHaveText(words.saved);
    const { data: clients } = await post<{ data: { id: number; nome: string }[] }>(
      request,
      'consultoria/clientes',
      {},
      consultantToken,
    );
    const client = clients.find((row) => row.nome === clientName);
    if (!client) throw new Error('the new client is not listed');
    await picker.click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId(`client-option-${client.id}`).click()]);
    await expect(picker).toHaveText(`${clientName} (Santa Rita)`);

    // Formulates and saves a diet: it belongs to the client.
    const diet = new DietPage(page);
    await diet.goto();
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    await diet.addFeed(await cornName(request, consultantToken, language));
    await expect(diet.selectedFeeds()).toHaveCount(1);
    const dietName = `Dieta ${clientName}`;
    await diet.save(dietName);
    await expect(page).toHaveURL(/did=\d+/);
    const dietId = Number(new URL(page.url()).searchParams.get('did'));
    const forClient = await post<{ data: { id: number }[] }>(
      request,
      'dieta/minhasDietas',
      { id_cliente: client.id },
      consultantToken,
    );
    expect(forClient.data.map((row) => row.id)).toContain(dietId);

    // Shares it read-only with the farmer, from the saved diet reopened.
    await page.goto(`/formulacao-dieta?did=${dietId}`);
    await expect(page.getByTestId('saved-name')).toContainText(dietName);
    await page.getByTestId('share-diet').click();
    const dialog = page.getByTestId('share-dialog');
    await dialog.getByTestId('share-email').fill(farmer.email);
    await expect(dialog.getByTestId('share-pode_ler')).toBeChecked();
    await expect(dialog.getByTestId('share-pode_editar')).not.toBeChecked();
    await dialog.getByTestId('share-submit').click();
    await expect(page.getByTestId('alert-bar')).toContainText(farmer.email.toLowerCase());
    await dialog.getByTestId('share-close').click();
    await expect(dialog).toBeHidden();
    await page.evaluate(() => localStorage.clear());

    // The farmer opens it from the notification: read-only, save disabled.
    await signIn(page, farmer.email, farmer.password);
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    const item = page
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: dietName });
    await expect(item).toContainText(words.shared);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/formulacao-dieta\\?did=${dietId}&compartilhamentoID=\\d+`));
    await expect(page.getByTestId('saved-name')).toContainText(dietName);
    await expect(page.getByTestId('read-only-reason')).toContainText(words.readOnly);
    await expect(page.getByTestId('save-diet')).toBeDisabled();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  });
}
