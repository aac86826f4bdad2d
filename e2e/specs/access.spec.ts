import { expect, setAccountLanguage, signInAsNewUser, test } from '../fixtures';
import { LoginPage } from '../pages/login-page';

const ADMIN = { email: 'admin@cocho.test', password: 'e2e-admin-password' };

test('a free user sees the no-access page on /adm and /empresa and no link to them', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'access-free');

  await page.goto('/adm');
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

test('saving a diet offers a free user the plans', async ({ page, request }) => {
  await signInAsNewUser(page, request, 'access-save');

  await page.goto('/formulacao-dieta');
  await page.getByTestId('save-diet').click();
  const offer = page.getByRole('dialog').filter({ hasText: 'Recurso Premium' });
  await expect(offer).toContainText('Seja Premium para usar este e outros recursos.');
  await offer.getByRole('button', { name: 'Ver planos' }).click();
  await expect(page).toHaveURL(/\/seja-premium$/);
});

test('an administrator opens /adm and sees its menu link, without the premium offer', async ({
  page,
  request,
}) => {
  await setAccountLanguage(request, ADMIN, 0);
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/adm');
  await expect(page.getByTestId('no-access')).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByTestId('side-drawer');
  await expect(drawer.locator('a[href="/adm"]')).toBeVisible();
  await expect(drawer.locator('a[href="/seja-premium"]')).toHaveCount(0);
});
