/**
 * The web app's page for a client route with its lazy screen's chunks listed as modulepreload links
 * (issue 19 item 6): `route-preloads.json`, written by the web build beside index.html, maps each page path
 * (lower case) to the files its screen needs beyond the entry, so the browser fetches them beside the
 * entry instead of after it has run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type PageForPath = (pathname: string) => string;

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
