/**
 * Every language's message catalogue at once (language-catalogue.ts): for the key-parity tests and for
 * unit tests, which initialise i18n synchronously. The app itself loads one language at a time, in up to
 * four chunks (CATALOGUE_PARTS; i18n.ts `loadI18n`, `changeLanguage`). Feature helpers add their own namespace files under
 * locales/<language>/; they are picked up without registration.
 */
import { LANGUAGES } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import type { Catalogue, LanguageCatalogue } from './language-catalogue';
import en from './languages/en';
import enLater from './languages/en-later';
import enMore from './languages/en-more';
import enScreens from './languages/en-screens';
import es from './languages/es';
import esLater from './languages/es-later';
import esMore from './languages/es-more';
import esScreens from './languages/es-screens';
import pt from './languages/pt';
import ptLater from './languages/pt-later';
import ptMore from './languages/pt-more';
import ptScreens from './languages/pt-screens';

export type { Catalogue } from './language-catalogue';
export type Catalogues = Record<Language, LanguageCatalogue>;

/**
 * Each language's four chunks (the first screen's namespaces, the rest of what the signed-in first screens
 * draw, what they draw later and every other screen shows, and those of the administration and information
 * pages only), in the order they load.
 */
export const CATALOGUE_PARTS: Record<
  Language,
  readonly [LanguageCatalogue, LanguageCatalogue, LanguageCatalogue, LanguageCatalogue]
> = {
  pt: [pt, ptMore, ptLater, ptScreens],
  en: [en, enMore, enLater, enScreens],
  es: [es, esMore, esLater, esScreens],
};

export const CATALOGUES: Catalogues = {
  pt: { ...pt, ...ptMore, ...ptLater, ...ptScreens },
  en: { ...en, ...enMore, ...enLater, ...enScreens },
  es: { ...es, ...esMore, ...esLater, ...esScreens },
};

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
