/**
 * axe-core for the e2e specs, run inside the page itself, given to each document once.
 *
 * `@axe-core/playwright`'s AxeBuilder, which the specs used before, evaluated axe's whole source (1.3 MB) in
 * the page twice per scan (once to look for `axe.runPartial`, once more in every frame before `axe.run`); on
 * the every-route scans (accessibility.spec.ts, 62 scans a test) that parsing was most of a scan's time
 * (docs/decisions/ci-time.md). Here a frame is given the source only when its document has no `axe` yet, so
 * the scans of a screen opened inside the app (no new document) reuse it; `axe.run` clears its caches after
 * every run, so a scan reads the page as it is then. As AxeBuilder's legacy mode did: `axe.run()` in the top
 * document with the same options, same-origin frames scanned too (each given axe), cross-origin frames left
 * out, which in this app are only third-party video players (YouTube in the ads and help dialogs): their
 * content is not ours, and the frame element itself (its title) is still checked in our page.
 */
import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 levels A and AA. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The settings AxeBuilder's legacy mode gave every frame: results only from same-origin frames. */
const CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/** Gives `frame` axe and its settings unless its document has them already. */
async function ensureAxe(frame: Frame, top: boolean): Promise<void> {
  const given = async () => {
    const has = await frame.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
    );
    if (!has) await frame.evaluate(`${axe.source}\n;${CONFIGURE}`);
  };
  if (top) return given();
  // A frame gone, unreachable or still loading after a second is left out, as AxeBuilder did.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
  await Promise.race([given().catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/** Runs axe with `options` on the whole page (see above); answers its results. */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const top = page.mainFrame();
  for (const frame of page.frames()) await ensureAxe(frame, frame === top);
  const answer = await page.evaluate(
    async (runOptions) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      try {
        return { results: await inPage.run(document, runOptions), error: null };
      } catch (error) {
        return { results: null, error: String(error) };
      }
    },
    options as Record<string, unknown>,
  );
  if (answer.error !== null || answer.results === null) throw new Error(`axe: ${answer.error}`);
  return answer.results as AxeResults;
}
