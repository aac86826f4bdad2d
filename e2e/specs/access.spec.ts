import {
  expect,
  newUser,
  registerByApi,
  setAccountLanguage,
  signInAsNewUser,
  test,
  ADMIN,
  signInByApi,
} from '../fixtures';
import { LoginPage } from '../pages/login-page';

test('a free user sees the no-access page on /adm and /empresa and no link to them', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'access-free', { path: '/adm' });
  await expect(page.getByTestId('no-access')).toContainText('Você não tem acesso a esta área.');
  await expect(page).toHaveURL(/\/adm$/);
  await page.goto('/empresa/relatorios');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await page.getByTestId('no-access-dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The drawer is permanent on the dashboard on a wide screen.
  const drawer = page.getByTestId('side-drawer');
  await expect(drawer.getByRole('link', { name: /Seja Premium/ })).toBeVisible();
  await expect(drawer.locator('a[href="/adm"]')).toHaveCount(0);
  await expect(drawer.locator('a[href="/empresa"]')).toHaveCount(0);
});

test('saving a diet offers a free user the trial and the plans, each one click away', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'access-save', { path: '/formulacao-dieta' });
  await page.getByTestId('save-diet').click();
  const offer = page.getByRole('dialog').filter({ hasText: 'Recurso Premium' });
  await expect(offer).toContainText('Experimente o Premium por 7 dias grátis');
  await offer.getByRole('button', { name: 'Ver planos' }).click();
  await expect(page).toHaveURL(/\/seja-premium$/);

  await page.goto('/formulacao-dieta');
  await page.getByTestId('save-diet').click();
  await offer.getByRole('button', { name: 'Testar 7 dias grátis' }).click();
  await expect(page).toHaveURL(/\/ativacao-teste$/);
  await expect(page.getByTestId('trial-activate')).toBeVisible();
});

test('an administrator opens /adm and sees its menu link, without the premium offer', async ({
  page,
  request,
}) => {
  await setAccountLanguage(request, ADMIN, 0);
  await signInByApi(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/adm');
  await expect(page.getByTestId('no-access')).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByTestId('side-drawer');
  await expect(drawer.locator('a[href="/adm"]')).toBeVisible();
  await expect(drawer.locator('a[href="/seja-premium"]')).toHaveCount(0);
});

test.describe('the other-sessions dialog', () => {
  test.use({ acceptOtherSessions: false });

  test('signing in while another session is open asks whether it was the user and can end the other one', async ({
    page,
    request,
  }) => {
    const user = newUser('access-twice');
    // Registering opens a first session (its token); the page's sign-in is the second.
    const firstToken = await registerByApi(request, user);
    await page.goto('/login');
    await new LoginPage(page).signIn(user.email, user.password);

    const dialog = page.getByTestId('other-sessions-dialog');
    await expect(dialog).toContainText('Há outra sessão desta conta aberta. Foi você?');
    await expect(dialog).toContainText('O compartilhamento de senhas é proibido.');
    await dialog.getByLabel('Encerrar a sessão nos outros dispositivos').check();
    await dialog.getByRole('button', { name: 'Fui eu' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('As outras sessões foram encerradas.')).toBeVisible();

    const check = await request.post('/verificaToken', {
      data: {},
      headers: { authorization: `Bearer ${firstToken}` },
    });
    expect(check.status()).toBe(401);
  });
});
