// Accessibility: axe-core finds no serious or critical WCAG 2.0/2.1 A/AA violation (nor a
// control whose name leaves out its visible text, WCAG 2.5.3) on any route of the app's route table (read at
// run time, so a new route is scanned without a change here), in Portuguese, English and Spanish, on a
// desktop and on a 390 × 844 phone: the free routes signed out, every other route as an administrator (who
// can open them all), and the diet wizard with its result as a new free account, with its banners and offers.
// Every rule runs on every route in one language per viewport; in the other two languages the rules that read
// a text (names, labels, titles, alternatives, languages: `TEXT_RULES`) run on every route, as the rest judge
// what a language does not change (colours, roles, attributes, structure).
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { runAxe } from '../axe';
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
const VIEWPORTS = ['desktop', 'phone'] as const;

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

type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

/**
 * axe's rules whose outcome a language can change: each judges a text the page shows or announces (an
 * accessible name, a label, a title, an alternative text, a heading's or header's text, a landmark's name,
 * a visible label inside the name: WCAG 2.5.3) or a language attribute. The same components render in
 * every language with the same roles, attributes and colours, so the other rules (contrast, ARIA roles and
 * attributes, landmarks, lists, tables, ids, focus) give the same answer in each; they run in one language
 * per viewport (`FULL_SCAN_LANGUAGE`). Every one of these is among the rules of a full scan (axe's default
 * rules, none of them off by default, and WCAG 2.5.3's experimental one).
 */
const TEXT_RULES = [
  // Names.
  'button-name',
  'link-name',
  'input-button-name',
  'select-name',
  'summary-name',
  'label',
  'label-title-only',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'aria-tab-name',
  'label-content-name-mismatch',
  'landmark-unique',
  'empty-heading',
  'empty-table-header',
  'table-duplicate-name',
  // Alternatives and titles.
  'image-alt',
  'input-image-alt',
  'role-img-alt',
  'svg-img-alt',
  'object-alt',
  'area-alt',
  'image-redundant-alt',
  'frame-title',
  'frame-title-unique',
  'document-title',
  // Languages.
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
];

/**
 * The language whose scans run every rule, per viewport: Portuguese, the app's own, on a desktop; English on a
 * phone, so that the full rules read two of the languages.
 */
const FULL_SCAN_LANGUAGE: Record<(typeof VIEWPORTS)[number], Language> = { desktop: 'pt', phone: 'en' };

/** Which of axe's rules a scan runs: all (the default ones and WCAG 2.5.3), or only `TEXT_RULES`. */
type Rules = 'all' | 'text';

const AXE_OPTIONS: Record<Rules, RunOptions> = {
  // axe's default rules (every WCAG 2.0/2.1 A/AA rule and its best practices), and one off by default
  // (experimental): a control's name must contain its visible text (WCAG 2.5.3). Only the violations are
  // read: axe then keeps one node of the other result types, a faster run.
  all: { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] },
  // axe refuses an unknown rule id, so a renamed rule fails the scan rather than leaving it out.
  text: { runOnly: { type: 'rule', values: TEXT_RULES }, resultTypes: ['violations'] },
};

/** Waits until the screen has drawn (no spinner, MUI transitions over), then runs axe on the whole page. */
async function scan(page: Page, where: string, findings: Finding[], rules: Rules = 'all'): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Pending CSS transitions (fades) would make axe read colours half-way.
        const running = document
          .getAnimations()
          .map((animation) => animation.finished.catch(() => undefined));
        void Promise.all(running).then(() => resolve());
      }),
  );
  const results = await runAxe(page, AXE_OPTIONS[rules]);
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    findings.push({
      where,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')}${node.failureSummary ? ` — ${firstLine(node.failureSummary)}` : ''}`,
      ),
    });
  }
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all)/.test(line))[0] ?? '';

/** One readable line per rule and page, with its elements. */
function report(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.where}: [${finding.impact}] ${finding.rule} — ${finding.help}\n${finding.targets
          .slice(0, 8)
          .map((target) => `    ${target}`)
          .join('\n')}`,
    )
    .join('\n');
}

async function expectNoFindings(findings: Finding[], testInfo: TestInfo): Promise<void> {
  if (findings.length > 0)
    await testInfo.attach('axe-findings.txt', { body: report(findings), contentType: 'text/plain' });
  expect(findings.length, `serious or critical accessibility violations:\n${report(findings)}`).toBe(0);
}

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

/** Every route of the route table: the free ones signed out, then the others as a new administrator. */
async function scanEveryRoute(
  page: Page,
  request: APIRequestContext,
  language: Language,
  viewport: string,
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
      test(`[${language}] every route has no serious or critical axe violation${rules === 'text' ? ' of the rules that read a text' : ''}`, async ({
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
