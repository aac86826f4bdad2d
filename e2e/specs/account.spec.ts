import type { Page } from '@playwright/test';
import { expect, newCpf, newUser, signInAsNewUser, test } from '../fixtures';
import { latestCodeSentTo, waitForCodeSentTo } from '../outbox';
import { AppShell } from '../pages/app-shell';

/** Fields of the account forms by their test ids (apps/web/src/ui/account/AccountFields.tsx). */
const input = (page: Page, path: string) => page.getByTestId(`account-${path}`);

async function choose(page: Page, path: string, option: string): Promise<void> {
  await input(page, path).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pick(page: Page, path: string, typed: string, option: string): Promise<void> {
  await input(page, path).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Registration = {
  name: string;
  email: string;
  password: string;
  profile: string;
  discovery: string;
  sex: string;
  document: string;
  phone: string;
};

async function fillCommonFields(page: Page, user: Registration): Promise<void> {
  await input(page, 'NOME').fill(user.name);
  await input(page, 'email').fill(user.email);
  await input(page, 'password').fill(user.password);
  await input(page, 'confirmacao').fill(user.password);
  await choose(page, 'perfil', user.profile);
  await choose(page, 'como_conheceu', user.discovery);
  await input(page, 'data_nascimento').fill('14031985');
  await choose(page, 'sexo', user.sex);
  await input(page, 'telefone').fill(user.phone);
  await input(page, 'numero_documento').fill(user.document);
}

async function enterMailedCode(page: Page, email: string, confirmLabel: string): Promise<void> {
  await expect(page.getByTestId('verification-code')).toBeVisible();
  await page.getByTestId('verification-code').fill(await waitForCodeSentTo(email));
  await page.getByRole('button', { name: confirmLabel }).click();
}

test('Portuguese: register with a CPF through the screens, confirm the mailed code, edit the address on /user', async ({
  page,
}) => {
  const user = newUser('conta-pt');
  await page.goto('/signin');
  await new AppShell(page).acceptCookies();
  await expect(input(page, 'endereco.pais')).toHaveValue('Brasil');
  await expect(page.getByLabel('CPF/CNPJ')).toBeVisible();

  await fillCommonFields(page, {
    ...user,
    profile: 'Pecuarista',
    discovery: 'Livros',
    sex: 'Feminino',
    document: '529.982.247-24',
    phone: '(31) 98765-4321',
  });
  await input(page, 'numero_documento').blur();
  await expect(page.getByText('CPF inválido: confira os 11 dígitos.')).toBeVisible();
  await input(page, 'numero_documento').fill(newCpf());
  await pick(page, 'endereco.estado', 'Minas', 'Minas Gerais (MG)');
  await pick(page, 'endereco.cidade', 'Viçosa', 'Viçosa');
  await input(page, 'endereco.logradouro').fill('Rua dos Estudantes');
  await input(page, 'endereco.numero').fill('12');
  await input(page, 'endereco.cep').fill('36570000');
  await expect(input(page, 'endereco.cep')).toHaveValue('36570-000');
  await page.getByTestId('account-aceite').click();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page.getByText(`Se ${user.email} puder ser usado em uma nova conta`)).toBeVisible();
  await enterMailedCode(page, user.email, 'Confirmar e criar conta');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/user');
  await expect(input(page, 'NOME')).toHaveValue(user.name);
  await expect(input(page, 'email')).toHaveValue(user.email);
  await expect(input(page, 'data_nascimento')).toHaveValue('14/03/1985');
  await pick(page, 'endereco.estado', 'São', 'São Paulo (SP)');
  await expect(input(page, 'endereco.cidade')).toHaveValue('');
  await pick(page, 'endereco.cidade', 'Piracicaba', 'Piracicaba');
  await input(page, 'endereco.logradouro').fill('Avenida Pádua Dias');
  await input(page, 'endereco.numero').fill('11');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('alert-bar')).toHaveText('Dados cadastrais salvos.');

  await page.reload();
  await expect(input(page, 'endereco.cidade')).toHaveValue('Piracicaba');
  await expect(input(page, 'endereco.estado')).toHaveValue('São Paulo (SP)');
  await expect(input(page, 'endereco.logradouro')).toHaveValue('Avenida Pádua Dias');
  await expect(input(page, 'endereco.numero')).toHaveValue('11');
});

test('Spanish: register outside Brazil with a document number, then reset the forgotten password', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('idioma', '2'));
  const user = newUser('cuenta-es');
  const newPassword = 'otra-clave-456';
  await page.goto('/signin');
  await new AppShell(page).acceptCookies();
  await expect(input(page, 'endereco.pais')).toHaveValue('');

  await fillCommonFields(page, {
    ...user,
    profile: 'Consultor',
    discovery: 'Un amigo',
    sex: 'Masculino',
    document: '',
    phone: '351 555 1234',
  });
  await pick(page, 'endereco.pais', 'Argen', 'Argentina');
  await expect(page.getByLabel('Número de documento')).toBeVisible();
  await page.getByTestId('account-aceite').click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Revise los campos destacados.');
  await expect(page.getByText('Campo obligatorio.')).toBeVisible();

  await input(page, 'numero_documento').fill(`DNI ${Date.now() % 100_000_000}`);
  await input(page, 'endereco.cidade').fill('Córdoba');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText(`Si ${user.email} puede usarse para una cuenta nueva`)).toBeVisible();
  const registrationCode = await waitForCodeSentTo(user.email);
  await enterMailedCode(page, user.email, 'Confirmar y crear cuenta');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => {
    localStorage.removeItem('user-token');
    localStorage.removeItem('user');
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Olvidé mi contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restablecer contraseña' });
  await dialog.getByTestId('forgot-email').fill(user.email);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText(`Si ${user.email} tiene una cuenta`)).toBeVisible();
  await expect.poll(() => latestCodeSentTo(user.email)).not.toBe(registrationCode);
  await dialog.getByTestId('forgot-codigo').fill((await latestCodeSentTo(user.email)) ?? '');
  await dialog.getByTestId('forgot-password').fill(newPassword);
  await dialog.getByTestId('forgot-confirmacao').fill(newPassword);
  await dialog.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('password-reset')).toHaveText(
    'Contraseña cambiada. Inicie sesión con su nueva contraseña.',
  );

  const form = page.getByRole('form', { name: 'Iniciar sesión en Cocho' });
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(user.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Correo electrónico o contraseña incorrectos.');
  await form.getByLabel('Contraseña', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('profile picture: choose, crop, save at most 1024 px, delete', async ({ page, request }) => {
  await signInAsNewUser(page, request, 'foto', { path: '/user' });
  await expect(page.getByTestId('photo-preview')).toContainText('Nenhuma foto ainda.');
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1600;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2e7d32';
      context.fillRect(0, 0, 2400, 1600);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page.getByTestId('photo-file').setInputFiles({
    name: 'pasto.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  const dialog = page.getByTestId('image-crop-dialog');
  await expect(dialog.getByRole('heading', { name: 'Recortar a foto' })).toBeVisible();
  await dialog.getByTestId('image-crop-save').click();
  await expect(page.getByTestId('alert-bar')).toHaveText('Foto salva.');
  const picture = page.getByRole('img', { name: 'Sua foto do perfil' });
  await expect(picture).toBeVisible();
  const size = await picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(size).toEqual([1024, 512]);

  await page.getByTestId('photo-remove').click();
  await expect(page.getByTestId('alert-bar')).toHaveText('Foto excluída.');
  await expect(page.getByTestId('photo-preview')).toContainText('Nenhuma foto ainda.');
});
