// Administration (docs/product/shell.md#screens /adm, docs/product/shell.md#account-state, docs/product/shell.md#roles Administrator): with free registration turned off in the
// flags tab, a new account waits under review; the administrator finds it in the users tab and releases it,
// and its owner signs in. Free registration is turned back on afterwards (other specs rely on it).
import type { APIRequestContext } from '@playwright/test';
import type { TFeatureFlags } from '@cocho/contracts';
import { expect, newUser, registerByApi, setAccountLanguage, test, ADMIN, postWithStatus } from '../fixtures';
import { LoginPage } from '../pages/login-page';

async function setFreeRegistration(request: APIRequestContext, isOn: boolean): Promise<void> {
  const admin = await postWithStatus<{ token: string }>(request, 'auth/appLogin', ADMIN);
  const flags = await postWithStatus<TFeatureFlags>(request, 'flags/get', {});
  const saved = await postWithStatus<TFeatureFlags>(
    request,
    'adm/flags/update',
    { ...flags.body, global: { ...flags.body.global, free_registration: isOn } },
    admin.body.token,
  );
  expect(saved.body.global.free_registration).toBe(isOn);
}

test('with free registration off, the administrator releases a new account and its owner signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await setAccountLanguage(request, ADMIN, 0);
  try {
    // The administrator turns free registration off in the flags tab.
    await page.goto('/login');
    await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/adm?tab=flags');
    const freeRegistration = page.getByTestId('flag-free_registration');
    await expect(freeRegistration).toBeChecked();
    await freeRegistration.uncheck();
    await page.getByTestId('flags-save').click();
    await expect(page.getByTestId('alert-bar')).toContainText('Salvo com sucesso');
    expect(
      (await postWithStatus<TFeatureFlags>(request, 'flags/get', {})).body.global.free_registration,
    ).toBe(false);

    // A new account now waits for release.
    const user = newUser('admin-release');
    await registerByApi(request, user, 'pecuarista');
    const refused = await postWithStatus<{ code: string }>(request, 'auth/appLogin', user);
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_UNDER_REVIEW']);

    // The administrator finds it in the users tab and releases it.
    await page.getByTestId('admin-tab-users').click();
    await expect(page).toHaveURL(/\/adm\?tab=users$/);
    await page.getByTestId('users-text').fill(user.email);
    await page.getByTestId('users-search').click();
    const row = page.locator('[data-testid^="user-row-"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(user.email);
    await expect(row).toContainText('Em análise');
    await row.getByRole('button', { name: `Editar ${user.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('user-flag-liberado').check();
    await dialog.getByTestId('user-save').click();
    await expect(page.getByTestId('alert-bar')).toContainText('Salvo com sucesso');
    await dialog.getByTestId('user-dialog-close').click();
    await expect(row).toContainText('Ativo');

    // The owner signs in.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await setFreeRegistration(request, true);
  }
});
