// The 7-day free premium trial (docs/product/shell.md#audience, docs/product/shell.md#constants): a new free user activates it on /ativacao-teste,
// saving diets stops being refused at once, and a second try says to contact support.
import { expect, newUser, registerByApi, setAccountLanguage, test } from '../fixtures';
import { DietPage } from '../pages/diet-page';
import { LoginPage } from '../pages/login-page';

const WORDS = {
  pt: {
    index: 0,
    corn: 'Milho moído médio',
    activated: 'Teste Premium ativado! Válido até',
    unlocks: 'Salvar e ativar dietas',
    alreadyUsed: 'Você já usou o seu teste grátis',
    contactSupport: 'entre em contato com o suporte',
    trialPlan: 'Expira em 6 dias',
    trialOrigin: 'Teste grátis',
  },
  es: {
    index: 2,
    corn: 'Maíz molido medio',
    activated: '¡Prueba Premium activada! Válida hasta el',
    unlocks: 'Guardar y activar dietas',
    alreadyUsed: 'Ya usó su prueba gratuita',
    contactSupport: 'contacte al soporte',
    trialPlan: 'Vence en 6 días',
    trialOrigin: 'Prueba gratuita',
  },
} as const;

/** The trial's last day, DD/MM/YYYY: today in Brasília (UTC−3) and six more days, seven in all. */
function trialEndDay(): string {
  const day = new Date(Date.now() - 3 * 3_600_000 + 6 * 86_400_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

for (const language of ['pt', 'es'] as const) {
  test(`[${language}] a new free user activates the 7-day trial once: saving diets is no longer premium-refused, a second try says to contact support`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const words = WORDS[language];
    const user = newUser(`trial-${language}`);
    const token = await registerByApi(request, user);
    await setAccountLanguage(request, user, words.index);

    // Signed out, the page explains the trial and leads to sign-in, then back here (the browser is pt-BR).
    await page.goto('/ativacao-teste');
    await expect(page.getByTestId('trial')).toContainText('Experimente todos os recursos Premium por 7 dias');
    await page.getByTestId('trial-sign-in').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fativacao-teste$/);
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/ativacao-teste$/);
    // Registering and setting the language opened other sessions: the fixture's handler answers "it was me"
    // whenever that dialog covers an action (clicking it here too raced the handler and waited for a button
    // it had already closed). The cookie notice is accepted as a user would.
    const cookies = page.getByTestId('cookies-accept');
    await cookies.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => cookies.click(),
      () => undefined,
    );

    await page.getByTestId('trial-activate').click();
    await expect(page.getByTestId('trial-activated')).toHaveText(`${words.activated} ${trialEndDay()}.`);
    await expect(page.getByTestId('premium-benefits')).toContainText(words.unlocks);

    // Premium at once: the diet's save action opens the save dialog instead of the premium refusal.
    const diet = new DietPage(page);
    await diet.goto();
    await diet.next().click();
    await expect(page.getByTestId('requirements-table')).toBeVisible();
    await diet.next().click();
    await diet.addFeed(words.corn);
    await expect(diet.selectedFeeds()).toHaveCount(1);
    await page.getByTestId('save-diet').click();
    await expect(page.getByTestId('save-name')).toBeVisible();

    // My subscriptions lists the trial among the active plans, beside the plan offers.
    await page.goto('/seja-premium');
    await expect(page.getByTestId('plan-offer').first()).toBeVisible();
    const trialPlan = page.getByTestId('subscriptions-active').getByTestId('subscription');
    await expect(trialPlan).toHaveCount(1);
    await expect(trialPlan.getByTestId('subscription-state')).toHaveText(words.trialPlan);
    await expect(trialPlan.getByTestId('subscription-details')).toContainText(trialEndDay());
    await expect(trialPlan.getByTestId('subscription-details')).toContainText(words.trialOrigin);

    // A second activation: the server refuses it, and the page says to contact support.
    const again = await request.post('/premium/ativarTeste', {
      data: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('TRIAL_ALREADY_USED');
    await page.goto('/ativacao-teste');
    const message = page.getByTestId('trial-already-used');
    await expect(message).toContainText(words.alreadyUsed);
    await expect(message).toContainText(words.contactSupport);
    await expect(page.getByTestId('trial-activate')).toHaveCount(0);
  });
}
