/**
 * The currency a new diet starts in: the one last chosen for a diet on this device (a device preference,
 * like the dark mode; the account keeps none: docs/decisions/currencies-and-purchase-units.md).
 */
import { isCurrency } from '@cocho/engine';
import type { Currency } from '@cocho/engine';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import type { DietInputs } from './diet-state';

/** The last chosen currency, or null (none chosen, or no storage). */
export function readPreferredCurrency(): Currency | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.dietCurrency);
    return isCurrency(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the currency chosen for a diet. */
export function savePreferredCurrency(currency: Currency): void {
  try {
    localStorage.setItem(STORAGE_KEYS.dietCurrency, currency);
  } catch {
    // No storage (private mode): the diet keeps its currency all the same.
  }
}

/** A new diet's inputs in the preferred currency (unchanged when none was chosen). */
export function withPreferredCurrency(inputs: DietInputs): DietInputs {
  const currency = readPreferredCurrency();
  return currency === null ? inputs : { ...inputs, moeda: currency };
}
