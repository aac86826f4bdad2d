// The administrator's company control (docs/product/shell.md#screens /adm/empresaControle, /adm/empresa/new,
// /adm/vincular-colaborador, docs/product/shell.md#states inactive company; docs/product/calculation.md#screens /adm/empControle): the administrator creates a
// company through the screens, links a registered producer to it with a position, and the producer sees the
// company area; deactivating the company from the list takes the company area (and premium) away.
import {
  cnpjFrom,
  expect,
  newUser,
  registerByApi,
  setAccountLanguage,
  test,
  ADMIN,
  signInByApi,
} from '../fixtures';
import type { TestUser } from '../fixtures';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';

async function signInAs(page: Page, account: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.evaluate(() => {
    localStorage.removeItem('user-token');
    localStorage.removeItem('user');
  });
  await page.goto('/login');
  await new LoginPage(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/(dashboard|user)$/);
}

test('the administrator creates a company, links a producer who then sees it, and deactivating it takes the company area away', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = newUser('adm-company-owner');
  const producer = newUser('adm-company-producer');
  await registerByApi(request, owner, 'pecuarista');
  await registerByApi(request, producer, 'pecuarista');
  await setAccountLanguage(request, ADMIN, 0);
  await setAccountLanguage(request, producer, 0);
  const tradeName = `Rações Beta ${Date.now() % 100_000}`;
  const cnpj = cnpjFrom(String(Date.now()).slice(-8).padStart(8, '2') + '0001');

  // The administrator creates the company from company control (the product's spelling, docs/product/shell.md#screens).
  await signInByApi(page, ADMIN, '/adm/empControle');
  await expect(page.getByTestId('admin-tab-companies')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('company-new').click();
  await expect(page).toHaveURL(/\/adm\/empresa\/new$/);
  const form = page.getByRole('dialog');
  await form.getByTestId('admin-company-razao_social').fill(`${tradeName} Nutrição Animal Ltda`);
  await form.getByTestId('admin-company-nome_fantasia').fill(tradeName);
  await form.getByTestId('admin-company-cnpj').fill(cnpj);
  await form.getByTestId('admin-company-email_dono').fill(owner.email);
  await form.getByTestId('admin-company-save').click();
  await expect(page.getByTestId('alert-bar')).toContainText('Empresa cadastrada.');
  await expect(page).toHaveURL(/\/adm\/empresaControle$/);
  const row = page.getByTestId('companies-table').getByRole('row', { name: new RegExp(tradeName) });
  await expect(row).toContainText(owner.email);

  // They link the producer as a linked producer (the default position).
  await row.getByRole('button', { name: `Vincular colaborador a ${tradeName}` }).click();
  await expect(page).toHaveURL(/\/adm\/vincular-colaborador\?id_empresa=\d+$/);
  const linkForm = page.getByRole('dialog');
  await expect(linkForm.getByTestId('admin-link-company')).toHaveText(tradeName);
  await linkForm.getByTestId('admin-link-email').fill(producer.email);
  await linkForm.getByTestId('admin-link-submit').click();
  await expect(page.getByTestId('alert-bar')).toContainText(`${producer.email} vinculado(a) a ${tradeName}.`);

  // The producer sees the company area at once.
  await signInAs(page, producer);
  await page.goto('/empresa');
  await expect(page.getByTestId('company-name')).toHaveText(tradeName);
  await expect(page.getByText('Seu acesso: Produtor vinculado')).toBeVisible();

  // The administrator deactivates the company from the list, after confirming.
  await signInAs(page, ADMIN);
  await page.goto('/adm/empresaControle');
  await page.getByRole('switch', { name: `${tradeName} ativa` }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Desativar empresa' });
  await question.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByTestId('alert-bar')).toContainText('Empresa desativada.');
  await expect(page.getByRole('switch', { name: `${tradeName} ativa` })).not.toBeChecked();

  // The producer no longer opens the company area.
  await signInAs(page, producer);
  await page.goto('/empresa');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveCount(0);
});
