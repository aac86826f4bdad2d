// Lost updates (docs/decisions/one-pass-saves.md): a save carries the version the screen read; when another
// tab or device saved the record meanwhile, the server answers 409 and the screen asks: keep both (ours as a
// new record) or load the saved version.
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, post, setAccountLanguage, test, tokenOf, signInByApi } from '../fixtures';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { DietPage } from '../pages/diet-page';

test.beforeEach(async ({ request }) => {
  await setAccountLanguage(request, ADMIN, 0);
});

async function dietNamesStartingWith(request: APIRequestContext, token: string, prefix: string) {
  const { data } = await post<{ data: { id: number; nome: string }[] }>(
    request,
    'dieta/minhasDietas',
    { limite: 200 },
    token,
  );
  return data.filter((row) => row.nome.startsWith(prefix));
}

/** Opens saved diet `id` in the wizard, then another tab (the API) saves it under `otherName`. */
async function openThenChangeElsewhere(page: Page, request: APIRequestContext, token: string, name: string) {
  const id = await saveDietByApi(request, token, uncalculatedDietRecord({ nome: name }));
  await signInByApi(page, ADMIN, `/formulacao-dieta?did=${id}`);
  await expect(page.getByTestId('saved-name')).toHaveText(name);
  const otherName = `${name} outra aba`;
  await post(
    request,
    'dieta/saveFD',
    { id, dieta: JSON.stringify(uncalculatedDietRecord({ nome: otherName, id })) },
    token,
  );
  return { id, otherName };
}

test('saving over a diet changed elsewhere offers keep both, which keeps both', async ({ page, request }) => {
  const token = await tokenOf(request);
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
  const token = await tokenOf(request);
  const name = `Recarga ${Date.now()}`;
  const { otherName } = await openThenChangeElsewhere(page, request, token, name);

  await new DietPage(page).save(name);
  await page.getByRole('button', { name: 'Outras opções' }).click();
  await page.getByRole('button', { name: 'Carregar versão salva' }).click();
  await expect(page.getByTestId('saved-name')).toHaveText(otherName);
  expect((await dietNamesStartingWith(request, token, name)).map((row) => row.nome)).toEqual([otherName]);
});
