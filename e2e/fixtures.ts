import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { waitForCodeSentTo } from './outbox';
import { signingRequest } from './signed-request';
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

/** A valid CPF (two check digits) from a nine-digit base, so each test user has its own document. */
export function cpfFromBase(base: number): string {
  const digits = String(base % 1_000_000_000)
    .padStart(9, '0')
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/**
 * A CPF for a test user, drawn at random: the parallel workers and reruns on one database share the
 * documents' unique index (a time-based base collided between two workers starting together).
 */
export function newCpf(): string {
  return cpfFromBase(randomInt(1_000_000_000));
}

/** A valid CNPJ from 12 base digits (modulo-11 check digits, weights 5..2 9..2 then 6..2 9..2). */
export function cnpjFrom(base: string): string {
  const digit = (digits: string, weights: number[]) => {
    const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digit(`${base}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

/** The id of Brazil in the server's country list. */
export async function brazilId(request: APIRequestContext): Promise<number> {
  const response = await request.post('/paises', { data: {} });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number; iso: string }[] };
  const brazil = data.find((country) => country.iso === 'BR');
  if (!brazil) throw new Error('Brazil is not in the country list');
  return brazil.id;
}

/**
 * Registers a user through the API (faster than the form; the form has its own test), reading the e-mailed
 * code from the outbox; answers the session token.
 */
export async function registerByApi(
  request: APIRequestContext,
  user: TestUser,
  perfil: 'consultor' | 'pecuarista' | 'professor' | 'estudante' | 'instituicao' = 'consultor',
): Promise<string> {
  const sent = await request.post('/auth/sendCode', { data: { email: user.email, finalidade: 'cadastro' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const codigo = await waitForCodeSentTo(user.email);
  const response = await request.post('/auth/register', {
    data: {
      NOME: user.name,
      email: user.email,
      password: user.password,
      confirmacao: user.password,
      codigo,
      aceite: true,
      perfil,
      telefone: '(31) 98765-4321',
      como_conheceu: 'amigo',
      endereco: {
        pais: await brazilId(request),
        estado: 'MG',
        cidade: 'Viçosa',
        logradouro: 'Rua A',
        numero: '10',
      },
      numero_documento: newCpf(),
      data_nascimento: '1990-05-01',
      sexo: 'F',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/**
 * Every test fails when the page throws an uncaught error, a screen fails to load (a broken screen that
 * still shows the expected text would otherwise pass) or a message key has no text.
 */
export const test = base.extend<
  {
    request: APIRequestContext;
    failOnPageError: void;
    acceptOtherSessions: boolean;
    otherSessionsHandler: void;
  },
  { workerAdministrator: void }
>({
  /**
   * Before a worker's first test: its administrator exists (slot 0 uses the first administrator; another
   * slot's is registered like any user, then made administrator by the first one).
   */
  workerAdministrator: [
    async ({ playwright }, use, workerInfo) => {
      if (ADMIN.email !== FIRST_ADMIN.email) {
        const context = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
        const request = signingRequest(context);
        const signIn = await request.post('/auth/appLogin', { data: ADMIN });
        if (signIn.status() !== 200) {
          await registerByApi(request, { name: `Administrador ${workerInfo.parallelIndex}`, ...ADMIN });
          const admin = await post<{ user: { id: number }; token: string }>(
            request,
            'auth/appLogin',
            FIRST_ADMIN,
          );
          const made = await post<{ user: { id: number } }>(request, 'auth/appLogin', ADMIN);
          await post(
            request,
            'adm/usuarios/atualizar',
            { id: made.user.id, administrador: true },
            admin.token,
          );
        }
        await context.dispose();
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // Direct API calls are signed like the web client's (the server requires signatures by default).
  request: async ({ request }, use) => {
    await use(signingRequest(request));
  },
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
  /**
   * Test accounts sign in again and again (the API, earlier tests), so the "another session is open" dialog
   * of docs/product/shell.md#states would meet most tests: answer "it was me" whenever it blocks an action. The test of that
   * dialog turns this off with `test.use({ acceptOtherSessions: false })`.
   */
  acceptOtherSessions: [true, { option: true }],
  otherSessionsHandler: [
    async ({ page, acceptOtherSessions }, use) => {
      if (acceptOtherSessions) {
        await page.addLocatorHandler(page.getByTestId('other-sessions-dialog'), async () => {
          await page.getByTestId('other-sessions-it-was-me').click();
        });
      }
      await use();
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

/** A web module read at run time (outside this package's sources), like routes.ts reads the route table. */
async function webModule<T>(file: string): Promise<T> {
  return (await import(path.join(REPO_ROOT, 'apps/web/src', file))) as T;
}

/** What the web client keeps in local storage for a signed-in session, under its own key names. */
async function storedSession(answer: SignInAnswer): Promise<Record<string, string>> {
  const [{ STORAGE_KEYS }, { APP_VERSION }, { REQUEST_KEY_STORAGE }] = await Promise.all([
    webModule<{ STORAGE_KEYS: Record<'token' | 'user' | 'version' | 'language', string> }>(
      'storage/storage-keys.ts',
    ),
    webModule<{ APP_VERSION: string }>('app/app-version.ts'),
    webModule<{ REQUEST_KEY_STORAGE: string }>('api/request-key.ts'),
  ]);
  const { idioma } = answer.user;
  return {
    [STORAGE_KEYS.token]: answer.token,
    [STORAGE_KEYS.user]: JSON.stringify(answer.user),
    [STORAGE_KEYS.version]: APP_VERSION,
    // A sign-in switches to the account's language when it has one (SessionProvider `startSignedIn`).
    ...(idioma === 0 || idioma === 1 || idioma === 2 ? { [STORAGE_KEYS.language]: String(idioma) } : {}),
    [REQUEST_KEY_STORAGE]: JSON.stringify({ token: answer.token, ...answer.assinatura }),
  };
}

type SignInAnswer = {
  token: string;
  user: { id: number; idioma?: number | null };
  assinatura: { chave: string; criptografia: boolean };
};

/**
 * Signs `account` in through the API — the `auth/appLogin` call the sign-in form makes, over HTTP to the same
 * server — and hands the page the session the web client stores after that answer (its token, user, request
 * key, app version and the account's language, apps/web/src/session/session-storage.ts), then opens `path`
 * signed in. One page load instead of loading /login, filling the form and moving on: the sign-in form, and
 * what happens only at a sign-in (the other-sessions question, a stored page to return to), keep their own
 * tests on the form (sign-in-and-language, access, access-guard and blocking-ad specs). Answers the token.
 */
export async function signInByApi(
  page: Page,
  account: { email: string; password: string },
  path = '/dashboard',
): Promise<string> {
  const answer = await post<SignInAnswer>(signingRequest(page.request), 'auth/appLogin', account);
  const entries = await storedSession(answer);
  // A same-origin document without the app (the health check), so its storage can be written before the app starts.
  await page.goto('/health');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await page.goto(path);
  return answer.token;
}

/**
 * Registers a new user through the API and signs in (landing on `path`, /dashboard by default): through the
 * API (`signInByApi`), or through the sign-in form with `{ form: true }`; answers the user and its token.
 */
export async function signInAsNewUser(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  { path = '/dashboard', form = false }: { path?: string; form?: boolean } = {},
): Promise<{ user: TestUser; token: string }> {
  const user = newUser(prefix);
  const token = await registerByApi(request, user);
  if (form) {
    await page.goto('/login');
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    if (path !== '/dashboard') await page.goto(path);
  } else {
    await signInByApi(page, user, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  }
  return { user, token };
}

/** The first administrator of playwright.config.ts (it makes the other workers' administrators). */
const FIRST_ADMIN = { email: 'admin@cocho.test', password: 'e2e-admin-password' } as const;

/**
 * This worker's administrator (administrators count as premium, so they may save). Tests change the
 * administrator's language and sessions, so each parallel worker has its own: the first administrator in
 * worker slot 0, `admin-w<N>@cocho.test` in slot N (made by the `workerAdministrator` fixture). Playwright
 * sets TEST_PARALLEL_INDEX before a worker loads the specs, and a restarted worker keeps its slot.
 */
export const ADMIN: { readonly email: string; readonly password: string } =
  (process.env.TEST_PARALLEL_INDEX ?? '0') === '0'
    ? FIRST_ADMIN
    : { email: `admin-w${process.env.TEST_PARALLEL_INDEX}@cocho.test`, password: FIRST_ADMIN.password };

/**
 * POSTs call `name` (signed like the web client's, through the fixture's `request`), with the bearer token
 * when given; expects 200 and answers the body.
 */
export async function post<T>(
  request: APIRequestContext,
  name: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const response = await request.post(`/${name}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Like `post`, without expecting 200: answers the status and the body, for tests of refusals. */
export async function postWithStatus<T>(
  request: APIRequestContext,
  name: string,
  data: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await request.post(`/${name}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/** Signs `account` (the administrator by default) in through the API; answers its token. */
export async function tokenOf(
  request: APIRequestContext,
  account: { email: string; password: string } = ADMIN,
): Promise<string> {
  return (await post<{ token: string }>(request, 'auth/appLogin', account)).token;
}
