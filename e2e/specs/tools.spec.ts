import type { Page } from '@playwright/test';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { catalogueFeeds, feedSnapshot } from '../feeds';
import type { CatalogueFeed } from '../feeds';
import { expect, newUser, registerByApi, test, setAccountLanguage, ADMIN, signInByApi } from '../fixtures';
import { AppShell } from '../pages/app-shell';

/** Text with Intl's no-break spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

async function signIn(page: Page, request: Parameters<typeof registerByApi>[0], prefix: string) {
  const user = newUser(prefix);
  await registerByApi(request, user);
  await signInByApi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function addFeed(page: Page, pickerTestId: string, name: string) {
  const picker = page.getByTestId(pickerTestId);
  await picker.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('mixture: three catalogue feeds give the composition and the batch sheet in Portuguese format', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'mixture');
  await page.goto('/calcular-racao');
  await expect(page.getByTestId('page-title')).toHaveText('Cálculo de ração');

  await page.getByTestId('mixture-calculate').click();
  await expect(page.getByText('Selecione ao menos um alimento.')).toBeVisible();

  await addFeed(page, 'mixture-feed-picker', 'Silagem de milho');
  await addFeed(page, 'mixture-feed-picker', 'Milho moído fino');
  await addFeed(page, 'mixture-feed-picker', 'Farelo de soja');
  await expect(page.getByTestId('mixture-row')).toHaveCount(3);
  await page.getByTestId('amount-0').fill('60');
  await page.getByTestId('amount-1').fill('30');
  // "10.000" reads as 10 000 in Portuguese and as 10 in English: the field asks which, never guesses.
  await page.getByTestId('amount-2').fill('10.000');
  await expect(page.getByText('“10.000” pode ser lido de duas formas. Qual você quis dizer?')).toBeVisible();
  await page.getByRole('button', { name: 'Usar 10,00' }).click();
  await expect(page.getByTestId('amount-2')).toHaveValue('10');
  await page.getByTestId('mixture-total').fill('');
  await page.getByTestId('mixture-calculate').click();
  await expect(page.getByText('Informe a quantidade de ração a produzir.')).toBeVisible();

  await page.getByTestId('mixture-total').fill('1000');
  await page.getByTestId('mixture-mixer').fill('400');
  await page.getByTestId('mixture-calculate').click();

  // Catalogue values: corn silage (Carvalho 2008) DM 31.88 %, CP 7.52 % DM; corn and soybean meal (NASEM 2021)
  // DM 86.907, 89.267 %, CP 8.514, 52.644 % DM. DM of the mix: (60 × 31.88 + 30 × 86.907 + 10 × 89.267) / 100 = 54.13 %.
  await expect(page.getByTestId('summary-dryMatter')).toHaveText('54,13%');
  await expect(page.getByTestId('export-mixReport')).toBeVisible();
  // CP: Σ kg DM × CP / Σ kg DM = 15.44 % DM, × 0.5413 = 8.36 % as fed.
  const cp = page.getByTestId('composition-PB').getByRole('cell');
  await expect(cp.nth(1)).toHaveText('15,44');
  await expect(cp.nth(2)).toHaveText('8,36');
  // 1000 kg in a 400 kg mixer: 2 full batches and one of 200 kg; silage is 60 % as fed.
  expect(plain(await page.getByTestId('batch-summary').textContent())).toBe(
    '3 batidas: 2 de 400 kg e a última de 200,0 kg.',
  );
  const silage = page.getByTestId('batch-row').first().getByRole('cell');
  await expect(silage.nth(1)).toHaveText('240,00');
  await expect(silage.nth(2)).toHaveText('120,00');
  const formula = page.getByTestId('formula-row').first().getByRole('cell');
  await expect(formula.nth(3)).toHaveText('600,00');

  // In English the same figures use the decimal point and the typed numbers are re-written.
  await new AppShell(page).chooseLanguage(/English/);
  await expect(page.getByTestId('summary-dryMatter')).toHaveText('54.13%');
  await expect(cp.nth(1)).toHaveText('15.44');
  await expect(page.getByTestId('mixture-total')).toHaveValue('1000');
  expect(plain(await page.getByTestId('batch-summary').textContent())).toBe(
    '3 batches: 2 of 400 kg and the last of 200.0 kg.',
  );
});

test('supplement: concentrates at a fixed crude protein, solved in the engine worker', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'supplement');
  await page.goto('/formulacao-suplemento');
  await expect(page.getByTestId('page-title')).toHaveText('Formulação de suplementos');

  await page.getByTestId('supplement-formulate').click();
  await expect(page.getByText('Informe o nome do suplemento.')).toBeVisible();

  // Roughages are not offered.
  await page.getByTestId('supplement-feed-picker').fill('Silagem de milho');
  await expect(page.getByRole('option', { name: 'Silagem de milho', exact: true })).toHaveCount(0);
  await page.getByTestId('supplement-feed-picker').fill('');

  await addFeed(page, 'supplement-feed-picker', 'Milho moído fino');
  await addFeed(page, 'supplement-feed-picker', 'Farelo de soja');
  await page.getByTestId('supplement-name').fill('Proteinado 30');
  await page.getByTestId('supplement-protein').fill('30');

  // An amount for one feed only: the other is named, and nothing is formulated (docs/product/calculation.md#diet-solver bounds).
  await page.getByLabel('Quantidade de Milho moído fino').fill('2');
  await page.getByTestId('supplement-formulate').click();
  await expect(page.getByText('Informe a quantidade deste alimento, como nos outros.')).toBeVisible();
  await expect(page.getByTestId('supplement-results')).toHaveCount(0);
  await page.getByLabel('Quantidade de Milho moído fino').fill('');

  await page.getByTestId('supplement-formulate').click();
  await expect(page.getByTestId('supplement-result-protein')).toHaveText('30,00%');
  await expect(page.getByTestId('supplement-result-row')).toHaveCount(2);

  // Corn (8.5 % CP) and soybean meal (52.6 % CP) cannot reach 60 % CP.
  await page.getByTestId('supplement-protein').fill('60');
  await page.getByTestId('supplement-formulate').click();
  await expect(page.getByTestId('supplement-error')).toHaveText(
    'Não é possível gerar o suplemento com as restrições definidas.',
  );
});

/** The first administrator of playwright.config.ts: administrators count as premium, so they may save. */

test('supplement from a saved prediction: its concentrates with their daily amounts', async ({
  page,
  request,
}) => {
  const login = await request.post('/auth/appLogin', { data: ADMIN });
  const token = ((await login.json()) as { token: string }).token;
  const [silage, corn, soy] = await catalogueFeeds(request, token, [
    'Silagem de milho',
    'Milho moído fino',
    'Farelo de soja',
  ]);
  const restriction = (quantidade: number, unidade: 'kg' | 'g', custo: number | null) => ({
    quantidade,
    unidade,
    fator: unidade === 'kg' ? 1 : 0.001,
    custo,
    minimo: null,
    maximo: null,
  });
  const name = `Lote ${Date.now()}`;
  const record = uncalculatedDietRecord({
    nome: name,
    alimentos_selecionados: [silage, corn, soy].map((feed) => feedSnapshot(feed as CatalogueFeed)),
    restricoes: {
      [silage?.id ?? '']: restriction(20, 'kg', 0.25),
      [corn?.id ?? '']: restriction(4, 'kg', 1.1),
      // 900 g at R$ 0.0025 per g: 0.900 kg at R$ 2.50 per kg.
      [soy?.id ?? '']: restriction(900, 'g', 0.0025),
    },
    proporcao_volumoso: null,
    tipo_alimento_predicao: 'MN',
  });
  const id = await saveDietByApi(request, token, record, 'savePD');

  await setAccountLanguage(request, ADMIN, 0);
  await signInByApi(page, ADMIN, `/formulacao-suplemento?did=${id}`);
  await expect(page.getByTestId('from-prediction')).toHaveText(
    '2 alimentos concentrados trazidos da predição salva. 1 volumoso ficou de fora.',
  );
  await expect(page.getByTestId('supplement-name')).toHaveValue(`Suplemento de ${name}`);
  await expect(page.getByLabel('Quantidade de Milho moído fino')).toHaveValue('4');
  await expect(page.getByLabel('Quantidade de Farelo de soja')).toHaveValue('0,9');
  await expect(page.getByLabel('Preço de Farelo de soja')).toHaveValue('2,50');

  await page.getByTestId('supplement-protein').fill('25');
  await page.getByTestId('supplement-formulate').click();
  await expect(page.getByTestId('supplement-result-protein')).toHaveText('25,00%');
  // Both concentrates have a price, so the supplement has a cost.
  await expect(page.getByTestId('supplement-result-costPerKgAsFed')).toHaveText(/^R\$\s[12],\d\d$/);
  // The amounts keep the prediction's dry matter: 4 × 0.86907 + 0.9 × 0.89267 = 4.280 kg DM per day.
  const kgPerDay = await page
    .getByTestId('supplement-result-row')
    .evaluateAll((rows) =>
      rows.map((row) => Number((row.querySelectorAll('td')[3]?.textContent ?? '').replace(',', '.'))),
    );
  const dryMatterKg = (kgPerDay[0] ?? 0) * 0.86907 + (kgPerDay[1] ?? 0) * 0.89267;
  expect(Math.abs(dryMatterKg - 4.28)).toBeLessThan(0.005);
});

test('a cattle farmer (pecuarista) is told the tools are not for the profile', async ({ page, request }) => {
  const user = newUser('pecuarista');
  await registerByApi(request, user, 'pecuarista');
  // Signed in straight onto the first tool (no dashboard first); each tool opened by a page load.
  for (const [index, path] of ['/calcular-racao', '/formulacao-suplemento'].entries()) {
    if (index === 0) await signInByApi(page, user, path);
    else await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('not-for-pecuarista')).toHaveText(
      'Esta ferramenta não está disponível para o perfil pecuarista.',
    );
  }
});
