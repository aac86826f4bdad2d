import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, signInAsNewUser } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { DietPage } from '../pages/diet-page';

type Feed = { id: string; name: string; name_es: string | null };

const SILAGE = 'Silagem de milho';
const MINERAL_MIX = 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia';

/** What the result says for corn silage alone, by language (the default animal's crude protein minimum). */
const WORDS = {
  pt: {
    language: /Português/,
    title: 'Mesmo a dieta mais próxima possível deixa de atender:',
    protein:
      /^Proteína bruta \(PB\): a dieta fornece [\d.]+,\d g\/dia, abaixo do mínimo de 1\.063,6 g\/dia\./,
    addProtein: 'Adicione uma fonte de proteína',
    addSodium: 'Adicione uma fonte mineral com Na',
  },
  es: {
    language: /Español/,
    title: 'Incluso la dieta más cercana posible no atiende:',
    protein:
      /^Proteína bruta \(PB\): la dieta aporta [\d.]+,\d g\/día, por debajo del mínimo de 1\.063,6 g\/día\./,
    addProtein: 'Agregue una fuente de proteína',
    addSodium: 'Agregue una fuente mineral con Na',
  },
} as const;

async function catalogueFeed(request: APIRequestContext, token: string, name: string): Promise<Feed> {
  const response = await request.post('/alimentos/getListaAlimentos', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const lists = (await response.json()) as { data: { cocho: Feed[] } };
  const feed = lists.data.cocho.find((item) => item.name === name);
  if (!feed) throw new Error(`catalogue feed not found: ${name}`);
  return feed;
}

async function signIn(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const { token } = await signInAsNewUser(page, request, prefix);
  const acceptCookies = page.getByTestId('cookies-accept');
  await acceptCookies.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => acceptCookies.click(),
    () => undefined,
  );
  return token;
}

for (const language of ['pt', 'es'] as const) {
  test(`[${language}] corn silage alone: the result names each shortfall with its amounts and the fix`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const words = WORDS[language];
    const token = await signIn(page, request, `explain-${language}`);
    const silage = await catalogueFeed(request, token, SILAGE);
    const diet = new DietPage(page);
    await diet.goto();
    if (language !== 'pt') await new AppShell(page).chooseLanguage(words.language);
    await expect(diet.step('animal')).toBeVisible();
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    await diet.addFeed(language === 'es' ? silage.name_es || silage.name : silage.name);
    await diet.next().click();
    await diet.calculate();
    await expect(diet.result()).toHaveAttribute('data-status', 'inviavel');
    await expect(page.getByTestId('result-misses')).toContainText(words.title);
    const miss = (key: string) => page.locator(`[data-testid="result-miss"][data-key="${key}"]`);
    await expect(miss('PB')).toHaveText(words.protein);
    await expect(miss('PB')).toContainText(words.addProtein);
    // Corn silage has almost no sodium: the mineral shortfall is named with its own fix.
    await expect(miss('Na')).toContainText(words.addSodium);
  });
}

test('[pt] step 4 shows the mineral mix at its usual maximum, editable', async ({ page, request }) => {
  const token = await signIn(page, request, 'explain-caps');
  const mix = await catalogueFeed(request, token, MINERAL_MIX);
  const diet = new DietPage(page);
  await diet.goto();
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  await diet.addFeed(SILAGE);
  await diet.addFeed(MINERAL_MIX);
  await diet.next().click();
  await expect(page.getByTestId('restrictions-table')).toBeVisible();
  await expect(page.getByTestId(`restriction-max-${mix.id}`)).toHaveValue('1,2');
  await expect(page.getByTestId(`restriction-min-${mix.id}`)).toHaveValue('0');
  await expect(page.getByText('mistura mineral: máximo usual 1,2 % da MS')).toBeVisible();
  await expect(page.getByTestId('default-caps-note')).toContainText('mistura mineral 1,2 %');
  await page.getByTestId(`restriction-max-${mix.id}`).fill('1,5');
  await expect(page.getByTestId(`restriction-max-${mix.id}`)).toHaveValue('1,5');
});
