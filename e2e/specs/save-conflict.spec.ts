// Lost updates (docs/decisions/one-pass-saves.md): a save carries the version the screen read; when another
// tab or device saved the record meanwhile, the server answers 409 and the screen asks: keep both (ours as a
// new record) or load the saved version.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setAccountLanguage, test } from '../fixtures';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { DietPage } from '../pages/diet-page';
import { LoginPage } from '../pages/login-page';

/** The first administrator of playwright.config.ts: administrators count as premium, so they may save. */
const ADMIN = { email: 'admin@cocho.test', password: 'e2e-admin-password' };

test.beforeEach(async ({ request }) => {
  await setAccountLanguage(request, ADMIN, 0);
});

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/appLogin', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function dietNamesStartingWith(request: APIRequestContext, token: string, prefix: string) {
  const response = await request.post('/dieta/minhasDietas', {
    data: { limite: 200 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const rows = ((await response.json()) as { data: { id: number; nome: string }[] }).data;
  return rows.filter((row) => row.nome.startsWith(prefix));
}

/** Opens saved diet `id` in the wizard, then another tab (the API) saves it under `otherName`. */
async function openThenChangeElsewhere(page: Page, request: APIRequestContext, token: string, name: string) {
  const id = await saveDietByApi(request, token, uncalculatedDietRecord({ nome: name }));
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/formulacao-dieta?did=${id}`);
  await expect(page.getByTestId('saved-name')).toHaveText(name);
  const otherName = `${name} outra aba`;
  const changed = await request.post('/dieta/saveFD', {
    data: { id, dieta: JSON.stringify(uncalculatedDietRecord({ nome: otherName, id })) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { id, otherName };
}

test('saving over a diet changed elsewhere offers keep both, which keeps both', async ({ page, request }) => {
  const token = await adminToken(request);
  const name = `Conflito ${Date.now()}`;
  const { id, otherName } = await openThenChangeElsewhere(page, request, token, name);

  await new DietPage(page).save(name);
  await page.getByRole('button', { name: 'Manter os dois' }).click();
  await expect(page.getByTestId('saved-name')).toHaveText(new RegExp(`^${name} \\(minha versão `));

  await expect.poll(async () => (await dietNamesStartingWith(request, token, name)).length).toBe(2);
  const rows = await dietNamesStartingWith(request, token, name);
  expect(rows.find((row) => row.id === id)?.nome).toBe(otherName);
});

test('or loads the saved version instead, dropping the edit', async ({ page, request }) => {
  const token = await adminToken(request);
  const name = `Recarga ${Date.now()}`;
  const { otherName } = await openThenChangeElsewhere(page, request, token, name);

  await new DietPage(page).save(name);
  await page.getByRole('button', { name: 'Outras opções' }).click();
  await page.getByRole('button', { name: 'Carregar versão salva' }).click();
  await expect(page.getByTestId('saved-name')).toHaveText(otherName);
  expect((await dietNamesStartingWith(request, token, name)).map((row) => row.nome)).toEqual([otherName]);
});
