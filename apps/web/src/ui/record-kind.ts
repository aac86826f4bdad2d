import { useTranslation } from 'react-i18next';
import type { TDietMode } from '@cocho/contracts';

/**
 * Why a screen does not open the record a `?did=` names: it is of another kind (a diet on the supplement
 * screen, a prediction on the mix screen…). One clause in the user's language, to follow "could not open
 * the saved record: ". Every saved record shares one id space, so any id may reach any record screen.
 */
export function useRecordKindMismatch(): (modo: TDietMode) => string {
  const { t } = useTranslation('errors');
  return (modo) => t('WRONG_RECORD_KIND', { kind: t(`recordKinds.${modo}`) });
}

/** The same as a sentence of its own (after a screen's "could not open this …."). */
export function asSentence(clause: string): string {
  return clause.charAt(0).toLocaleUpperCase() + clause.slice(1);
}
