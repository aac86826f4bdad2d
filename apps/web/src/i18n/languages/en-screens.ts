/**
 * The en messages that only some screens show (language-catalogue.ts
 * SCREEN_NAMESPACES): one chunk, loaded before those screens (i18n.ts `loadScreenNamespaces`, app/router.tsx).
 */
import { buildLanguageCatalogue } from '../language-catalogue';
import type { Catalogue } from '../language-catalogue';

export default buildLanguageCatalogue(
  import.meta.glob<Catalogue>(
    '../locales/en/{admin,adminCompanies,adminFreeMap,contacts,legal,static}.json',
    {
      eager: true,
      import: 'default',
    },
  ),
);
