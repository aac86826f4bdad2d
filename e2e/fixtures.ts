import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type TestUser = { name: string; email: string; password: string };

let counter = 0;

/** A fresh user description with a unique e-mail. */
export function newUser(prefix = 'user'): TestUser {
  counter += 1;
  return {
    name: `Maria Teste ${counter}`,
    email: `${prefix}-${Date.now()}-${counter}@cocho.test`,
    password: 'senha-forte-123',
  };
}

/** Registers a user through the API (faster than the form; the form has its own test); returns the token. */
export async function registerByApi(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/auth/register', {
    data: { NOME: user.name, email: user.email, password: user.password, perfil: 'consultor' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/**
 * Every test fails when the page throws an uncaught error, a screen fails to load (a broken screen that
 * still shows the expected text would otherwise pass) or a message key has no text.
 */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      page.on('console', (message) => {
        // A screen failing to load, or a message key without a text (apps/web/src/i18n/i18n.ts).
        if (message.type() === 'error' && /^(Route error:|Missing message:)/.test(message.text()))
          errors.push(message.text());
      });
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Sets the language stored on an account (sign-in applies it). Tests that share the administrator set it
 * first, so an earlier test's language switch cannot leak into them.
 */
export async function setAccountLanguage(
  request: APIRequestContext,
  account: { email: string; password: string },
  idioma: 0 | 1 | 2,
): Promise<void> {
  const login = await request.post('/auth/appLogin', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const response = await request.post('/setIdioma', {
    data: { id: user.id, idioma },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The built `cocho` CLI (scripts/build.mjs): packages/cli/dist, or under COCHO_BUILD_DIR when set, so a
 * test compares the page with the very build the server runs.
 */
export const BUILT_CLI = process.env.COCHO_BUILD_DIR
  ? path.resolve(REPO_ROOT, process.env.COCHO_BUILD_DIR, 'cli/cocho.js')
  : path.join(REPO_ROOT, 'packages/cli/dist/cocho.js');

/** Registers a new user through the API and signs in on the page (landing on /dashboard); answers both. */
export async function signInAsNewUser(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<{ user: TestUser; token: string }> {
  const user = newUser(prefix);
  const token = await registerByApi(request, user);
  await page.goto('/login');
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { user, token };
}
