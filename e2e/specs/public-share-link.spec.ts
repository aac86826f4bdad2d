// A public share link opened without sign-in (docs/product/shell.md#screens public link generation; docs/product/calculation.md#notification-panel navigation targets):
// a consultant makes a public link in the share dialog; a fresh browser without a session opens
// it and sees the shared diet read-only with its feeds, and an invitation to sign in that returns to the link.
import {
  expect,
  setAccountLanguage,
  newUser,
  registerByApi,
  test,
  ADMIN,
  post,
  signInByApi,
} from '../fixtures';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { LoginPage } from '../pages/login-page';

// The administrator is shared: an earlier spec may have left its account in another language.
test.beforeEach(async ({ request }) => {
  await setAccountLanguage(request, ADMIN, 0);
});

test('a visitor without a session opens a public link and sees the diet read-only with its feeds', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
  const codigo = `PUBLICO${Date.now()}`;
  await post(request, 'adm/cupons/criar', { codigo, tipo: 2, dias: 30, max_clientes: 3 }, admin.token);
  const owner = newUser('public-link-owner');
  const ownerToken = await registerByApi(request, owner);
  await post(request, 'cupom/ativar', { codigo }, ownerToken);
  const dietName = `Dieta pública ${Date.now() % 100_000}`;
  const record = uncalculatedDietRecord({ nome: dietName });
  const feeds = record.alimentos_selecionados as Record<string, unknown>[];
  record.alimentos_selecionados = [
    ...feeds,
    {
      id: 'e2e-corn',
      tipo: 2,
      name: 'Milho moído e2e',
      name_en: 'Ground corn e2e',
      name_es: null,
      volumoso: false,
      nutrientes: { MS: 88, PB: 9, NDT: 85 },
    },
  ];
  record.restricoes = {
    ...(record.restricoes as Record<string, unknown>),
    'e2e-corn': { quantidade: null, unidade: 'kg', fator: 1, custo: 1.1, minimo: null, maximo: null },
  };
  const dietId = await saveDietByApi(request, ownerToken, record);

  // The owner makes the public link in the share dialog.
  await signInByApi(page, owner, `/formulacao-dieta?did=${dietId}`);
  await expect(page.getByTestId('saved-name')).toContainText(dietName);
  await page.getByTestId('share-diet').click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-link-create').click();
  const linkField = dialog.getByTestId('share-link');
  await expect(linkField).toHaveValue(new RegExp(`/formulacao-dieta\\?did=${dietId}&assinatura=`));
  const link = await linkField.inputValue();

  // A fresh browser without a session opens it: the diet read-only, not the sign-in page.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    // The reader's account was just registered: the "another session is open" dialog may ask; it was them.
    await visitor.addLocatorHandler(visitor.getByTestId('other-sessions-dialog'), async () => {
      await visitor.getByTestId('other-sessions-it-was-me').click();
    });
    await visitor.goto(link);
    const shared = visitor.getByTestId('public-shared-record');
    await expect(shared).toBeVisible();
    await expect(visitor).toHaveURL(new RegExp(`/formulacao-dieta\\?did=${dietId}&assinatura=`));
    await expect(shared.getByRole('heading', { name: dietName })).toBeVisible();
    const feedTable = shared.getByRole('table', { name: 'Alimentos' });
    await expect(feedTable).toContainText('Silagem de milho');
    await expect(feedTable).toContainText('Milho moído e2e');
    await expect(shared).toContainText('somente leitura');

    // Signing in from there returns to the link, which opens read-only in the diet screen.
    await visitor.getByTestId('public-link-sign-in').click();
    await expect(visitor).toHaveURL(/\/login\?redirect=/);
    const reader = newUser('public-link-reader');
    await registerByApi(request, reader, 'pecuarista');
    await new LoginPage(visitor).signIn(reader.email, reader.password);
    await expect(visitor).toHaveURL(new RegExp(`/formulacao-dieta\\?did=${dietId}&assinatura=`));
    await expect(visitor.getByTestId('saved-name')).toContainText(dietName);
    await expect(visitor.getByTestId('save-diet')).toBeDisabled();

    // An altered signature shows why it does not open, still without sign-in.
    const anonymous = await browser.newContext();
    try {
      const other = await anonymous.newPage();
      await other.goto(`/formulacao-dieta?did=${dietId}&assinatura=1.forged`);
      await expect(other.getByTestId('public-link-error')).toBeVisible();
      await expect(other).not.toHaveURL(/\/login/);
    } finally {
      await anonymous.close();
    }
  } finally {
    await visitorContext.close();
  }
});
