import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceUnit } from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { useLanguage } from '../../i18n/use-language';
import { formatIndicatorValue, UNIT_SUFFIX_KEY } from '../../format/indicator-value';

/** Formats an indicator value with its unit in the interface language. */
export function useIndicatorFormatter(): (value: number, unit: FinanceUnit) => string {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const currency = useCurrency();
  return useCallback(
    (value: number, unit: FinanceUnit) => {
      const key = UNIT_SUFFIX_KEY[unit];
      return formatIndicatorValue(value, unit, language, key === null ? '' : t(key), currency);
    },
    [currency, language, t],
  );
}
