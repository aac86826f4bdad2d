// Accessibility: axe-core finds no serious or critical WCAG 2.0/2.1 A/AA violation (nor a
// control whose name leaves out its visible text, WCAG 2.5.3) on any route of the app's route table (read at
// run time, so a new route is scanned without a change here), in Portuguese, English and Spanish, on a
// desktop and on a 390 × 844 phone: the free routes signed out, every other route as an administrator (who
// can open them all), and the diet wizard with its result as a new free account, with its banners and offers.
// Every rule runs on every route in one language per viewport; in the other two languages the rules that read
// a text (names, labels, titles, alternatives, languages: e2e/axe-scan.ts `TEXT_RULES`) run on every route,
// as the rest judge what a language does not change (colours, roles, attributes, structure).
// On a desktop the signed-in routes are scanned by no-codes-shown.spec.ts, in the walk that reads their text
// in each language (one visit of each route for both checks, docs/decisions/ci-time.md); here the free
// routes. On a phone every route is scanned here.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoFindings, FULL_SCAN_LANGUAGE, scan, VIEWPORTS } from '../axe-scan';
import type { Finding, Rules, Viewport } from '../axe-scan';
import { expect, setAccountLanguage, signInAsNewUser, signInByApi, test } from '../fixtures';
import { catalogueFeeds } from '../feeds';
import { AppShell } from '../pages/app-shell';
import { DietPage } from '../pages/diet-page';
import { freeRoutes, newAdministrator, openInApp, routeTitle, settled, signedInRoutes } from '../routes';
import { LANGUAGES } from '../text-scan';
import type { Language } from '../text-scan';

const IDIOMA: Record<Language, 0 | 1 | 2> = { pt: 0, en: 1, es: 2 };
const LANGUAGE_NAME: Record<Language, RegExp> = { pt: /Português/, en: /English/, es: /Español/ };
const PHONE = { width: 390, height: 844 };

// Each test has its own browser context and new accounts, so the tests share nothing and run in both workers.
test.describe.configure({ mode: 'parallel' });

/** The screens a new free account sees around the wizard: its banners, the trial and the plans. */
const FREE_ACCOUNT_ROUTES = ['/dashboard', '/seja-premium', '/ativacao-teste'];

/** The feeds of the wizard's diet (the standard feedlot diet of diet.spec.ts, with prices in R$/kg). */
const DIET_FEEDS = [
  { name: 'Silagem de milho', price: '0,30' },
  { name: 'Milho moído médio', price: '1,10' },
  { name: 'Farelo de soja', price: '2,30' },
  { name: 'Ureia pecuária', price: '3,50' },
] as const;

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookies-accept');
  await accept.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => accept.click(),
    () => undefined,
  );
}

/** The diet wizard's four steps and its calculated result. */
async function scanDietWizard(
  page: Page,
  request: APIRequestContext,
  token: string,
  language: Language,
  findings: Finding[],
): Promise<void> {
  const feeds = await catalogueFeeds(
    request,
    token,
    DIET_FEEDS.map((feed) => feed.name),
  );
  const diet = new DietPage(page);
  await diet.goto();
  await expect(diet.step('animal')).toBeVisible();
  await scan(page, `[${language}] /formulacao-dieta step 1`, findings);
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await scan(page, `[${language}] /formulacao-dieta step 2`, findings);
  await diet.next().click();
  for (const feed of feeds) {
    const name =
      language === 'en'
        ? (feed.name_en ?? feed.name)
        : language === 'es'
          ? (feed.name_es ?? feed.name)
          : feed.name;
    await diet.addFeed(name);
  }
  await expect(diet.selectedFeeds()).toHaveCount(feeds.length);
  for (const [index, feed] of feeds.entries()) {
    const price = DIET_FEEDS[index]?.price ?? '1';
    await diet.price(feed.id).fill(language === 'en' ? price.replace(',', '.') : price);
  }
  await scan(page, `[${language}] /formulacao-dieta step 3`, findings);
  await diet.next().click();
  await expect(page.getByTestId('restriction-row')).toHaveCount(feeds.length);
  await scan(page, `[${language}] /formulacao-dieta step 4`, findings);
  await diet.calculate();
  await expect(diet.result()).toBeVisible({ timeout: 20_000 });
  await scan(page, `[${language}] /formulacao-dieta result`, findings);
  await page.getByTestId('my-diets').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, `[${language}] /formulacao-dieta my diets`, findings);
  await page.keyboard.press('Escape');
}

/** A new free account signed in on the page, cookies accepted, in `language`; answers its API token. */
async function signInFresh(
  page: Page,
  request: APIRequestContext,
  language: Language,
  viewport: string,
): Promise<string> {
  const { token } = await signInAsNewUser(page, request, `a11y-${language}-${viewport}`);
  await acceptCookies(page);
  if (language !== 'pt') {
    // Kept on the account once saved: a page load before that would sign in again in Portuguese.
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/setIdioma');
    await new AppShell(page).chooseLanguage(LANGUAGE_NAME[language]);
    expect((await saved).status()).toBe(200);
  }
  return token;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Two frames: a screen that reads the address without loading a chunk (the book and information pages share
 * one screen and one title) has re-rendered for the new one.
 */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Every route of the route table: the free ones signed out, then, on a phone, the others as a new
 * administrator (on a desktop no-codes-shown.spec.ts scans those).
 */
async function scanEveryRoute(
  page: Page,
  request: APIRequestContext,
  language: Language,
  viewport: Viewport,
  findings: Finding[],
  rules: Rules,
): Promise<void> {
  await page.addInitScript((idioma) => {
    if (localStorage.getItem('idioma') === null) localStorage.setItem('idioma', idioma);
  }, String(IDIOMA[language]));
  // The first free route loads the app; the others open inside it, as a link does (no reload of the bundle),
  // each scanned once its own screen has drawn under its own title.
  for (const [index, route] of (await freeRoutes()).entries()) {
    if (index === 0) await page.goto(route.path);
    else await openInApp(page, route.path);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(routeTitle(language, route))} · `));
    await expect(page.locator('main, [role="main"], form').first()).toBeVisible();
    await nextFrames(page);
    await scan(page, `[${language}] ${route.path}`, findings, rules);
  }
  if (viewport === 'desktop') return;
  const { user } = await newAdministrator(request, `a11y-${language}-${viewport}`);
  await setAccountLanguage(request, user, IDIOMA[language]);
  // Signed in through the API in the account's language (fixtures.ts `signInByApi`; the form has its own specs).
  await signInByApi(page, user);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptCookies(page);
  for (const route of await signedInRoutes()) {
    await openInApp(page, route.path, routeTitle(language, route));
    await settled(page);
    await scan(page, `[${language}] ${route.path} (signed in)`, findings, rules);
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport, () => {
    if (viewport === 'phone') test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    for (const language of LANGUAGES) {
      const rules: Rules = language === FULL_SCAN_LANGUAGE[viewport] ? 'all' : 'text';
      const which = viewport === 'desktop' ? 'every free route' : 'every route';
      test(`[${language}] ${which} has no serious or critical axe violation${rules === 'text' ? ' of the rules that read a text' : ''}`, async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(360_000);
        const findings: Finding[] = [];
        await scanEveryRoute(page, request, language, viewport, findings, rules);
        await expectNoFindings(findings, testInfo);
      });
    }

    // The wizard's components are the same in every language; its texts are in the route scans above.
    const wizardLanguage: Language = viewport === 'desktop' ? 'pt' : 'es';
    test(`[${wizardLanguage}] a free account's screens, the diet wizard, its result and the saved diets have no serious or critical axe violation`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(240_000);
      const token = await signInFresh(page, request, wizardLanguage, viewport);
      const findings: Finding[] = [];
      for (const path of FREE_ACCOUNT_ROUTES) {
        await page.goto(path);
        await expect(page.getByTestId('page-title')).toBeVisible();
        await scan(page, `[${wizardLanguage}] ${path} (free account)`, findings);
      }
      await scanDietWizard(page, request, token, wizardLanguage, findings);
      await expectNoFindings(findings, testInfo);
    });
  });
}
