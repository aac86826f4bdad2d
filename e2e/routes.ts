// The app's route table read at run time (so a new route is visited by the specs that walk every route
// without a change to them), an administrator who can open every route, and opening a route inside the
// running app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, post, registerByApi, tokenOf } from './fixtures';
import type { TestUser } from './fixtures';
import { messageOf } from './text-scan';
import type { Language } from './text-scan';

export type RouteEntry = { path: string; free: boolean; screen: string; titleKey: string };

/** The app's route table itself (a plain module without imports), so the list cannot fall behind it. */
export async function routeTable(): Promise<readonly RouteEntry[]> {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../apps/web/src/app/route-table.ts',
  );
  const { ROUTE_TABLE } = (await import(file)) as { ROUTE_TABLE: readonly RouteEntry[] };
  return ROUTE_TABLE;
}

/** The routes that need a signed-in account. */
export async function signedInRoutes(): Promise<RouteEntry[]> {
  return (await routeTable()).filter((route) => !route.free);
}

/** The routes that open without an account. */
export async function freeRoutes(): Promise<RouteEntry[]> {
  return (await routeTable()).filter((route) => route.free);
}

/** The page title a route shows in `language`. */
export function routeTitle(language: Language, route: RouteEntry): string {
  const [namespace, key] = route.titleKey.includes(':')
    ? route.titleKey.split(':')
    : ['shell', route.titleKey];
  return messageOf(language, namespace!, key!);
}

/**
 * A fresh account made administrator by this worker's administrator, so every route opens
 * (administrators have every ability); answers the account and its API token.
 */
export async function newAdministrator(
  request: APIRequestContext,
  prefix: string,
): Promise<{ user: TestUser; token: string }> {
  const user = newUser(prefix);
  const token = await registerByApi(request, user);
  const { user: registered } = await post<{ user: { id: number } }>(request, 'auth/appLogin', user);
  await post(
    request,
    'adm/usuarios/atualizar',
    { id: registered.id, administrador: true },
    await tokenOf(request),
  );
  return { user, token };
}

/**
 * Opens `target` inside the running app (a history change, as a link does: no reload of the bundle), again
 * if the screen it leaves was still changing its own address (the router then keeps that screen); done
 * when the address and the page title (`title`, when given) are the target's.
 */
export async function openInApp(page: Page, target: string, title?: string): Promise<void> {
  const [pathname] = target.split('?');
  const address = new RegExp(`${pathname!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
  await expect(async () => {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, target);
    await expect(page).toHaveURL(address, { timeout: 2_000 });
    if (title !== undefined)
      await expect(page.getByTestId('page-title')).toHaveText(title, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Waits until nothing is loading and transitions are over. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
  // Until no animation runs after two frames: a screen whose data or lazy dialog arrives after the first
  // wait starts a new fade (a colour or opacity transition) that a scan would read half-way.
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let round = 0; round < 20; round += 1) {
      await Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      );
      await frame();
      await frame();
      if (document.getAnimations().every((animation) => animation.playState !== 'running')) return;
    }
  });
}

/**
 * Runs `action` (an in-app navigation), then waits until the page has had no request in flight for 500 ms,
 * as Playwright's `networkidle` does after a page load (which an in-app navigation does not wait for again).
 */
export async function withNetworkQuiet(page: Page, action: () => Promise<void>): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, { intervals: [100], timeout: 15_000 })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
