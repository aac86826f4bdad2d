/**
 * One language's messages: its catalogues apps/web/src/i18n/locales/<language>/<namespace>.json plus the
 * namespaces of the texts behind the engine's codes (units, requirementNames, financeIndicators,
 * modelSources), which live in @cocho/contracts' one catalogue shared with the CLI.
 */
import { MESSAGE_NAMESPACES, MESSAGES } from '@cocho/contracts';
import type { Language } from '@cocho/engine';

export type Catalogue = { [key: string]: string | Catalogue };
/** Namespace → catalogue, for one language. */
export type LanguageCatalogue = Record<string, Catalogue>;

/** Builds a language's catalogue from its JSON files (an eager `import.meta.glob` of locales/<language>). */
export function buildLanguageCatalogue(
  language: Language,
  files: Readonly<Record<string, Catalogue>>,
): LanguageCatalogue {
  const catalogue: LanguageCatalogue = {};
  for (const [file, messages] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) catalogue[namespace] = messages;
  }
  for (const namespace of MESSAGE_NAMESPACES)
    catalogue[namespace] = MESSAGES[language][namespace] as Catalogue;
  return catalogue;
}
