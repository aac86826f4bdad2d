// The blocking ad (docs/decisions/web-ads.md): at most one per sign-in session, however many page loads draw
// it, and Escape closes it only once its countdown is over; the "another session is open" prompt of the
// sign-in comes first and is answered before the ad shows (never under it); a drawn ad never opens while a
// diet is being formulated (nor over the calculation screen), and shows once the user leaves it.
import { expect, post, signInAsNewUser, test, tokenOf } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { DietPage } from '../pages/diet-page';

// The "another session is open" dialog is answered by hand: the test checks it is not under the ad.
test.use({ acceptOtherSessions: false });

test('a blocking ad appears once per session and Escape closes it after the countdown', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // An ad in Portuguese with a short countdown, so the new account's draw has one to show (any active
  // ad may be drawn: the test reads the countdown it shows).
  await post(
    request,
    'adm/anuncios/criar',
    { titulo: `Anúncio de teste ${Date.now()}`, link: '/seja-premium', idioma: 0, tempo_pular: 5 },
    await tokenOf(request),
  );
  // Automated browsers are shown no ads; this page is a person's browser whose every draw falls in the
  // 30 % that shows an ad (the draw itself has its unit tests in ad-rules.test.ts).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    const random = Math.random.bind(Math);
    Math.random = () => random() * 0.29;
  });
  // The countdown is waited for on a fake clock, started before the app loads.
  await page.clock.install();
  const adRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/anuncios/get') adRequests.push(sent.url());
  });

  // The account signed in through the API too: the sign-in asks whether the other session was the user's.
  await signInAsNewUser(page, request, 'blocking-ad', { form: true });
  const sessions = page.getByTestId('other-sessions-dialog');
  await expect(sessions).toBeVisible();
  const dialog = page.getByTestId('ad-dialog');
  // The banner's answer shows the page's ads ran; the drawn ad waits for the prompt.
  await expect(page.getByTestId('ad-banner')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveCount(0);
  expect(adRequests, 'an ad asked for while the prompt is open').toHaveLength(0);
  // A real click (Playwright checks that nothing covers the button) answers it.
  await page.getByTestId('other-sessions-it-was-me').click();
  await expect(sessions).toBeHidden();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const countdown = page.getByTestId('ad-countdown');
  await expect(countdown).toBeVisible();
  const seconds = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  expect(seconds).toBeGreaterThan(0);

  // Before the countdown ends, neither Escape nor the backdrop closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(countdown).toBeVisible();

  await page.clock.fastForward((seconds + 1) * 1000);
  await expect(page.getByTestId('ad-close')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Another page load of the same session draws again (always inside the 30 % here) but shows no second
  // ad, nor asks for one; the banner's call answering shows the page's ads ran.
  const banner = page.waitForResponse((response) => new URL(response.url()).pathname === '/anuncios/premium');
  await page.reload();
  await banner;
  await expect(page.getByTestId('ad-banner')).toBeVisible();
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(adRequests, 'ads asked for in the session').toHaveLength(1);
});

test("clicking an ad for the app's own page opens it in this tab: no new tab, no second ad", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // Every ad of the suite links inside the app: this one the plans, the house ad the trial.
  await post(
    request,
    'adm/anuncios/criar',
    { titulo: `Anúncio interno ${Date.now()}`, link: '/seja-premium', idioma: 0, tempo_pular: 0 },
    await tokenOf(request),
  );
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    const random = Math.random.bind(Math);
    Math.random = () => random() * 0.29;
  });
  const adRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/anuncios/get') adRequests.push(sent.url());
  });
  await signInAsNewUser(page, request, 'ad-click', { form: true });
  await page.getByTestId('other-sessions-it-was-me').click();
  const dialog = page.getByTestId('ad-dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('ad-link').click();
  await expect(page).toHaveURL(/\/(seja-premium|ativacao-teste)$/);
  await expect(dialog).toHaveCount(0);
  expect(context.pages(), 'tabs open').toHaveLength(1);
  expect(adRequests, 'ads asked for in the session').toHaveLength(1);
});

test('a drawn blocking ad waits while a diet is being formulated and shows once the user leaves the finished calculation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await post(
    request,
    'adm/anuncios/criar',
    { titulo: `Anúncio em espera ${Date.now()}`, link: '/seja-premium', idioma: 0, tempo_pular: 0 },
    await tokenOf(request),
  );
  const adRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/anuncios/get') adRequests.push(sent.url());
  });
  // Signed in as an automated browser (no ads): the sign-in's page load draws nothing.
  await signInAsNewUser(page, request, 'ad-calculation', { form: true });
  await page.getByTestId('other-sessions-it-was-me').click();
  await expect(page.getByTestId('other-sessions-dialog')).toBeHidden();

  // From the next page load on: a person's browser whose draw shows an ad, and an engine worker that holds
  // every diet formulation until the test releases it, so "in progress" is a state, not a moment.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    const random = Math.random.bind(Math);
    Math.random = () => random() * 0.29;
    const send = Worker.prototype.postMessage;
    const held: { worker: Worker; args: unknown[] }[] = [];
    const hook = window as unknown as { heldFormulations: number; releaseFormulations: () => void };
    hook.heldFormulations = 0;
    let isHolding = true;
    hook.releaseFormulations = () => {
      isHolding = false;
      for (const { worker, args } of held.splice(0))
        (send as (...rest: unknown[]) => void).apply(worker, args);
    };
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const message = args[0] as { operation?: string } | null;
      if (isHolding && message?.operation === 'formulateDiet') {
        held.push({ worker: this, args });
        hook.heldFormulations += 1;
        return;
      }
      (send as (...rest: unknown[]) => void).apply(this, args);
    } as Worker['postMessage'];
  });

  // This page load draws the ad on the diet screen: it waits. The banner's answer shows the page's ads ran.
  const banner = page.waitForResponse((response) => new URL(response.url()).pathname === '/anuncios/premium');
  const diet = new DietPage(page);
  await diet.goto();
  await banner;
  await expect(page.getByTestId('ad-banner')).toBeVisible();
  expect(adRequests, 'ads asked for on the diet screen').toHaveLength(0);
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  for (const feed of ['Silagem de milho', 'Milho moído médio', 'Farelo de soja']) await diet.addFeed(feed);
  await expect(diet.selectedFeeds()).toHaveCount(3);
  await diet.next().click();
  await expect(page.getByTestId('restriction-row')).toHaveCount(3);
  await diet.calculate();

  // The formulation is in progress (sent to the engine and held there): no ad shows, none is asked for.
  await page.waitForFunction(() => (window as unknown as { heldFormulations: number }).heldFormulations > 0);
  await expect(page.getByTestId('calculate-diet')).toBeDisabled();
  await expect(page.getByTestId('calculate-diet')).toHaveText('Formulando…');
  await expect(diet.result()).toHaveCount(0);
  await expect(page.getByTestId('ad-dialog')).toHaveCount(0);
  expect(adRequests, 'ads asked for during the calculation').toHaveLength(0);

  // Released, the formulation ends with its result; the ad still waits on the calculation screen.
  await page.evaluate(() => (window as unknown as { releaseFormulations: () => void }).releaseFormulations());
  await expect(diet.result()).toHaveAttribute('data-status', /\w+/, { timeout: 30_000 });
  await expect(page.getByTestId('calculate-diet')).toBeEnabled();
  await expect(page.getByTestId('ad-dialog')).toHaveCount(0);
  expect(adRequests, 'ads asked for on the calculation screen').toHaveLength(0);

  // Leaving for the dashboard in the same page load (the unsaved diet is given up): the waiting ad shows once.
  await new AppShell(page).followDashboardLink();
  const unsaved = new AppShell(page).unsavedDataModal();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('ad-dialog')).toBeVisible({ timeout: 15_000 });
  expect(adRequests, 'ads asked for in the session').toHaveLength(1);
});
