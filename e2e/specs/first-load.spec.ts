// First load: the page the server sends for a route lists that route's screen chunks, and its language's
// message chunks once the app has told its language (a cookie), as modulepreload links, so they download
// beside the entry; every listed file exists in the build.
import { expect, test } from '@playwright/test';

test('a route page preloads its own screen chunks, all of which the server has', async ({ request }) => {
  const preloadsOf = async (route: string) => {
    const html = await (await request.get(route)).text();
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] as string,
    );
  };
  const wizard = await preloadsOf('/formulacao-dieta');
  expect(wizard.some((file) => /\/assets\/DietWizardPage-[\w-]+\.js$/.test(file))).toBe(true);
  expect(await preloadsOf('/')).not.toEqual(wizard);
  for (const file of wizard) {
    const asset = await request.get(file);
    expect(asset.status(), file).toBe(200);
    expect(asset.headers()['content-type'], file).toContain('javascript');
  }
});

test('the sign-in page opens with its own chunk preloaded', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="modulepreload"][href*="LoginPage"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /entrar/i }).first()).toBeVisible();
});

test('the sign-in page asks for none of the signed-in screens until its form is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  const email = page.getByRole('form').getByLabel('E-mail');
  await expect(email).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The form's check (zod and the contracts, which import the signed-in screens' chunks) waits for its use.
  const signedIn = /\/assets\/(contracts|diet-wizard|app-layout|app-common|login-form-resolver)-[\w-]+\.js$/;
  expect(scripts.filter((file) => signedIn.test(file))).toEqual([]);
  await email.fill('someone@example.com');
  await expect.poll(() => scripts.some((file) => /\/assets\/contracts-[\w-]+\.js$/.test(file))).toBe(true);
});

test('once the app has started, its pages preload the messages of its language', async ({ page }) => {
  // An English interface on a Portuguese browser: the language cookie, not the browser's, decides.
  await page.addInitScript(() => localStorage.setItem('idioma', '1'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const preloadsOf = async (route: string) => {
    const html = await (await page.request.get(route)).text();
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] as string,
    );
  };
  const has = (files: string[], pattern: RegExp) => files.some((file) => pattern.test(file));
  const FIRST = /\/assets\/en-(?!more-|later-|screens-)[\w-]+\.js$/;
  const MORE = /\/assets\/en-more-[\w-]+\.js$/;
  const LATER = /\/assets\/en-later-[\w-]+\.js$/;
  const signIn = await preloadsOf('/login');
  expect(has(signIn, FIRST)).toBe(true);
  expect(has(signIn, /\/assets\/(pt|es)-[\w-]+\.js$/)).toBe(false);
  // The sign-in form shows the first chunk's messages only.
  expect(has(signIn, MORE)).toBe(false);
  expect(has(signIn, LATER)).toBe(false);
  // The wizard's first screen draws the first two chunks' messages; the later chunk comes after it.
  const wizard = await preloadsOf('/formulacao-dieta');
  expect(has(wizard, MORE)).toBe(true);
  expect(has(wizard, LATER)).toBe(false);
  // Any other signed-in screen waits for all three.
  const supplement = await preloadsOf('/formulacao-suplemento');
  expect([has(supplement, FIRST), has(supplement, MORE), has(supplement, LATER)]).toEqual([true, true, true]);
});
