/**
 * The one i18next instance (conventions §4: i18n is used through this module). Namespaces: one JSON per
 * feature; `shell` is the default, `errors` holds one message per error code.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { LANGUAGE_INDEX } from '@cocho/engine';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { CATALOGUES, NAMESPACES } from './catalogues';
import { detectLanguage, HTML_LANG, isLanguage } from './language';

export const i18n: I18n = i18next.createInstance();

/** Start of the console error logged for a message key that has no text (e2e tests fail on it). */
export const MISSING_MESSAGE_PREFIX = 'Missing message:';

export function initI18n(language?: Language): I18n {
  if (i18n.isInitialized) return i18n;
  const initial =
    language ??
    detectLanguage(
      typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language),
      typeof navigator === 'undefined' ? undefined : navigator.language,
    );
  // Development aid (conventions §10): `?i18n-keys` shows every message key instead of its text.
  const showKeys =
    import.meta.env.DEV &&
    typeof location !== 'undefined' &&
    new URLSearchParams(location.search).has('i18n-keys');
  void i18n.use(initReactI18next).init({
    resources: CATALOGUES,
    lng: showKeys ? 'cimode' : initial,
    fallbackLng: 'en',
    ns: NAMESPACES,
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
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[initial];
  return i18n;
}

/** The current interface language. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : 'pt';
}

/** Switches the interface language and stores the choice locally (`idioma`, spec 01 §3). */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, String(LANGUAGE_INDEX[language]));
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}
