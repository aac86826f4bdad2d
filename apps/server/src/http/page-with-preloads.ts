/**
 * The web app's page for a client route with its lazy screen's chunks listed as modulepreload links:
 * `route-preloads.json`, written by the web build beside index.html, maps each page path
 * (lower case) to the files its screen needs beyond the entry, so the browser fetches them beside the
 * entry instead of after it has run.
 *
 * Each page also carries the feature flags in force (`withPageFlags`), so a visitor's first screen reads them
 * from the page instead of calling flags/get, which would load the contracts before the network is idle
 * (docs/decisions/first-screen-budget.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TFeatureFlags } from '@cocho/contracts';

export type PageForPath = (pathname: string) => string;

/** The id of the page's flags element; apps/web/src/session/page-flags.ts reads it. */
export const PAGE_FLAGS_ID = 'cocho-flags';

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` as \u escapes (so no `</script>` or `<!--` can
 * end or change the element), and the line separators U+2028 and U+2029 too. JSON.parse reads it back as is.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page with the flags in force as `<script type="application/json" id="cocho-flags">`, before `</head>`. */
export function withPageFlags(page: string, flags: TFeatureFlags): string {
  if (!page.includes('</head>')) return page;
  const element = `<script type="application/json" id="${PAGE_FLAGS_ID}">${jsonForScript(flags)}</script>`;
  return page.replace('</head>', () => `${element}</head>`);
}

/** Drops a trailing slash (except for the root) and lower-cases, as the route table does. */
function routeKeyOf(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return trimmed.toLowerCase();
}

const SAFE_FILE = /^\/assets\/[\w.-]+\.js$/;

/** index.html with `<link rel="modulepreload">` for each file, before `</head>` (or unchanged). */
export function withModulePreloads(indexHtml: string, files: readonly string[]): string {
  const links = files
    .filter((file) => SAFE_FILE.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  if (links === '' || !indexHtml.includes('</head>')) return indexHtml;
  return indexHtml.replace('</head>', `${links}</head>`);
}

/** Reads index.html and route-preloads.json once; each path's page is built once, on first request. */
export function pagesWithPreloads(webDistDir: string): PageForPath {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDistDir, 'route-preloads.json');
  const preloads: Record<string, unknown> = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, unknown>)
    : {};
  const pages = new Map<string, string>();
  return (pathname) => {
    const key = routeKeyOf(pathname);
    const files = preloads[key];
    if (!Array.isArray(files)) return indexHtml;
    let page = pages.get(key);
    if (page === undefined) {
      page = withModulePreloads(
        indexHtml,
        files.filter((file): file is string => typeof file === 'string'),
      );
      pages.set(key, page);
    }
    return page;
  };
}
