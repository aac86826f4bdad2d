/**
 * The account's currency (docs/decisions/currencies-and-purchase-units.md): the `moeda` new diets,
 * mixtures, supplements and finance start in, and the currency of money shown outside a record that has its
 * own. In order: the one chosen on /user (stored with the account), else the one last chosen for a diet on
 * this device, else reais (BRL, the currency every earlier price was typed in).
 */
import { DEFAULT_CURRENCY, isCurrency } from '@cocho/engine';
import type { Currency } from '@cocho/engine';
import type { TUser } from '@cocho/contracts';
import { useOptionalSession } from '../session/SessionProvider';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** The currency of a country (ISO 3166 alpha-2) the app offers one for; null otherwise. */
const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  BR: 'BRL',
  PY: 'PYG',
  AR: 'ARS',
  UY: 'UYU',
  BO: 'BOB',
  US: 'USD',
};

/** The currency a country pays in, when it is one of the app's; null for any other or none. */
export function currencyOfCountry(iso: string | null | undefined): Currency | null {
  return iso ? (COUNTRY_CURRENCY[iso.toUpperCase()] ?? null) : null;
}

/** The currency last chosen for a diet on this device, or null (none chosen, or no storage). */
export function readPreferredCurrency(): Currency | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.dietCurrency);
    return isCurrency(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the currency chosen for a diet on this device. */
export function savePreferredCurrency(currency: Currency): void {
  try {
    localStorage.setItem(STORAGE_KEYS.dietCurrency, currency);
  } catch {
    // No storage (private mode): the diet keeps its currency all the same.
  }
}

/** The account's currency: the user's choice, else this device's last, else reais. */
export function accountCurrencyOf(user: Pick<TUser, 'moeda'> | null | undefined): Currency {
  return user?.moeda ?? readPreferredCurrency() ?? DEFAULT_CURRENCY;
}

/** The signed-in account's currency (outside a session: this device's last, else reais). */
export function useAccountCurrency(): Currency {
  return accountCurrencyOf(useOptionalSession()?.user);
}
