// A new user's path, in Portuguese and in Spanish: register with a CPF through the screens,
// confirm the code mailed to the outbox, complete the profile on /user, activate the 7-day trial, and see
// the premium actions appear (saving a diet opens the save dialog instead of the plans offer).
import type { Page } from '@playwright/test';
import { expect, newCpf, newUser, test } from '../fixtures';
import { waitForCodeSentTo } from '../outbox';
import { AppShell } from '../pages/app-shell';
import { DietPage } from '../pages/diet-page';

const WORDS = {
  pt: {
    idioma: '0',
    profile: 'Pecuarista',
    discovery: 'Um amigo',
    sex: 'Masculino',
    createAccount: 'Criar conta',
    confirmCode: 'Confirmar e criar conta',
    profileSaved: 'Dados cadastrais salvos.',
    offerTitle: 'Recurso Premium',
    trialActivated: 'Teste Premium ativado!',
    corn: 'Milho moído médio',
  },
  es: {
    idioma: '2',
    profile: 'Ganadero',
    discovery: 'Un amigo',
    sex: 'Masculino',
    createAccount: 'Crear cuenta',
    confirmCode: 'Confirmar y crear cuenta',
    profileSaved: 'Datos de registro guardados.',
    offerTitle: 'Recurso Premium',
    trialActivated: '¡Prueba Premium activada!',
    corn: 'Maíz molido medio',
  },
} as const;

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

/** Adds a feed on step 3 and presses "save diet". */
async function pressSaveDiet(page: Page, corn: string): Promise<void> {
  const diet = new DietPage(page);
  await diet.goto();
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  await diet.addFeed(corn);
  await expect(diet.selectedFeeds()).toHaveCount(1);
  await page.getByTestId('save-diet').click();
}

for (const language of ['pt', 'es'] as const) {
  test(`[${language}] a new user registers with a CPF, confirms the mailed code, completes the profile, activates the trial and can save diets`, async ({
    page,
  }) => {
    // Registration, two diet wizards, the trial and a save: a long journey (11 s alone, over 30 s on a
    // busy two-core run).
    test.setTimeout(90_000);
    const words = WORDS[language];
    const user = newUser(`jornada-${language}`);
    await page.addInitScript((idioma) => localStorage.setItem('idioma', idioma), words.idioma);
    // The first diet is left unsaved; when its draft was written before the second visit, the wizard offers
    // it back: this journey declines (whether it was written in time depends on the machine's speed).
    await page.addLocatorHandler(
      page.getByRole('dialog').filter({ hasText: /Dieta não salva|Dieta sin guardar/ }),
      async (offer) => {
        await offer.getByRole('button', { name: 'Descartar' }).click();
      },
    );

    // Registration through the screens, with a Brazilian CPF.
    await page.goto('/signin');
    await new AppShell(page).acceptCookies();
    if (language !== 'pt') await pick(page, 'endereco.pais', 'Bras', 'Brasil');
    await expect(page.getByLabel('CPF/CNPJ')).toBeVisible();
    await field(page, 'NOME').fill(user.name);
    await field(page, 'email').fill(user.email);
    await field(page, 'password').fill(user.password);
    await field(page, 'confirmacao').fill(user.password);
    await choose(page, 'perfil', words.profile);
    await choose(page, 'como_conheceu', words.discovery);
    await field(page, 'data_nascimento').fill('02071979');
    await choose(page, 'sexo', words.sex);
    await field(page, 'telefone').fill('(34) 99876-5432');
    await field(page, 'numero_documento').fill(newCpf());
    await pick(page, 'endereco.estado', 'Goiás', 'Goiás (GO)');
    await pick(page, 'endereco.cidade', 'Rio Verde', 'Rio Verde');
    await field(page, 'endereco.logradouro').fill('Rua Augusta');
    await field(page, 'endereco.numero').fill('250');
    await page.getByTestId('account-aceite').click();
    await page.getByRole('button', { name: words.createAccount }).click();

    // The code arrives in the outbox (no SMTP in tests) and signs the new account in.
    await expect(page.getByTestId('verification-code')).toBeVisible();
    await page.getByTestId('verification-code').fill(await waitForCodeSentTo(user.email));
    await page.getByRole('button', { name: words.confirmCode }).click();
    // Confirming signs in (an argon2id hash): seconds on a busy machine.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

    // A free account: saving a diet offers the plans.
    await pressSaveDiet(page, words.corn);
    const offer = page.getByRole('dialog').filter({ hasText: words.offerTitle });
    await expect(offer).toBeVisible();
    await expect(page.getByTestId('save-name')).toHaveCount(0);

    // Completing the profile: the details registration left empty, kept after a reload.
    await page.goto('/user');
    await field(page, 'endereco.bairro').fill('Centro');
    await field(page, 'endereco.complemento').fill('Sala 3');
    await field(page, 'endereco.cep').fill('75901000');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('alert-bar')).toHaveText(words.profileSaved);
    await page.reload();
    await expect(field(page, 'endereco.bairro')).toHaveValue('Centro');
    await expect(field(page, 'endereco.complemento')).toHaveValue('Sala 3');
    await expect(field(page, 'endereco.cep')).toHaveValue('75901-000');

    // The 7-day trial, then the premium action at once.
    await page.goto('/ativacao-teste');
    await page.getByTestId('trial-activate').click();
    await expect(page.getByTestId('trial-activated')).toContainText(words.trialActivated);
    await pressSaveDiet(page, words.corn);
    await expect(page.getByTestId('save-name')).toBeVisible();
    await expect(page.getByRole('dialog').filter({ hasText: words.offerTitle })).toHaveCount(0);
  });
}
