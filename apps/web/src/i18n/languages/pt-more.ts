/**
 * The pt messages the signed-in first screens draw beyond the first chunk's (every namespace but
 * language-catalogue.ts FIRST_NAMESPACES, LATER_NAMESPACES and SCREEN_NAMESPACES, plus the engine's texts): one
 * chunk, loaded before any screen but home and sign-in (i18n.ts).
 */
import ptEngineTexts from '@cocho/contracts/messages/pt.json';
import { engineTexts } from '../engine-texts';
import { buildLanguageCatalogue } from '../language-catalogue';
import type { Catalogue, LanguageCatalogue } from '../language-catalogue';

const catalogue: LanguageCatalogue = {
  ...buildLanguageCatalogue(
    import.meta.glob<Catalogue>(
      [
        '../locales/pt/*.json',
        '!../locales/pt/{account,contentProtection,errors,shell}.json',
        '!../locales/pt/{admin,adminCompanies,adminFreeMap,contacts,legal,static}.json',
        '!../locales/pt/{ads,company,comparison,consultancy,dataTable,dietObjective,evaluation,export,feedingSheet,mixture,prediction,premium,supplement}.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
  ...engineTexts(ptEngineTexts),
};
export default catalogue;
