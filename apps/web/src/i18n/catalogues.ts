/**
 * Every message catalogue: apps/web/src/i18n/locales/<language>/<namespace>.json, and the namespaces of the
 * texts behind the engine's codes (units, requirementNames, financeIndicators, modelSources), which live in
 * @cocho/contracts' one catalogue shared with the CLI. Feature helpers add their own namespace files; they
 * are picked up here without registration.
 */
import { MESSAGE_NAMESPACES, MESSAGES } from '@cocho/contracts';
import { LANGUAGES } from '@cocho/engine';
import type { Language } from '@cocho/engine';

export type Catalogue = { [key: string]: string | Catalogue };
export type Catalogues = Record<Language, Record<string, Catalogue>>;

const FILES = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

function buildCatalogues(): Catalogues {
  const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Catalogues;
  for (const [file, catalogue] of Object.entries(FILES)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    const language = match?.[1] as Language | undefined;
    const namespace = match?.[2];
    if (!language || !namespace || !(language in catalogues)) continue;
    catalogues[language][namespace] = catalogue;
  }
  for (const language of LANGUAGES)
    for (const namespace of MESSAGE_NAMESPACES)
      catalogues[language][namespace] = MESSAGES[language][namespace] as Catalogue;
  return catalogues;
}

export const CATALOGUES: Catalogues = buildCatalogues();

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
