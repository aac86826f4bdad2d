import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, newUser, registerByApi, test, BUILT_CLI } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';
import { PredictionPage } from '../pages/prediction-page';

type StoredFeed = { id: string; name: string; nutrientes: Record<string, number>; volumoso: boolean };
type CliPrediction = {
  GMDEsperado: number;
  PGMDEL: number;
  limitante: string;
  excTotalN: number;
  producaoMetano: number;
};

const SILAGE = 'Silagem de milho (típica)';
const CORN = 'Milho grão seco, moagem média';
const SOYBEAN_MEAL = 'Farelo de soja (48% PB, solvente)';
const DIET = [
  { name: SILAGE, kg: 20 },
  { name: CORN, kg: 4 },
  { name: SOYBEAN_MEAL, kg: 1 },
];

/** The same prediction through the `cocho predict` contract, with the catalogue feeds the page cached. */
async function predictByCli(page: Page): Promise<CliPrediction> {
  const stored = await page.evaluate(() => localStorage.getItem('alimentosStored'));
  const catalogue = JSON.parse(stored ?? '[]') as StoredFeed[];
  const alimentos = DIET.map(({ name, kg }) => {
    const feed = catalogue.find((item) => item.name === name);
    if (!feed) throw new Error(`feed not in the catalogue: ${name}`);
    return { id: feed.id, nutrientes: feed.nutrientes, quantidade: kg, volumoso: feed.volumoso };
  });
  const animal = {
    tipo: 'crescimento_terminacao',
    raca: 'zebuino',
    regime: 'confinamento',
    sexo: 'macho',
    peso_corporal_inicial: 400,
    peso_corporal_final: 540,
  };
  const output = execFileSync(process.execPath, [BUILT_CLI, 'predict'], {
    input: JSON.stringify({ animal, alimentos }),
    encoding: 'utf8',
  });
  return JSON.parse(output) as CliPrediction;
}

const format = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

test('predicts the gain of a feedlot diet in Portuguese and English, as the CLI does', async ({
  page,
  request,
}) => {
  const user = newUser('prediction');
  await registerByApi(request, user);
  await page.goto('/login');
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const screen = new PredictionPage(page);
  const shell = new AppShell(page);
  await screen.goto();
  await expect(shell.title()).toHaveText('Predição de desempenho');
  // The prediction variant has no daily-gain field: the gain is the result.
  await expect(page.getByTestId('animal-input-ganho_medio_diario')).toHaveCount(0);

  // Spec 02 §8: a prediction with zero total feed is rejected.
  await screen.addFeed(SILAGE);
  await screen.predict();
  await expect(screen.error()).toHaveText('A quantidade total de alimentos deve ser maior que zero.');

  await screen.addFeed(CORN);
  await screen.addFeed(SOYBEAN_MEAL);
  await screen.setAmount(SILAGE, '20');
  await screen.setAmount(CORN, '4');
  // 1 kg typed as 1000 g.
  await screen.setAmount(SOYBEAN_MEAL, '1000', 'g');
  await expect(page.getByTestId('diet-total-as-fed')).toHaveText('25,00');
  await screen.predict();

  const expected = await predictByCli(page);
  expect(expected.GMDEsperado).toBeGreaterThan(0.3);
  await expect(page.getByTestId('predict')).toBeEnabled();
  await expect(screen.expectedGain()).toHaveText(format('pt-BR', expected.GMDEsperado));
  await expect(page.getByTestId('allowed-EL-value')).toHaveText(format('pt-BR', expected.PGMDEL));
  await expect(page.getByTestId('exc-n-total')).toHaveText(format('pt-BR', expected.excTotalN));
  await expect(page.getByTestId('methane-daily')).toHaveText(format('pt-BR', expected.producaoMetano));
  const limiting = { EL: 'Energia (NDT)', PM: 'Proteína', Ca: 'Cálcio', P: 'Fósforo' }[expected.limitante];
  await expect(page.getByTestId('limiting-nutrient')).toHaveText(`Limitado por: ${limiting}`);

  await shell.chooseLanguage(/English/);
  await expect(shell.title()).toHaveText('Performance prediction');
  await expect(screen.expectedGain()).toHaveText(format('en-US', expected.GMDEsperado));
  await expect(page.getByTestId('diet-total-as-fed')).toHaveText('25.00');

  // Amounts typed as dry matter: the same numbers now mean more feed as fed, and the result is stale.
  await page.getByTestId('basis-dm').click();
  await expect(page.getByTestId('prediction-stale')).toBeVisible();
  await expect(page.getByTestId('diet-total-as-fed')).not.toHaveText('25.00');
});

test('a calf diet starts with cow milk and predicts a gain', async ({ page, request }) => {
  const user = newUser('prediction-calf');
  await registerByApi(request, user);
  await page.goto('/login');
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const screen = new PredictionPage(page);
  await screen.goto();
  await page.getByRole('radio', { name: 'Bezerro' }).check();
  await expect(page.getByTestId('diet-row')).toHaveCount(1);
  await expect(screen.row('Leite de vaca')).toContainText('13,9 %');
  await page.getByTestId('animal-input-peso_corporal_medio').fill('60');
  await screen.setAmount('Leite de vaca', '6');
  await expect(page.getByTestId('diet-total-dm')).toHaveText('0,84');
  await screen.predict();
  await expect(screen.expectedGain()).toHaveText(/^\d,\d{2}$/);
  const gain = Number((await screen.expectedGain().textContent())?.replace(',', '.'));
  // 6 kg of whole milk (0.84 kg DM) feeds a 60 kg calf for a moderate gain.
  expect(gain).toBeGreaterThan(0.2);
  expect(gain).toBeLessThan(1.5);
  await expect(page.getByTestId('prediction-error')).toHaveCount(0);
});
