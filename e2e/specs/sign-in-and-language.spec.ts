import { expect, newUser, registerByApi, test } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';

// Registration through the screens (with the e-mailed code) is account.spec.ts; here the account is made by API.
test('sign in, land on /dashboard, switch to Spanish, sign out', async ({ page, request }) => {
  const user = newUser('flow');
  const login = new LoginPage(page);
  const shell = new AppShell(page);

  await registerByApi(request, user, 'pecuarista');
  await login.gotoLogin();
  await login.signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('welcome')).toHaveText('Olá, Maria!');
  await shell.signOut();
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(shell.title()).toHaveText('Painel');
  await expect(page.getByTestId('unit-month')).toHaveText('30,42 dias');
  // A pecuarista does not see the mixture calculation in the menu (docs/product/shell.md#screens).
  await expect(page.getByRole('link', { name: 'Cálculo de ração' })).toHaveCount(0);

  await shell.chooseLanguage(/Español/);
  await expect(shell.title()).toHaveText('Panel');
  await expect(page.getByTestId('welcome')).toHaveText('¡Hola, Maria!');
  await expect(page.getByTestId('unit-month')).toHaveText('30,42 días');
  await expect(page.getByTestId('today')).toHaveText(/^Hoy es \d{2}\/\d{2}\/\d{4}\.$/);
  await expect(shell.footer()).toContainText('versión 5.0.13');
  await expect(page.getByTestId('language-menu')).toHaveText('ES');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await shell.chooseLanguage(/English/);
  await expect(page.getByTestId('unit-month')).toHaveText('30.42 days');
  await shell.chooseLanguage(/Español/);

  // The choice is stored on the server: a reload keeps Spanish and the token check still passes.
  await page.reload();
  await expect(shell.title()).toHaveText('Panel');

  await shell.openUserMenu();
  await expect(page.getByRole('menu')).toContainText(user.email);
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión en Cocho' })).toBeVisible();
  // Language survives logout; the session does not.
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('user-token'),
    user: localStorage.getItem('user'),
    idioma: localStorage.getItem('idioma'),
  }));
  expect(stored).toEqual({ token: null, user: null, idioma: '2' });
});

test('a wrong password shows the error in the user language', async ({ page }) => {
  const login = new LoginPage(page);
  await login.gotoLogin();
  await login.signIn('nobody@cocho.test', 'not-the-password');
  await expect(login.formError()).toHaveText('E-mail ou senha incorretos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('registration validates with the contract schema before calling the server', async ({ page }) => {
  const login = new LoginPage(page);
  await login.gotoRegister();
  await page.getByRole('form').getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Use pelo menos 3 caracteres.')).toBeVisible();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(page.getByText('Escolha uma opção.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test.describe('a Spanish browser on its first visit', () => {
  test.use({ locale: 'es-PY' });

  test('starts in Spanish, and the choice then stays with the user', async ({ page }) => {
    const login = new LoginPage(page);
    await login.gotoLogin();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión en Cocho' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('language-menu')).toHaveText('ES');
    await new AppShell(page).chooseLanguage(/Português/);
    // The choice is kept once the page shows it (the Portuguese texts load first); then a reload keeps it.
    await expect(page.getByRole('heading', { name: 'Entrar no Cocho' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Entrar no Cocho' })).toBeVisible();
  });
});
