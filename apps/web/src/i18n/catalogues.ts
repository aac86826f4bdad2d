/**
 * Every language's message catalogue at once (language-catalogue.ts): for the key-parity tests and for
 * unit tests, which initialise i18n synchronously. The app itself loads one language's chunk at a time
 * (i18n.ts `loadI18n`, `changeLanguage`). Feature helpers add their own namespace files under
 * locales/<language>/; they are picked up without registration.
 */
import { LANGUAGES } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import type { Catalogue, LanguageCatalogue } from './language-catalogue';
import en from './languages/en';
import es from './languages/es';
import pt from './languages/pt';

export type { Catalogue } from './language-catalogue';
export type Catalogues = Record<Language, LanguageCatalogue>;

export const CATALOGUES: Catalogues = { pt, en, es };

/** Every namespace found in any language. */
export const NAMESPACES: string[] = [
  ...new Set(LANGUAGES.flatMap((language) => Object.keys(CATALOGUES[language]))),
].sort();

/** The dotted keys of a catalogue, sorted. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
    )
    .sort();
}
