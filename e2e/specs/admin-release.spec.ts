// Releasing a new account from the bell (docs/product/shell.md#screens notification bell, docs/product/shell.md#account-state in analysis, docs/product/shell.md#roles
// Administrator; docs/product/calculation.md#notification-panel, docs/product/calls.md#calculation-calls notificacoes/userLido): with free registration off, a
// new user registers through the screens and is told the account is under review; the administrator signs
// in, sees the new user in the bell, opens it (the users tab filtered to that account), releases the
// account, and its owner can then sign in. Free registration is turned back on afterwards.
import type { APIRequestContext, Page } from '@playwright/test';
import type { TFeatureFlags } from '@cocho/contracts';
import { expect, newCpf, newUser, setAccountLanguage, test, ADMIN, postWithStatus } from '../fixtures';
import { waitForCodeSentTo } from '../outbox';
import { AppShell } from '../pages/app-shell';
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

/** Fields of the account forms by their test ids (apps/web/src/ui/account/AccountFields.tsx). */
const field = (page: Page, path: string) => page.getByTestId(`account-${path}`);

async function choose(page: Page, path: string, option: string): Promise<void> {
  await field(page, path).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pick(page: Page, path: string, typed: string, option: string): Promise<void> {
  await field(page, path).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new account awaiting release reaches the bell; the administrator releases it and its owner signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await setAccountLanguage(request, ADMIN, 0);
  await setFreeRegistration(request, false);
  try {
    // A new user registers through the screens and is told the account is under review.
    const user = { ...newUser('liberacao'), name: `Rita Liberação ${Date.now() % 1_000_000}` };
    await page.addInitScript(() => localStorage.setItem('idioma', '0'));
    await page.goto('/signin');
    await new AppShell(page).acceptCookies();
    await field(page, 'NOME').fill(user.name);
    await field(page, 'email').fill(user.email);
    await field(page, 'password').fill(user.password);
    await field(page, 'confirmacao').fill(user.password);
    await choose(page, 'perfil', 'Pecuarista');
    await choose(page, 'como_conheceu', 'Um amigo');
    await field(page, 'data_nascimento').fill('02071979');
    await choose(page, 'sexo', 'Feminino');
    await field(page, 'telefone').fill('(34) 99876-5432');
    await field(page, 'numero_documento').fill(newCpf());
    await pick(page, 'endereco.estado', 'Goiás', 'Goiás (GO)');
    await pick(page, 'endereco.cidade', 'Rio Verde', 'Rio Verde');
    await field(page, 'endereco.logradouro').fill('Rua Augusta');
    await field(page, 'endereco.numero').fill('250');
    await page.getByTestId('account-aceite').click();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByTestId('verification-code')).toBeVisible();
    await page.getByTestId('verification-code').fill(await waitForCodeSentTo(user.email));
    await page.getByRole('button', { name: 'Confirmar e criar conta' }).click();
    await expect(page.getByText('Sua conta está em análise')).toBeVisible();
    const refused = await postWithStatus<{ code: string }>(request, 'auth/appLogin', user);
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_UNDER_REVIEW']);

    // The administrator signs in and finds the new user in the bell.
    await page.evaluate(() => localStorage.removeItem('user-token'));
    await page.goto('/login');
    await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await page.getByTestId('notification-bell').click();
    const item = page
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: `${user.name} aguarda liberação` });
    await expect(item).toHaveCount(1);

    // Opening it shows that account in the users tab; the administrator releases it.
    await item.click();
    await expect(page).toHaveURL(/\/adm\?tab=users&ids=\d+$/);
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
    await expect(page).toHaveURL(/\/(dashboard|user)$/);
  } finally {
    await setFreeRegistration(request, true);
  }
});
