/**
 * The currency of the money on screen: the diet wizard provides its diet's `moeda`, so
 * every amount under it (result, financial report, price ranging) is written in that currency. Outside a
 * provider there is none, and money keeps the language's sign.
 */
import { createContext, useContext } from 'react';
import type { Currency } from '@cocho/engine';

export const CurrencyContext = createContext<Currency | null>(null);

/** The currency of the money shown here, or null (the language's sign). */
export function useCurrency(): Currency | null {
  return useContext(CurrencyContext);
}
