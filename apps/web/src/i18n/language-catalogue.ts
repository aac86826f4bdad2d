/**
 * One language's messages: its catalogues apps/web/src/i18n/locales/<language>/<namespace>.json plus the
 * namespaces of the texts behind the engine's codes (units, requirementNames, financeIndicators,
 * modelSources), which live in @cocho/contracts' one catalogue shared with the CLI (engine-texts.ts).
 */
export type Catalogue = { [key: string]: string | Catalogue };
/** Namespace → catalogue, for one language. */
export type LanguageCatalogue = Record<string, Catalogue>;

/**
 * The namespaces of a language's first chunk (languages/<language>.ts): what the shell, the public layout,
 * home and the sign-in form show. The others (but LATER_NAMESPACES and SCREEN_NAMESPACES), and the engine's texts,
 * are in languages/<language>-more.ts, loaded before any other screen (i18n.ts `loadSharedNamespaces`,
 * app/router.tsx). The two chunks' globs
 * spell this list out (import.meta.glob takes literals only); catalogues.test.ts checks they agree.
 */
export const FIRST_NAMESPACES: readonly string[] = ['account', 'contentProtection', 'errors', 'shell'];

/**
 * The namespaces that the signed-in first screens (the diet wizard, the dashboard, the signed-in layout's first
 * frame) do not draw before they are usable (languages/<language>-later.ts): their dialogs and later parts
 * and every other screen show them. Loaded after those screens' first frame (i18n.ts `loadLaterNamespaces`):
 * every screen but the first ones waits for them (app/router.tsx), and so does each lazy part of a first
 * screen that uses them (i18n.ts `withLaterTexts`); app/first-screen-texts.test.ts checks that what the first
 * screens draw before they are usable uses none of them. Their globs spell this list out too
 * (catalogue-parts.test.ts).
 */
export const LATER_NAMESPACES: readonly string[] = [
  'ads',
  'company',
  'comparison',
  'consultancy',
  'dataTable',
  'dietObjective',
  'evaluation',
  'export',
  'feedingSheet',
  'mixture',
  'prediction',
  'premium',
  'supplement',
];

/**
 * The namespaces that only some screens show (languages/<language>-screens.ts): the administration's, the
 * information pages', the legal texts (the privacy and terms pages, the user's data rights) and the contacts
 * (the user's and the company's pages). Loaded before those screens only (i18n.ts `loadScreenNamespaces`,
 * app/router.tsx SCREEN_TEXT_SCREENS), so the signed-in layout, the dashboard and the wizard wait for less.
 * Their globs spell this list out too; catalogue-parts.test.ts checks they agree, and
 * app/screen-texts.test.ts that no other screen's modules use them.
 */
export const SCREEN_NAMESPACES: readonly string[] = [
  'admin',
  'adminCompanies',
  'adminFreeMap',
  'contacts',
  'legal',
  'static',
];

/** Builds a language's catalogue from its JSON files (an eager `import.meta.glob` of locales/<language>). */
export function buildLanguageCatalogue(files: Readonly<Record<string, Catalogue>>): LanguageCatalogue {
  const catalogue: LanguageCatalogue = {};
  for (const [file, messages] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) catalogue[namespace] = messages;
  }
  return catalogue;
}
