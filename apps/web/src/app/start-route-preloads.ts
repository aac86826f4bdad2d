/**
 * A page served by the service worker (a returning visitor) is the cached index.html, without the modulepreload
 * links the server adds to each page (apps/server/src/http/page-with-preloads.ts): the route's chunks and its
 * language's message chunks were asked for only once the libraries and the entry had been evaluated. This
 * module imports nothing and is an entry of its own, in the page as an async module script (vite.config.ts
 * `startPreloadsScript`), so it runs as soon as it arrives: it reads the same lists (route-preloads.json,
 * language-preloads.json, which the worker precaches) and adds the same links, so the chunks are asked for
 * while the libraries are still arriving or evaluating (docs/decisions/first-screen-budget.md). A page from the
 * server (no worker in control) already has the links: it does nothing there.
 */

/** The page path as the lists' keys: lower case, no trailing slash (except the root). */
export function routeKeyOf(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return trimmed.toLowerCase();
}

/**
 * The language the app will start in, as i18n/language.ts `detectLanguage` decides it (a test keeps the two
 * equal), without its imports: the stored index (0 pt, 1 en, 2 es), else the browser's language.
 */
export function startLanguageOf(storedIndex: string | null, browserLanguage: string | undefined): string {
  const stored = storedIndex === null || storedIndex.trim() === '' ? undefined : Number(storedIndex);
  const byIndex = ['pt', 'en', 'es'] as const;
  if (stored === 0 || stored === 1 || stored === 2) return byIndex[stored];
  const browser = browserLanguage?.toLowerCase() ?? '';
  if (browser.startsWith('pt')) return 'pt';
  return browser === 'es' || browser.startsWith('es-') ? 'es' : 'en';
}

/** The stored language index's key (storage/storage-keys.ts STORAGE_KEYS.language; a test keeps them equal). */
export const LANGUAGE_KEY = 'idioma';

type FileLists = Readonly<Record<string, readonly string[] | undefined>>;

async function readList<T>(url: string): Promise<T | null> {
  const answer = await fetch(url);
  return answer.ok ? ((await answer.json()) as T) : null;
}

/** Adds a modulepreload link per file the lists give this page (same files as the server's links). */
export async function startRoutePreloads(): Promise<void> {
  let language: string;
  try {
    language = startLanguageOf(localStorage.getItem(LANGUAGE_KEY), navigator.language);
  } catch {
    language = startLanguageOf(null, navigator.language);
  }
  const key = routeKeyOf(location.pathname);
  const [routes, languages] = await Promise.all([
    readList<FileLists>('/route-preloads.json'),
    readList<Readonly<Record<string, FileLists | undefined>>>('/language-preloads.json'),
  ]);
  const files = [...(routes?.[key] ?? []), ...(languages?.[language]?.[key] ?? [])];
  for (const file of files) {
    if (!/^\/assets\/[\w.-]+\.js$/.test(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller)
  // A list the worker cannot give (an old cache) only means the chunks are asked for later, as before.
  startRoutePreloads().catch(() => undefined);
