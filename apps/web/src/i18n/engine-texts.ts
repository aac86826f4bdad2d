/**
 * The namespaces of the texts behind the engine's codes (units, requirementNames, financeIndicators,
 * modelSources) in one language: @cocho/contracts' one catalogue shared with the CLI. Only the second
 * chunk of each language (languages/<language>-more.ts) has them.
 */
import { MESSAGES } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import type { LanguageCatalogue } from './language-catalogue';

export function engineTexts(language: Language): LanguageCatalogue {
  return { ...MESSAGES[language] } as LanguageCatalogue;
}
