/**
 * The one i18next instance (docs/conventions.md#one-api: i18n is used through this module). Namespaces: one JSON per
 * feature; `shell` is the default, `errors` holds one message per error code.
 *
 * Each language's messages are four chunks, loaded on demand (docs/decisions/first-screen-budget.md): the
 * first screen's namespaces (languages/<language>.ts; language-catalogue.ts FIRST_NAMESPACES), the rest of
 * what the signed-in first screens draw (languages/<language>-more.ts), what they draw only later and the
 * other screens show (languages/<language>-later.ts; LATER_NAMESPACES), and those only some screens show
 * (languages/<language>-screens.ts; SCREEN_NAMESPACES). The app starts with `loadI18n()` (the user's
 * language's first chunk); the diet wizard, the dashboard and the signed-in layout wait for
 * `loadSharedNamespaces()`, every other screen but home and sign-in for `loadLaterNamespaces()`
 * (app/router.tsx), those of SCREEN_TEXT_SCREENS for `loadScreenNamespaces()`, a first screen's lazy part that
 * uses LATER_NAMESPACES for its chunk too (`withLaterTexts`), and from then on a language switch
 * (`changeLanguage`) loads the same chunks of the new language before switching to it
 * (docs/decisions/server-reads-at-scale.md, first load).
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { LANGUAGE_INDEX } from '@cocho/engine';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { LanguageCatalogue } from './language-catalogue';
import { detectLanguage, HTML_LANG, isLanguage } from './language';

export const i18n: I18n = i18next.createInstance();

/** Start of the console error logged for a message key that has no text (e2e tests fail on it). */
export const MISSING_MESSAGE_PREFIX = 'Missing message:';

type CataloguePart = 'first' | 'more' | 'later' | 'screens';
type CatalogueLoader = () => Promise<{ default: LanguageCatalogue }>;

const LOADERS: Readonly<Record<Language, Readonly<Record<CataloguePart, CatalogueLoader>>>> = {
  pt: {
    first: () => import('./languages/pt'),
    more: () => import('./languages/pt-more'),
    later: () => import('./languages/pt-later'),
    screens: () => import('./languages/pt-screens'),
  },
  en: {
    first: () => import('./languages/en'),
    more: () => import('./languages/en-more'),
    later: () => import('./languages/en-later'),
    screens: () => import('./languages/en-screens'),
  },
  es: {
    first: () => import('./languages/es'),
    more: () => import('./languages/es-more'),
    later: () => import('./languages/es-later'),
    screens: () => import('./languages/es-screens'),
  },
};

/**
 * The languages whose messages are here (a language's chunks merge into one catalogue). Unit tests
 * (Vitest runs in mode 'test') have every language from the start, so they initialise synchronously; the
 * build replaces MODE by a constant and drops the branch, so the app ships no language in its entry.
 */
const loaded: Partial<Record<Language, LanguageCatalogue>> =
  import.meta.env.MODE === 'test' ? { ...(await import('./catalogues')).CATALOGUES } : {};
/** The chunks asked for so far, per language and part (a second ask waits for the same load). */
const loading = new Map<string, Promise<void>>();
/** The chunks the screens have needed so far: a language switch loads these of the new language. */
const neededParts = new Set<CataloguePart>(
  import.meta.env.MODE === 'test' ? ['first', 'more', 'later', 'screens'] : ['first'],
);
/** Languages a `changeLanguage` call is loading and has not switched to yet. */
const switchingTo = new Set<Language>();

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  if (import.meta.env.MODE === 'test') return Promise.resolve();
  const key = `${language}/${part}`;
  let load = loading.get(key);
  if (!load) {
    load = LOADERS[language][part]().then(({ default: catalogue }) => {
      loaded[language] = { ...loaded[language], ...catalogue };
      // The chunks hold distinct namespaces, so a bundle is added whole (no deep merge into one already there).
      if (i18n.isInitialized)
        for (const [namespace, messages] of Object.entries(catalogue))
          i18n.addResourceBundle(language, namespace, messages, false, true);
    });
    // A failed load (offline, a new build) may be tried again.
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** Loads every message of a language (every chunk) and gives them to i18next if it is running. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all((['first', 'more', 'later', 'screens'] as const).map((part) => loadPart(language, part)));
}

/** Loads the needed chunks of the current language and of a language being switched to. */
async function loadNeededParts(): Promise<void> {
  const current = i18n.isInitialized ? currentLanguage() : initialLanguage();
  // A switch still loading (the account's language, right after sign-in) is the language the screen
  // will draw in: load it too.
  const languages = new Set([current, ...switchingTo]);
  const parts = [...neededParts];
  await Promise.all([...languages].flatMap((language) => parts.map((part) => loadPart(language, part))));
}

async function loadParts(parts: readonly CataloguePart[]): Promise<void> {
  for (const part of parts) neededParts.add(part);
  await loadNeededParts();
}

/**
 * Loads the current language's namespaces that the signed-in first screens draw (before i18next starts: the
 * language it will start in); the diet wizard and the dashboard wait for it (app/router.tsx), as does the
 * signed-in layout.
 */
export async function loadSharedNamespaces(): Promise<void> {
  await loadParts(['first', 'more']);
}

/**
 * Loads those and the namespaces the first screens draw only later (LATER_NAMESPACES); every other screen
 * but home and sign-in waits for it (app/router.tsx), as does each lazy part of a first screen that uses them
 * (`withLaterTexts`).
 */
export async function loadLaterNamespaces(): Promise<void> {
  await loadParts(['first', 'more', 'later']);
}

/** Loads those and the administration's and information pages' own namespaces; those screens wait for it. */
export async function loadScreenNamespaces(): Promise<void> {
  await loadParts(['first', 'more', 'later', 'screens']);
}

/**
 * A lazy part's load (a dialog's, a menu's, a later section's `import()`) that also waits for the namespaces
 * drawn after the first screens' first frame (LATER_NAMESPACES): a first screen's lazy part that uses them is
 * loaded through it (app/first-screen-texts.test.ts finds every other one).
 */
export function withLaterTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadLaterNamespaces()]))[0];
}

function initialLanguage(): Language {
  return detectLanguage(
    typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language),
    typeof navigator === 'undefined' ? undefined : navigator.language,
  );
}

/**
 * The app's start: the user's language's first-screen messages and the chunks the start has asked for
 * meanwhile (a signed-in start asks for the shared namespaces at once, main.tsx), then i18next, started once
 * with all of them: a chunk added after the start is copied namespace by namespace by i18next
 * (`addResourceBundle`), a cost a returning visitor's first render would wait for
 * (docs/decisions/first-screen-budget.md).
 */
export async function loadI18n(): Promise<I18n> {
  const language = initialLanguage();
  await loadPart(language, 'first');
  await loadNeededParts();
  return initI18n(language);
}

/**
 * Starts i18next with the languages loaded so far (every one in unit tests; see `loadI18n`), in `language`
 * (else the stored or the browser's). Started already (web test files share one worker's modules), it
 * switches to that language instead.
 */
export function initI18n(language?: Language): I18n {
  const initial = language ?? initialLanguage();
  if (i18n.isInitialized) {
    // Every language is loaded by then in tests, so the switch is done when this returns.
    if (i18n.language !== initial && i18n.language !== 'cimode') void i18n.changeLanguage(initial);
    if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[initial];
    return i18n;
  }
  const resources = Object.fromEntries(Object.entries(loaded));
  const namespaces = [...new Set(Object.values(loaded).flatMap((catalogue) => Object.keys(catalogue)))];
  // Development aid (docs/conventions.md#i18n): `?i18n-keys` shows every message key instead of its text.
  const showKeys =
    import.meta.env.DEV &&
    typeof location !== 'undefined' &&
    new URLSearchParams(location.search).has('i18n-keys');
  void i18n.use(initReactI18next).init({
    resources,
    lng: showKeys ? 'cimode' : initial,
    // Only a loaded language can serve as fallback; the key-parity tests keep the languages aligned.
    fallbackLng: 'en',
    ns: namespaces.sort(),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    // A key without a message would show the raw key to the user: say so in the console, where the
    // end-to-end tests fail on it (e2e/fixtures.ts). A call with its own defaultValue expects misses.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key, _fallback, _update, options) => {
      if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
      console.error(`${MISSING_MESSAGE_PREFIX} ${namespace}:${key}`);
    },
  });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = HTML_LANG[initial];
    rememberPageLanguage(initial);
  }
  return i18n;
}

/**
 * The name of the cookie that tells the server the interface language, so the pages it serves list that
 * language's message chunks as preloads (apps/server/src/http/page-with-preloads.ts): without it they load
 * only once the entry has run. A preference only, read by nothing else (docs/decisions/first-screen-budget.md).
 */
export const PAGE_LANGUAGE_COOKIE = 'cocho-idioma';

function rememberPageLanguage(language: Language): void {
  if (import.meta.env.MODE === 'test') return;
  document.cookie = `${PAGE_LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The current interface language. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : 'pt';
}

/** Switches the interface language and stores the choice locally (`idioma`, docs/product/shell.md#records). */
export async function changeLanguage(language: Language): Promise<void> {
  switchingTo.add(language);
  try {
    await loadPart(language, 'first');
    // A screen may have needed more namespaces while the first chunk loaded (sign-in, then the dashboard).
    await Promise.all([...neededParts].map((part) => loadPart(language, part)));
  } finally {
    switchingTo.delete(language);
  }
  localStorage.setItem(STORAGE_KEYS.language, String(LANGUAGE_INDEX[language]));
  document.documentElement.lang = HTML_LANG[language];
  rememberPageLanguage(language);
  await i18n.changeLanguage(language);
}
