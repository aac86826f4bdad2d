// Sharing diets (docs/product/shell.md#screens shared by me and received, public link generation; docs/product/shell.md#sharing): a
// consultant shares a saved diet read-only with a farmer in the share dialog and makes a public link; the
// farmer opens it from "shared with me" (marked read, then the wizard with the share in the query) and from
// the link, and cannot save over it either way.
import type { Page } from '@playwright/test';
import {
  expect,
  newUser,
  registerByApi,
  setAccountLanguage,
  test,
  ADMIN,
  post,
  signInByApi,
} from '../fixtures';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';

const WORDS = {
  pt: {
    index: 0,
    shared: 'Compartilhado com',
    readOnly: 'somente para leitura',
    linkReadOnly: 'link público',
  },
  en: { index: 1, shared: 'Shared with', readOnly: 'read-only', linkReadOnly: 'public read-only link' },
} as const;

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await signInByApi(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = page.getByTestId('cookies-accept');
  await cookies.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => cookies.click(),
    () => undefined,
  );
}

for (const language of ['pt', 'en'] as const) {
  test(`[${language}] a consultant shares a diet read-only; the farmer opens it from the list and the link and cannot save`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const words = WORDS[language];

    // The owner: a consultant plan (premium and sharing) by the administrator's coupon; a saved diet.
    const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
    const codigo = `PARTILHA${language.toUpperCase()}${Date.now()}`;
    await post(request, 'adm/cupons/criar', { codigo, tipo: 2, dias: 30, max_clientes: 3 }, admin.token);
    const owner = newUser(`share-owner-${language}`);
    const ownerToken = await registerByApi(request, owner);
    await post(request, 'cupom/ativar', { codigo }, ownerToken);
    await setAccountLanguage(request, owner, words.index);
    const dietName = `Dieta partilhada ${language} ${Date.now() % 100_000}`;
    const dietId = await saveDietByApi(request, ownerToken, uncalculatedDietRecord({ nome: dietName }));

    // The farmer: a free account.
    const farmer = newUser(`share-farmer-${language}`);
    await registerByApi(request, farmer, 'pecuarista');
    await setAccountLanguage(request, farmer, words.index);

    // The owner shares it read-only in the dialog and makes a public link.
    await signIn(page, owner.email, owner.password);
    await page.goto(`/formulacao-dieta?did=${dietId}`);
    await expect(page.getByTestId('saved-name')).toContainText(dietName);
    await page.getByTestId('share-diet').click();
    const dialog = page.getByTestId('share-dialog');
    await dialog.getByTestId('share-email').fill(farmer.email);
    await expect(dialog.getByTestId('share-pode_ler')).toBeChecked();
    await expect(dialog.getByTestId('share-pode_editar')).not.toBeChecked();
    await dialog.getByTestId('share-submit').click();
    await expect(page.getByTestId('alert-bar')).toContainText(
      `${words.shared} ${farmer.email.toLowerCase()}`,
    );
    await dialog.getByTestId('share-link-create').click();
    const linkField = dialog.getByTestId('share-link');
    await expect(linkField).toHaveValue(new RegExp(`/formulacao-dieta\\?did=${dietId}&assinatura=`));
    const link = await linkField.inputValue();
    await dialog.getByTestId('share-close').click();

    // The owner sees it among the diets shared by them, by the e-mail typed until the farmer opens it.
    await page.getByTestId('my-diets').click();
    await expect(page.getByTestId('shared-given-item').filter({ hasText: dietName })).toContainText(
      farmer.email.toLowerCase(),
    );
    await page.keyboard.press('Escape');

    // The farmer opens it from "shared with me": marked read, then the wizard with the share in the query.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, farmer.email, farmer.password);
    await page.goto('/formulacao-dieta');
    await page.getByTestId('my-diets').click();
    const received = page.getByTestId('shared-received-item').filter({ hasText: dietName });
    await expect(received).toContainText(owner.name);
    await received.getByTestId('shared-open').click();
    await expect(page).toHaveURL(
      new RegExp(
        `/formulacao-dieta\\?did=${dietId}&compartilhamentoID=\\d+&compartilhamento=\\d+&pessoa=\\d+$`,
      ),
    );
    await expect(page.getByTestId('saved-name')).toContainText(dietName);
    await expect(page.getByTestId('read-only-reason')).toContainText(words.readOnly);
    await expect(page.getByTestId('save-diet')).toBeDisabled();

    // The public link opens it read-only too.
    await page.goto(link);
    await expect(page.getByTestId('saved-name')).toContainText(dietName);
    await expect(page.getByTestId('read-only-reason')).toContainText(words.linkReadOnly);
    await expect(page.getByTestId('save-diet')).toBeDisabled();
    await expect(page.getByTestId('share-diet')).toHaveCount(0);
  });
}
