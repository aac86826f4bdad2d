/**
 * The pt messages of the first screen (language-catalogue.ts FIRST_NAMESPACES): one small chunk, loaded
 * when the interface starts in pt or switches to it; the rest is in pt-more.ts (i18n.ts).
 */
import { buildLanguageCatalogue } from '../language-catalogue';
import type { Catalogue } from '../language-catalogue';

export default buildLanguageCatalogue(
  import.meta.glob<Catalogue>('../locales/pt/{account,contentProtection,errors,shell}.json', {
    eager: true,
    import: 'default',
  }),
);
