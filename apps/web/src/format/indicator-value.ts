/**
 * A financial indicator's value as text (docs/product/calculation.md#financial-report): decimals per unit, the unit's
 * translated suffix (finance namespace) and money in the language's currency. Used by the financial
 * report screen and the exported reports alike.
 */
import type { Currency, FinanceUnit, Language } from '@cocho/engine';
import { formatMoney, formatNumber, formatPercent } from './format';

/** Decimals shown per indicator unit. */
const DECIMALS: Readonly<Record<FinanceUnit, number>> = {
  head: 0,
  days: 0,
  months: 2,
  kg: 1,
  'kg/day': 2,
  '%': 1,
  '%/month': 2,
  '%/year': 1,
  '@': 2,
  'kg DM/@': 1,
  'R$/day': 2,
  R$: 2,
  'R$/@': 2,
};

/** The i18n key (finance namespace) of a unit's suffix, when the unit has one besides the number format. */
export const UNIT_SUFFIX_KEY: Readonly<Record<FinanceUnit, string | null>> = {
  head: 'unit.head',
  days: 'unit.days',
  months: 'unit.months',
  kg: 'unit.kg',
  'kg/day': 'unit.kgPerDay',
  '%': null,
  '%/month': 'unit.perMonth',
  '%/year': 'unit.perYear',
  '@': 'unit.arroba',
  'kg DM/@': 'unit.kgDmPerArroba',
  'R$/day': 'unit.perDay',
  R$: null,
  'R$/@': 'unit.perArroba',
};

/**
 * An indicator's value as text in `language`; `suffix` is the translated unit suffix (see UNIT_SUFFIX_KEY).
 * Money uses the diet's `currency` when given, else the language's sign (R$ in pt, $ in en and es).
 */
export function formatIndicatorValue(
  value: number,
  unit: FinanceUnit,
  language: Language,
  suffix: string,
  currency?: Currency | null,
): string {
  const decimals = DECIMALS[unit];
  switch (unit) {
    case 'R$':
      return formatMoney(value, language, decimals, currency);
    case 'R$/day':
    case 'R$/@':
      return `${formatMoney(value, language, decimals, currency)}${suffix}`;
    case '%':
      return formatPercent(value, language, decimals);
    case '%/month':
    case '%/year':
      return `${formatPercent(value, language, decimals)} ${suffix}`;
    default:
      return `${formatNumber(value, language, decimals)} ${suffix}`;
  }
}
