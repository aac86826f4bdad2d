/** The export namespace's translator in a language, as the download side builds it. */
import type { Language } from '@cocho/engine';
import { i18n, initI18n } from '../../i18n/i18n';
import type { Translate } from '../report-text';

export function translatorFor(language: Language): Translate {
  initI18n(language);
  return i18n.getFixedT(language, 'export') as Translate;
}
