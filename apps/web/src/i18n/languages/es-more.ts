/**
 * The es messages the signed-in first screens draw beyond the first chunk's (every namespace but
 * language-catalogue.ts FIRST_NAMESPACES, LATER_NAMESPACES and SCREEN_NAMESPACES, plus the engine's texts): one
 * chunk, loaded before any screen but home and sign-in (i18n.ts).
 */
import esEngineTexts from '@cocho/contracts/messages/es.json';
import { engineTexts } from '../engine-texts';
import { buildLanguageCatalogue } from '../language-catalogue';
import type { Catalogue, LanguageCatalogue } from '../language-catalogue';

const catalogue: LanguageCatalogue = {
  ...buildLanguageCatalogue(
    import.meta.glob<Catalogue>(
      [
        '../locales/es/*.json',
        '!../locales/es/{account,contentProtection,errors,shell}.json',
        '!../locales/es/{admin,adminCompanies,adminFreeMap,contacts,legal,static}.json',
        '!../locales/es/{ads,company,comparison,consultancy,dataTable,dietObjective,evaluation,export,feedingSheet,mixture,prediction,premium,supplement}.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
  ...engineTexts(esEngineTexts),
};
export default catalogue;
