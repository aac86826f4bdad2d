/** The en messages: one chunk, loaded when the interface starts in en or switches to it (i18n.ts). */
import { buildLanguageCatalogue } from '../language-catalogue';
import type { Catalogue } from '../language-catalogue';

export default buildLanguageCatalogue(
  'en',
  import.meta.glob<Catalogue>('../locales/en/*.json', { eager: true, import: 'default' }),
);
