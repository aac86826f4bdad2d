// The every-route axe scans shared by accessibility.spec.ts (the free routes, the phone layout and the diet
// wizard) and no-codes-shown.spec.ts (every signed-in route on a desktop, in the same walk as its text scan):
// which rules a scan runs, the scan itself and the report of its findings.
import type { Page, TestInfo } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { runAxe } from './axe';
import { expect } from './fixtures';
import type { Language } from './text-scan';

export const VIEWPORTS = ['desktop', 'phone'] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

/**
 * axe's rules whose outcome a language can change: each judges a text the page shows or announces (an
 * accessible name, a label, a title, an alternative text, a heading's or header's text, a landmark's name,
 * a visible label inside the name: WCAG 2.5.3) or a language attribute. The same components render in
 * every language with the same roles, attributes and colours, so the other rules (contrast, ARIA roles and
 * attributes, landmarks, lists, tables, ids, focus) give the same answer in each; they run in one language
 * per viewport (`FULL_SCAN_LANGUAGE`). Every one of these is among the rules of a full scan (axe's default
 * rules, none of them off by default, and WCAG 2.5.3's experimental one).
 */
export const TEXT_RULES = [
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
export const FULL_SCAN_LANGUAGE: Record<Viewport, Language> = { desktop: 'pt', phone: 'en' };

/** Which of axe's rules a scan runs: all (the default ones and WCAG 2.5.3), or only `TEXT_RULES`. */
export type Rules = 'all' | 'text';

const AXE_OPTIONS: Record<Rules, RunOptions> = {
  // axe's default rules (every WCAG 2.0/2.1 A/AA rule and its best practices), and one off by default
  // (experimental): a control's name must contain its visible text (WCAG 2.5.3). Only the violations are
  // read: axe then keeps one node of the other result types, a faster run.
  all: { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] },
  // axe refuses an unknown rule id, so a renamed rule fails the scan rather than leaving it out.
  text: { runOnly: { type: 'rule', values: TEXT_RULES }, resultTypes: ['violations'] },
};

/**
 * Waits until the screen has drawn (no spinner, MUI transitions over), then runs axe on the whole page. A
 * spinner is a progress bar without a value; one with a value (a saved diet's nutrient bars on the dashboard,
 * a prediction's results) is the screen's content.
 */
export async function scan(
  page: Page,
  where: string,
  findings: Finding[],
  rules: Rules = 'all',
): Promise<void> {
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
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

export async function expectNoFindings(findings: Finding[], testInfo: TestInfo): Promise<void> {
  if (findings.length > 0)
    await testInfo.attach('axe-findings.txt', { body: report(findings), contentType: 'text/plain' });
  expect(findings.length, `serious or critical accessibility violations:\n${report(findings)}`).toBe(0);
}
