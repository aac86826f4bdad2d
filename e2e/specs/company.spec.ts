// Companies (docs/product/shell.md#screens /empresa and the user menu, docs/product/shell.md#company, docs/product/shell.md#roles company roles): the administrator creates a
// company whose first manager is a registered user; the manager signs in, sees the company at /empresa and
// invites a producer as a linked producer; the producer accepts the invitation in the user menu, which then
// lists the company with the access type, and the company area opens for them.
import {
  cnpjFrom,
  expect,
  newUser,
  registerByApi,
  setAccountLanguage,
  test,
  ADMIN,
  post,
  signInByApi,
} from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';

test('a manager made by the administrator invites a linked producer, who accepts and sees the company', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const manager = newUser('company-manager');
  const producer = newUser('company-producer');
  await registerByApi(request, manager, 'pecuarista');
  await registerByApi(request, producer, 'pecuarista');
  await setAccountLanguage(request, manager, 0);
  await setAccountLanguage(request, producer, 0);

  // The administrator creates the company with its first manager.
  const tradeName = `Nutri Alfa ${Date.now() % 100_000}`;
  const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
  const base = String(Date.now()).slice(-8).padStart(8, '1') + '0001';
  await post(
    request,
    'adm/empresas/criar',
    {
      razao_social: `${tradeName} Nutrição Animal Ltda`,
      nome_fantasia: tradeName,
      cnpj: cnpjFrom(base),
      email_dono: manager.email,
    },
    admin.token,
  );

  // The manager signs in and sees the company.
  await signInByApi(page, manager, '/empresa');
  await expect(page.getByTestId('company-name')).toHaveText(tradeName);
  await expect(page.getByText('Seu acesso: Gestor')).toBeVisible();

  // They invite the producer as a linked producer (the default position).
  await page.getByRole('tab', { name: 'Adicionar colaborador' }).click();
  await expect(page).toHaveURL(/\/empresa\/add-colaborador$/);
  await page.getByTestId('collaborator-email').fill(producer.email);
  await page.getByTestId('collaborator-send').click();
  await expect(page.getByText(`Convite enviado para ${producer.email}.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Colaboradores' }).click();
  const invited = page.getByTestId('collaborators').getByRole('row', { name: new RegExp(producer.email) });
  await expect(invited).toContainText('Produtor vinculado');
  await expect(invited).toContainText('Convite enviado');

  // The producer signs in: the invitation waits in the user menu; accepting links them.
  await new AppShell(page).signOut();
  await expect(page).toHaveURL(/\/login/);
  await new LoginPage(page).signIn(producer.email, producer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('user-menu').click();
  const companies = page.getByTestId('user-menu-companies');
  await expect(companies).toContainText(tradeName);
  await expect(companies).toContainText('Convite como Produtor vinculado');
  await companies.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByText('Convite aceito.')).toBeVisible();
  await expect(companies).toContainText('Produtor vinculado');
  await expect(companies.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The company area now opens for them, without the manager's tabs.
  await page.goto('/empresa');
  await expect(page.getByTestId('company-name')).toHaveText(tradeName);
  await expect(page.getByText('Seu acesso: Produtor vinculado')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Editar' })).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-companies')).toContainText(tradeName);
});
