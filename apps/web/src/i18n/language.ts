/**
 * Interface language choice (docs/product/shell.md#audience): the stored choice, else pt for pt-* browsers, es
 * for es-* browsers (the product said English; docs/decisions/currencies-and-purchase-units.md), else en.
 */
import { LANGUAGE_INDEX, LANGUAGES } from '@cocho/engine';
import type { Language } from '@cocho/engine';

/** The language of a stored language index (0 pt, 1 en, 2 es). */
export function languageOfIndex(index: number): Language | null {
  return LANGUAGES.find((language) => LANGUAGE_INDEX[language] === index) ?? null;
}

/** The default language from the stored `idioma` index and the browser language. */
export function detectLanguage(storedIndex: string | null, browserLanguage: string | undefined): Language {
  if (storedIndex !== null && storedIndex.trim() !== '') {
    const stored = languageOfIndex(Number(storedIndex));
    if (stored) return stored;
  }
  const browser = browserLanguage?.toLowerCase() ?? '';
  if (browser.startsWith('pt')) return 'pt';
  return browser === 'es' || browser.startsWith('es-') ? 'es' : 'en';
}

/** Whether `value` is one of the interface languages. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for the page's `lang` attribute. */
export const HTML_LANG: Readonly<Record<Language, string>> = { pt: 'pt-BR', en: 'en-US', es: 'es' };
