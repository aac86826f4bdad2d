// Field sales for a supplement company (issue 32 items 1, 2 and 5), in Portuguese and Spanish: the
// administrator makes a company; its manager invites a sales technician, whose bell shows the invitation
// (and the e-mail arrives in their language); the technician accepts in the bell, the entry leaves without a
// reload, and the consultant area opens for them; the technician asks a farmer for contact without any
// consent given beforehand; the farmer's bell names the company and the farmer accepts there; the technician
// is told (bell notice and e-mail).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, post, registerByApi, setAccountLanguage, test, ADMIN } from '../fixtures';
import type { TestUser } from '../fixtures';
import { LoginPage } from '../pages/login-page';

/** A valid CNPJ from 12 base digits (modulo-11 check digits). */
function cnpjFrom(base: string): string {
  const digit = (digits: string, weights: number[]) => {
    const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digit(`${base}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

const WORDS = {
  pt: {
    index: 0,
    invites: 'convida você',
    position: 'Técnico de vendas',
    accept: 'Aceitar',
    accepted: 'Convite aceito.',
    contactAccepted: 'Contato aceito.',
    asks: 'pede seu contato',
    toldTechnician: 'aceitou o contato de',
  },
  es: {
    index: 2,
    invites: 'lo invita',
    position: 'Técnico de ventas',
    accept: 'Aceptar',
    accepted: 'Invitación aceptada.',
    contactAccepted: 'Contacto aceptado.',
    asks: 'pide su contacto',
    toldTechnician: 'aceptó el contacto de',
  },
} as const;

async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs out, then forgets the device's language, so the next sign-in page is the browser's (pt-BR). */
async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => localStorage.clear());
}

async function newAccount(request: APIRequestContext, prefix: string, idioma: 0 | 2): Promise<TestUser> {
  const user = newUser(prefix);
  await registerByApi(request, user, 'pecuarista');
  await setAccountLanguage(request, user, idioma);
  return user;
}

for (const language of ['pt', 'es'] as const) {
  test(`[${language}] invitation → technician accepts in the bell → farmer consents in the bell`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const words = WORDS[language];
    const manager = await newAccount(request, `journey-manager-${language}`, words.index);
    const technician = await newAccount(request, `journey-tech-${language}`, words.index);
    const farmer = await newAccount(request, `journey-farmer-${language}`, words.index);

    // The administrator creates the company; its manager invites the technician.
    const tradeName = `Mineral ${language} ${Date.now() % 100_000}`;
    const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
    const company = await post<{ data: { id: number } }>(
      request,
      'adm/empresas/criar',
      {
        razao_social: `${tradeName} Ltda`,
        nome_fantasia: tradeName,
        cnpj: cnpjFrom(String(Date.now()).slice(-8).padStart(8, '2') + '0002'),
        email_dono: manager.email,
      },
      admin.token,
    );
    const managerToken = (await post<{ token: string }>(request, 'auth/appLogin', manager)).token;
    await post(
      request,
      'empresa/add-colaborador',
      { id_empresa: company.data.id, email: technician.email, acesso: 2 },
      managerToken,
    );

    // The technician's bell shows the invitation naming the company; accepting there links them.
    await signIn(page, technician);
    const bell = page.getByTestId('notification-bell');
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('1');
    await bell.click();
    const panel = page.getByTestId('notification-panel');
    const invitation = panel.getByTestId('notification-item').filter({ hasText: tradeName });
    await expect(invitation).toContainText(words.invites);
    await expect(invitation).toContainText(words.position);
    await panel.getByTestId('notification-accept').click();
    await expect(page.getByText(words.accepted)).toBeVisible();
    await expect(badge).toHaveCount(0);

    // The consultant area opens for a sales technician (spec 01 §2).
    await page.keyboard.press('Escape');
    await page.goto('/consultor');
    await expect(page.getByTestId('client-new')).toBeVisible();

    // The technician asks the farmer for contact; no consent was given beforehand.
    const technicianToken = (await post<{ token: string }>(request, 'auth/appLogin', technician)).token;
    const contact = await post<{ data: { situacao: string } }>(
      request,
      'empresa/add-contato-emp-tecnico',
      { id_empresa: company.data.id, email: farmer.email },
      technicianToken,
    );
    expect(contact.data.situacao).toBe('pendente');

    // The farmer is asked in the bell, naming the company, and accepts there.
    await signOut(page);
    await signIn(page, farmer);
    await expect(badge).toHaveText('1');
    await bell.click();
    const request_ = panel.getByTestId('notification-item').filter({ hasText: tradeName });
    await expect(request_).toContainText(words.asks);
    await panel.getByTestId('notification-accept').click();
    await expect(page.getByText(words.contactAccepted)).toBeVisible();
    await expect(badge).toHaveCount(0);

    // The technician is told, in the bell.
    await page.keyboard.press('Escape');
    await signOut(page);
    await signIn(page, technician);
    await expect(badge).toHaveText('1');
    await bell.click();
    await expect(panel.getByTestId('notification-item').first()).toContainText(words.toldTechnician);
  });
}
