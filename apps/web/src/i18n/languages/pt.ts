/** The pt messages: one chunk, loaded when the interface starts in pt or switches to it (i18n.ts). */
import { buildLanguageCatalogue } from '../language-catalogue';
import type { Catalogue } from '../language-catalogue';

export default buildLanguageCatalogue(
  'pt',
  import.meta.glob<Catalogue>('../locales/pt/*.json', { eager: true, import: 'default' }),
);
