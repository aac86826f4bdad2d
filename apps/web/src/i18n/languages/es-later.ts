/**
 * The es messages that the signed-in first screens (the diet wizard, the dashboard, the signed-in layout's first
 * frame) do not draw before they are usable (language-catalogue.ts LATER_NAMESPACES): one chunk, loaded after
 * their first frame, before every other screen and before their own dialogs and later parts that use it
 * (i18n.ts `loadLaterNamespaces`, `withLaterTexts`).
 */
import { buildLanguageCatalogue } from '../language-catalogue';
import type { Catalogue } from '../language-catalogue';

export default buildLanguageCatalogue(
  import.meta.glob<Catalogue>(
    '../locales/es/{ads,company,comparison,consultancy,dataTable,dietObjective,evaluation,export,feedingSheet,mixture,prediction,premium,supplement}.json',
    {
      eager: true,
      import: 'default',
    },
  ),
);
