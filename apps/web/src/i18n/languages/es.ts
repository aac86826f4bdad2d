/** The es messages: one chunk, loaded when the interface starts in es or switches to it (i18n.ts). */
import { buildLanguageCatalogue } from '../language-catalogue';
import type { Catalogue } from '../language-catalogue';

export default buildLanguageCatalogue(
  'es',
  import.meta.glob<Catalogue>('../locales/es/*.json', { eager: true, import: 'default' }),
);
