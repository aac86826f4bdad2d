import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { isLanguage } from './language';

/** The current interface language; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : 'pt';
}
