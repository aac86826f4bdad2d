import { useTranslation } from 'react-i18next';
import type { LocaleNumberInvalidReason } from '@cocho/engine';

/** The message of a typed number that cannot be read, in the interface language. */
export function useNumberProblemText(): (reason: LocaleNumberInvalidReason) => string {
  const { t } = useTranslation('numbers');
  return (reason) => t(`invalid.${reason}`);
}
