// Sales-technician contacts (docs/product/shell.md#screens /empresa/add-contato-emp-tecnico, docs/product/shell.md#states pending/active/deactivated, docs/product/shell.md#roles):
// a farmer allows partner companies to contact them on /user; a company's sales technician asks for the
// contact on the company screen (pending); the farmer accepts on /user and sees the technician's details; the
// company's list then shows the farmer's city, state and country (active).
import type { Page } from '@playwright/test';
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

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await signInByApi(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a sales technician asks a consenting farmer for contact; the farmer accepts and both see the details', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const manager = newUser('contact-manager');
  const technician = newUser('contact-technician');
  const farmer = newUser('contact-farmer');
  const tokens = {
    manager: await registerByApi(request, manager, 'pecuarista'),
    technician: await registerByApi(request, technician, 'pecuarista'),
  };
  await registerByApi(request, farmer, 'pecuarista');
  for (const user of [manager, technician, farmer]) await setAccountLanguage(request, user, 0);

  // The company, with the technician linked as a sales technician.
  const tradeName = `Nutri Contato ${Date.now() % 100_000}`;
  const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
  const base = String(Date.now()).slice(-8).padStart(8, '2') + '0001';
  const company = await post<{ data: { id: number } }>(
    request,
    'adm/empresas/criar',
    {
      razao_social: `${tradeName} Ltda`,
      nome_fantasia: tradeName,
      cnpj: cnpjFrom(base),
      email_dono: manager.email,
    },
    admin.token,
  );
  const invited = await post<{ data: { id_emp_user: number } }>(
    request,
    'empresa/add-colaborador',
    { id_empresa: company.data.id, email: technician.email, acesso: 2 },
    tokens.manager,
  );
  await post(request, 'empresa/aceitarConvite', { id_emp_user: invited.data.id_emp_user }, tokens.technician);

  // The farmer allows partner companies to contact them.
  await page.goto('/login');
  await signIn(page, farmer.email, farmer.password);
  await page.goto('/user');
  const consent = page.getByRole('switch', { name: 'Aceito ser contatado por empresas parceiras' });
  await expect(consent).toBeEnabled();
  await expect(consent).not.toBeChecked();
  await consent.click();
  await expect(consent).toBeChecked();

  // The technician asks for the contact on the company screen: pending.
  await signIn(page, technician.email, technician.password);
  await page.goto('/empresa');
  await page.getByRole('tab', { name: 'Contatos' }).click();
  await expect(page).toHaveURL(/\/empresa\/add-contato-emp-tecnico$/);
  await page.getByTestId('contact-email').fill(farmer.email);
  await page.getByTestId('contact-send').click();
  const row = page.getByTestId('company-contacts').getByRole('row', { name: new RegExp(farmer.name) });
  await expect(row).toContainText('Pendente');
  await expect(row).not.toContainText('Viçosa');

  // The farmer accepts on /user and sees the technician's company and e-mail.
  await signIn(page, farmer.email, farmer.password);
  await page.goto('/user');
  const contactItem = page.getByTestId('partner-contact-section').locator('[data-testid^="my-contact-"]');
  await expect(contactItem).toContainText(tradeName);
  await expect(contactItem).toContainText('Pendente');
  await contactItem.getByRole('button', { name: 'Aceitar' }).click();
  await expect(contactItem).toContainText('Ativo');
  await expect(contactItem).toContainText(technician.email.toLowerCase());

  // The company's list shows the farmer's details while the contact is active.
  await signIn(page, technician.email, technician.password);
  await page.goto('/empresa/add-contato-emp-tecnico');
  const active = page.getByTestId('company-contacts').getByRole('row', { name: new RegExp(farmer.name) });
  await expect(active).toContainText('Ativo');
  await expect(active).toContainText('Viçosa, MG, Brasil');
  await expect(active).toContainText('Telefone:');
});
