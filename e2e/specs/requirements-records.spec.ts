// Saved requirements tables (mode E, docs/decisions/saved-requirements.md): a premium user calculates the
// requirements of an animal, edits one value, saves the table, opens the screen afresh and reopens it
// from My requirements with the same animal and the same numbers; the save menu's labels in English.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, post, registerByApi, test, tokenOf, signInByApi } from '../fixtures';
import { RequirementsPage } from '../pages/requirements-page';

/** A new user made premium by a coupon (saving is premium); answers the user. */
async function premiumUser(request: APIRequestContext, prefix: string) {
  const admin = await tokenOf(request);
  const codigo = `EXIG${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await post(request, 'adm/cupons/criar', { codigo, tipo: 2, dias: 30, max_clientes: 3 }, admin);
  const user = newUser(prefix);
  const token = await registerByApi(request, user);
  await post(request, 'cupom/ativar', { codigo }, token);
  return user;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await signInByApi(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
}

const SHOWN = ['CMS', 'NDT', 'PB', 'Ca'] as const;

test('a requirements table is saved and reopened from My requirements with the same numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await premiumUser(request, 'req-records');
  await signIn(page, user.email, user.password);
  const screen = new RequirementsPage(page);
  await screen.goto();
  // The screen's module loads on demand: a busy machine may take a while.
  await expect(screen.summaryValue('CMS')).toBeVisible({ timeout: 30_000 });

  await screen.fillAnimal({ peso_corporal_inicial: '320', ganho_medio_diario: '1,1' });
  await screen.calculate();
  await expect(page.getByTestId('requirements-stale')).toHaveCount(0);
  await screen.editCell('PB', 'ideal', '987,65');
  await expect(screen.editedMarker('PB')).toBeVisible();
  const shown: Record<string, string> = {};
  for (const key of SHOWN) shown[key] = await screen.cell(key, 'ideal').inputValue();
  expect(shown.PB).toBe('987,65');
  const summary = (await screen.summaryValue('CMS').textContent()) ?? '';

  await page.getByTestId('requirements-menu').click();
  await page.getByTestId('save-requirements').click();
  await page.getByTestId('save-name').fill('Garrotes 320 kg');
  await page.getByTestId('save-confirm').click();
  await expect(page.getByTestId('saved-requirements-name')).toHaveText('Garrotes 320 kg', {
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/calcula-exigencias\?did=\d+$/);

  // A fresh screen shows the default animal; the saved table comes back from the list.
  await page.goto('/calcula-exigencias');
  await expect(screen.summaryValue('CMS')).toBeVisible({ timeout: 30_000 });
  await expect(screen.animalInput('peso_corporal_inicial')).not.toHaveValue('320');
  await page.getByTestId('my-requirements').click();
  const item = page.getByTestId('saved-requirements-item').filter({ hasText: 'Garrotes 320 kg' });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await item.getByTestId('open-requirements').click();
  await expect(page).toHaveURL(/\/calcula-exigencias\?did=\d+$/);
  await expect(page.getByTestId('saved-requirements-name')).toHaveText('Garrotes 320 kg', {
    timeout: 30_000,
  });
  // The form writes the stored numbers back with the field's decimals.
  await expect(screen.animalInput('peso_corporal_inicial')).toHaveValue(/^320(,0+)?$/);
  await expect(screen.animalInput('ganho_medio_diario')).toHaveValue(/^1,10?$/);
  for (const key of SHOWN) await expect(screen.cell(key, 'ideal')).toHaveValue(shown[key]!);
  await expect(screen.editedMarker('PB')).toBeVisible();
  await expect(screen.summaryValue('CMS')).toHaveText(summary);
  await expect(page.getByTestId('requirements-stale')).toHaveCount(0);

  // The same actions in English.
  await page.evaluate(() => localStorage.setItem('idioma', '1'));
  await page.reload();
  await expect(page.getByTestId('my-requirements')).toHaveText('My requirements', { timeout: 30_000 });
  await expect(page.getByTestId('requirements-menu')).toHaveText('Save and share');
  await page.getByTestId('requirements-menu').click();
  await expect(page.getByTestId('save-requirements')).toContainText('Save requirements');
});
