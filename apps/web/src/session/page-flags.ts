/**
 * The feature flags the server put in the page (apps/server/src/http/page-with-preloads.ts `withPageFlags`):
 * read at start, so a visitor's first screen makes no flags/get call, which would load the contracts before
 * the network is idle (docs/decisions/first-screen-budget.md). A page without them (the
 * service worker's copy of index.html, the dev server) gives null, and the session calls flags/get as before.
 */
import type { TFeatureFlags } from '@cocho/contracts';
import { parseFeatureFlags } from './feature-flags-cache';

/** The id of the page's flags element (the server's PAGE_FLAGS_ID). */
export const PAGE_FLAGS_ID = 'cocho-flags';

export function readPageFlags(
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): TFeatureFlags | null {
  const text = doc?.getElementById(PAGE_FLAGS_ID)?.textContent;
  if (!text) return null;
  try {
    return parseFeatureFlags(JSON.parse(text));
  } catch {
    return null;
  }
}
