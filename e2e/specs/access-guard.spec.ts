import { expect, newUser, post, registerByApi, test, signInAsNewUser } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';

test('a protected path while signed out goes to /login with the redirect, and back after sign-in', async ({
  page,
  request,
}) => {
  const user = newUser('guard');
  await registerByApi(request, user);

  // A protected screen every signed-in user may open (the consultant area needs a consultancy now).
  await page.goto('/feedback?ref=menu');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffeedback%3Fref%3Dmenu$/);
  expect(await page.evaluate(() => localStorage.getItem('lastPage'))).toBe('/feedback?ref=menu');

  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/feedback\?ref=menu$/);
  await expect(new AppShell(page).title()).toHaveText('Feedback');
});

test('an unknown path lands on /dashboard, and /login while signed in too', async ({ page, request }) => {
  const user = newUser('unknown');
  await registerByApi(request, user);

  await page.goto('/caminho-que-nao-existe');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/caminho-que-nao-existe/123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new AppShell(page).title()).toHaveText('Painel');

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('free routes open without a session; /site goes to /login', async ({ page }) => {
  await page.goto('/politica-privacidade');
  await expect(page).toHaveURL(/\/politica-privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
  await page.goto('/site');
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid stored token logs out on the token check', async ({ page, request }) => {
  await signInAsNewUser(page, request, 'stale');

  // Changed on a page of the origin without the app, so no screen still running calls with it first.
  await page.goto('/health');
  await page.evaluate(() => localStorage.setItem('user-token', 'not-a-valid-token'));
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('embedded mobile mode signs in with the token and hides toolbar and drawer', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newUser('mobile'));
  // The app asks for a one-time code with its own signed session (a token alone is not a key) and opens the
  // web view with it; the web view gets a session of its own (docs/decisions/request-signing.md).
  const { codigo } = await post<{ codigo: string }>(request, 'auth/codigoAcesso', {}, token);
  await page.goto(`/dashboard?mobileaccess=1&token=${encodeURIComponent(codigo)}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('welcome')).toHaveText('Olá, Maria!');
  await expect(page.getByTestId('page-title')).toHaveCount(0);
  await expect(page.getByTestId('side-drawer')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('user-token'));
  expect(stored).not.toBeNull();
  expect([token, codigo]).not.toContain(stored);
});

test('embedded mobile mode with an unknown token stays signed out', async ({ page }) => {
  await page.goto('/dashboard?mobileaccess=1&token=abcdefghijklmnop');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
});
