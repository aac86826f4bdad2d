/**
 * The namespaces of the texts behind the engine's codes (units, requirementNames, financeIndicators,
 * modelSources) in one language: @cocho/contracts' one catalogue shared with the CLI. Only the second
 * chunk of each language (languages/<language>-more.ts) has them, and it imports that language's file alone
 * (`@cocho/contracts/messages/<language>.json`), so a screen does not load the other languages' texts with
 * the contracts (docs/decisions/first-screen-budget.md).
 */
import type { Messages } from '@cocho/contracts';
import type { LanguageCatalogue } from './language-catalogue';

/** A language's engine texts as namespaces; typed `Messages`, so a file missing a code fails the type check. */
export function engineTexts(messages: Messages): LanguageCatalogue {
  return { ...messages } as LanguageCatalogue;
}
