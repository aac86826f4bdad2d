/**
 * The checks of the feed and restriction steps that the wizard runs while those steps are not on screen
 * (leaving a step, calculating): here, apart from the steps' views, which load on first use
 * (DietStepContent.tsx; docs/decisions/first-screen-budget.md).
 */
import { readLocaleNumber } from '@cocho/engine';
import type { Language, LocaleNumberInvalidReason } from '@cocho/engine';
import type { SelectedFeed } from './diet-state';

/** A roughage share, % of DM, that the formulation can take (0 to 100). */
export function isValidShare(value: number | null): boolean {
  return value !== null && value >= 0 && value <= 100;
}

/**
 * A restriction as typed, read by the one reader in the interface language (a percentage: its % sign is
 * allowed): the number, null when empty or not yet chosen (ambiguous: the field asks), or why it cannot be
 * read. Nothing typed is dropped: an unreadable text stays in the field with its message.
 */
export function readRestriction(
  text: string,
  language: Language,
): { readonly value: number | null; readonly problem: LocaleNumberInvalidReason | null } {
  const reading = readLocaleNumber(text, language, { isPercent: true });
  if (reading.kind === 'number') return { value: reading.value, problem: null };
  if (reading.kind === 'invalid') return { value: null, problem: reading.reason };
  return { value: null, problem: null };
}

/** Sum of the minimums that count (numeric and above 0; docs/product/calculation.md#validation), % of DM. */
export function sumOfMinimums(feeds: readonly SelectedFeed[], language: Language): number {
  return feeds.reduce((sum, feed) => {
    const min = readRestriction(feed.minimo, language).value;
    return min !== null && min > 0 ? sum + min : sum;
  }, 0);
}

/**
 * Whether every typed restriction reads as one number (or is empty): an unreadable or ambiguous one keeps
 * the diet from being calculated until the field's message is answered, so the formulation never uses a
 * reading the screen did not show.
 */
export function areRestrictionsRead(feeds: readonly SelectedFeed[], language: Language): boolean {
  return feeds.every((feed) =>
    [feed.minimo, feed.maximo].every((text) => {
      const kind = readLocaleNumber(text, language, { isPercent: true }).kind;
      return kind === 'empty' || kind === 'number';
    }),
  );
}
