/**
 * The web app's page for a client route with its lazy screen's chunks listed as modulepreload links:
 * `route-preloads.json`, written by the web build beside index.html, maps each page path
 * (lower case) to the files its screen needs beyond the entry, so the browser fetches them beside the
 * entry instead of after it has run.
 *
 * With the interface language (its cookie, or the browser's language: `pageLanguageOf`), the page also lists
 * that language's message chunks (`language-preloads.json`), which the app otherwise asks for only once the
 * entry has run.
 *
 * Each page also carries the feature flags in force (`withPageFlags`), so a visitor's first screen reads them
 * from the page instead of calling flags/get, which would load the contracts before the network is idle
 * (docs/decisions/first-screen-budget.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TFeatureFlags } from '@cocho/contracts';

/** The page of a path; with the interface language, its message chunks are preloaded too. */
export type PageForPath = (pathname: string, language?: PageLanguage | null) => string;

/** The web app's interface languages. */
export type PageLanguage = 'pt' | 'en' | 'es';

/** The cookie in which the web app keeps its interface language for the pages (apps/web/src/i18n/i18n.ts). */
export const PAGE_LANGUAGE_COOKIE = 'cocho-idioma';

/**
 * The interface language the web app will start in: the language cookie it writes, else the browser's first
 * language as the app reads `navigator.language` without a stored choice (apps/web/src/i18n/language.ts
 * `detectLanguage`: pt*, es or es-*, anything else en); null without either.
 */
export function pageLanguageOf(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === PAGE_LANGUAGE_COOKIE && (value === 'pt' || value === 'en' || value === 'es')) return value;
  }
  const browser = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  if (!browser || browser === '*') return null;
  if (browser.startsWith('pt')) return 'pt';
  return browser === 'es' || browser.startsWith('es-') ? 'es' : 'en';
}

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

function readJsonObject(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : [];

/**
 * Reads index.html, route-preloads.json and language-preloads.json (language → page path → message chunks)
 * once; each path's page, per language, is built once, on first request.
 */
export function pagesWithPreloads(webDistDir: string): PageForPath {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const preloads = readJsonObject(path.join(webDistDir, 'route-preloads.json'));
  const languagePreloads = readJsonObject(path.join(webDistDir, 'language-preloads.json'));
  const pages = new Map<string, string>();
  return (pathname, language) => {
    const key = routeKeyOf(pathname);
    const byPath = language ? languagePreloads[language] : undefined;
    const languageFiles =
      typeof byPath === 'object' && byPath !== null
        ? stringsOf((byPath as Record<string, unknown>)[key])
        : [];
    const files = [...new Set([...stringsOf(preloads[key]), ...languageFiles])];
    if (files.length === 0) return indexHtml;
    const pageKey = `${key} ${languageFiles.length > 0 ? language : ''}`;
    let page = pages.get(pageKey);
    if (page === undefined) {
      page = withModulePreloads(indexHtml, files);
      pages.set(pageKey, page);
    }
    return page;
  };
}
