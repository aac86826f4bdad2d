// The administrator on a 390 × 844 phone: every administration route of the app's route table (read at run
// time, e2e/routes.ts) and every tab of the area fits the phone as drawn (e2e/layout-audit.ts: no clipped
// table value or heading, the page does not scroll sideways, the title is readable); in the users tab the
// edit button of each row stays inside the screen (the column is pinned to the right edge while the table
// scrolls sideways).
import type { Page } from '@playwright/test';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import {
  ADMIN,
  cnpjFrom,
  expect,
  newUser,
  post,
  registerByApi,
  setAccountLanguage,
  test,
  tokenOf,
  signInByApi,
} from '../fixtures';
import { layoutProblems } from '../layout-audit';
import { newAdministrator, openInApp, routeTitle, settled, signedInRoutes } from '../routes';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test("the users table's edit column is on screen at 390 px and opens the account", async ({
  page,
  request,
}) => {
  await setAccountLanguage(request, ADMIN, 0);
  // Signed in through the API straight onto the users tab (the sign-in form has its own specs).
  await signInByApi(page, ADMIN, '/adm?tab=users');
  const edit = page.locator('[data-testid^="user-edit-"]').first();
  await expect(edit).toBeVisible();
  const box = await edit.boundingBox();
  expect(box, 'the edit button is laid out').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  await edit.click();
  await expect(page.getByRole('dialog').getByTestId('user-save')).toBeVisible();
});

/**
 * The page title is readable: it has text, does not cut it, is wider than 60 px and lies inside the screen
 * (a title squeezed beside the menu button to a sliver fails).
 */
async function expectReadableTitle(page: Page, where: string): Promise<void> {
  const title = page.getByTestId('page-title');
  await expect(title).toBeVisible();
  const measured = await title.evaluate((element) => ({
    width: element.getBoundingClientRect().width,
    left: element.getBoundingClientRect().left,
    right: element.getBoundingClientRect().right,
    cut: element.scrollWidth > element.clientWidth + 1,
    text: (element.textContent ?? '').trim(),
  }));
  expect.soft(measured.text, `the title on ${where}`).not.toBe('');
  expect.soft(measured.cut, `the title on ${where} cuts its text`).toBe(false);
  expect.soft(measured.width, `the title on ${where} is a sliver`).toBeGreaterThan(60);
  expect.soft(measured.left, `the title on ${where} starts off screen`).toBeGreaterThanOrEqual(0);
  expect.soft(measured.right, `the title on ${where} ends off screen`).toBeLessThanOrEqual(PHONE.width);
}

/** Nothing loading and no transition running, then the layout check (soft: one run lists every screen). */
async function expectAdminLayoutFits(page: Page, where: string): Promise<void> {
  await settled(page);
  await expectReadableTitle(page, where);
  expect.soft(await layoutProblems(page), `layout problems on ${where}`).toEqual([]);
}

test('every administration route and tab fits a phone', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Long values in the lists: a user with a long name who sent feedback and asked for premium.
  const farmer = {
    ...newUser('adm-phone-farmer'),
    name: 'Maria Aparecida dos Santos Figueiredo de Albuquerque',
  };
  const farmerToken = await registerByApi(request, farmer);
  await post(
    request,
    'feedback/enviar',
    {
      tipo: 'sugestao',
      mensagem: 'Seria ótimo poder exportar a ficha de trato com o nome do lote e a data de cada trato.',
      nota: 4,
    },
    farmerToken,
  );
  await post(
    request,
    'premium/solicitar',
    { mensagem: 'Gostaria de assinar o plano anual para a consultoria da cooperativa.' },
    farmerToken,
  );

  // A trial account (premium for 7 days) keeps a diet with a long name.
  const trial = newUser('adm-phone-trial');
  const trialToken = await registerByApi(request, trial);
  await post(request, 'premium/ativarTeste', {}, trialToken);
  await saveDietByApi(
    request,
    trialToken,
    uncalculatedDietRecord({ nome: 'Terminação intensiva do lote 14 – novilhos cruzados Angus × Nelore' }),
  );

  // A company with a long name, so the companies' list has a row.
  const stamp = String(Date.now()).slice(-8);
  await post(
    request,
    'adm/empresas/criar',
    {
      razao_social: `Cooperativa Agropecuária dos Produtores do Triângulo Mineiro ${stamp} Ltda`,
      nome_fantasia: `Cooperativa Agropecuária do Triângulo ${stamp}`,
      cnpj: cnpjFrom(`${stamp}0001`),
      email_dono: farmer.email,
    },
    await tokenOf(request),
  );

  const { user } = await newAdministrator(request, 'adm-phone');
  await setAccountLanguage(request, user, 0);
  await signInByApi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);

  const routes = (await signedInRoutes()).filter(
    (route) => route.path === '/adm' || route.path.startsWith('/adm/'),
  );
  expect(routes.length, 'the route table has administration routes').toBeGreaterThan(10);
  for (const route of routes) {
    await openInApp(page, route.path, routeTitle('pt', route));
    await expectAdminLayoutFits(page, route.path);
  }

  // Every tab of the area, also those only reached by a query (?tab=anuncios, cupons, flags, mapa-livre).
  await openInApp(page, '/adm');
  const tabs = await page
    .locator('[data-testid^="admin-tab-"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''));
  expect(tabs.length, 'the administration tabs').toBeGreaterThan(10);
  for (const tab of tabs) {
    const button = page.getByTestId(tab);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(button).toHaveAttribute('aria-selected', 'true');
    await expectAdminLayoutFits(
      page,
      `the tab ${tab} (${new URL(page.url()).pathname}${new URL(page.url()).search})`,
    );
  }
});
