/**
 * axe-core for the e2e specs, run inside the page itself.
 *
 * AxeBuilder's default runs axe in each frame and then merges the frames' results in a new blank page of the
 * browser context: a page opened, given axe's whole source (about 550 KB) and closed again for every scan,
 * which on the every-route scans (accessibility.spec.ts, hundreds of scans) was a large share of their CPU
 * time (docs/decisions/ci-time.md). Its legacy mode runs `axe.run()` in the page, with the same rules and
 * options, and still scans same-origin frames; it leaves out cross-origin frames, which in this app are only
 * third-party video players (YouTube in the ads and help dialogs): their content is not ours, and the frame
 * element itself (its title) is still checked in our page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** An AxeBuilder for `page` that runs in the page (chain `withTags`, `options`, … and `analyze()` as usual). */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
