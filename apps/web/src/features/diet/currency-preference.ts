/**
 * The currency a new diet starts in: the account's (chosen on /user), else the one last chosen for a diet on
 * this device, else reais (format/account-currency.ts; docs/decisions/currencies-and-purchase-units.md).
 * A saved diet keeps its own `moeda`.
 */
import { DEFAULT_CURRENCY } from '@cocho/engine';
import type { TUser } from '@cocho/contracts';
import { accountCurrencyOf } from '../../format/account-currency';
import type { DietInputs } from './diet-state';

export { readPreferredCurrency, savePreferredCurrency } from '../../format/account-currency';

/** A new diet's inputs in the account's currency (the same object when they already read in it). */
export function withPreferredCurrency(
  inputs: DietInputs,
  user: Pick<TUser, 'moeda'> | null | undefined,
): DietInputs {
  const currency = accountCurrencyOf(user);
  return currency === (inputs.moeda ?? DEFAULT_CURRENCY) ? inputs : { ...inputs, moeda: currency };
}
