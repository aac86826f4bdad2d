/**
 * The feed catalogue's order and search, for every screen that lists or picks feeds (short table, diet
 * wizard, prediction, mixture and supplement): catalogue, company and user feeds under their categories,
 * the categories in the product's order, and the one feed search.
 */
import type { TFeed, TFeedType } from '@cocho/contracts';
import { CATEGORY_COMPANY_PRODUCTS, CATEGORY_USER_FEEDS } from '@cocho/engine';

/** A feed of the table with the category it is listed under (999 user feeds, 998 company feeds). */
export type TableFeed = { readonly feed: TFeed; readonly category: number };

/** Catalogue feeds under their own category, user feeds under 999, company feeds under 998 (docs/product/calculation.md#visibility). */
export function toTableFeeds(lists: { catalogue: TFeed[]; company: TFeed[]; user: TFeed[] }): TableFeed[] {
  return [
    ...lists.catalogue.map((feed) => ({ feed, category: feed.tipo })),
    ...lists.company
      .filter((feed) => feed.EXCLUIDO === 0)
      .map((feed) => ({ feed, category: CATEGORY_COMPANY_PRODUCTS })),
    ...lists.user
      .filter((feed) => feed.EXCLUIDO === 0)
      .map((feed) => ({ feed, category: CATEGORY_USER_FEEDS })),
  ];
}

/** Listed categories in display order (docs/product/calculation.md#constants: 6, 1, 7, 3, 2, 4, 8; 9 and 5 skipped). */
export function orderedCategories(types: readonly TFeedType[]): TFeedType[] {
  return types.filter((type) => type.ordem !== null).sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0));
}

/** Lower case without accents, for searching "milho" in "Milho moído" and "acucar" in "Açúcar". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Words Brazilian users search with that the catalogue names spell differently (folded: lower case, no
 * accents). A search holding the term matches a feed whose names hold the term or any of its alternatives;
 * the other words of the search must still all match. Longer terms are tried first ("sal mineral" before "sal").
 * The list and its reasons: docs/decisions/brazilian-feed-library.md.
 */
export const FEED_SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  fuba: ['milho moido', 'corn, finely ground', 'corn, medium ground', 'maiz molido'],
  'milho moido': ['milho moido', 'milho grao seco', 'corn, finely ground', 'corn, medium ground'],
  'milho grao': ['milho moido', 'milho grao', 'milho quebrado', 'milho floculado'],
  'milho inteiro': ['milho grao inteiro', 'corn, whole shelled', 'maiz grano entero'],
  'grao inteiro': ['grao inteiro', 'whole shelled', 'grano entero'],
  vedado: ['vedado', 'diferido', 'deferred'],
  diferido: ['diferido', 'vedado', 'deferred'],
  braquiarao: ['marandu', 'brizantha'],
  braquiaria: ['braquiaria', 'urochloa', 'brachiaria'],
  quicuio: ['humidicola'],
  quirera: ['milho quebrado', 'corn, cracked'],
  mdps: ['mdps', 'milho desintegrado com palha e sabugo'],
  mds: ['mds', 'milho desintegrado com sabugo'],
  'casquinha de soja': ['casca de soja', 'soybean hulls', 'cascarilla de soja'],
  casquinha: ['casca de soja', 'casca de algodao', 'soybean hulls'],
  caroco: ['caroco de algodao', 'whole cottonseed', 'semilla de algodon'],
  bagaco: ['bagaco', 'bagasse', 'bagazo'],
  'ponta de cana': ['ponta de cana', 'ponteiro', 'sugar cane tops', 'punta (cogollo) de cana'],
  'sal mineral': ['sal mineral', 'mistura mineral', 'mineral mix', 'mezcla mineral'],
  proteinado: ['proteinado', 'mistura multipla', 'protein supplement', 'suplemento proteico'],
  nucleo: ['nucleo', 'premix'],
  refinazil: ['gluten feed', 'refinazil'],
  ddg: ['ddg', 'wdg', 'distillers', 'burlanda'],
  'farelo de soja': ['farelo de soja', 'soybean meal', 'harina de soja'],
  calcario: ['calcario', 'limestone', 'carbonato de calcio'],
  ureia: ['ureia', 'urea'],
};

/** The synonym terms, longest first. */
const SYNONYM_TERMS = Object.keys(FEED_SEARCH_SYNONYMS).sort((a, b) => b.length - a.length);

/**
 * Whether a feed's names (Portuguese, English, Spanish, scientific) hold every word of `search`, ignoring
 * case and accents and the words' order: "mandioca raspa" finds "Mandioca (raspa/farinha seca)". A known
 * synonym in the search ("fubá", "casquinha de soja", "MDPS", "sal mineral", "proteinado"…) matches its
 * alternatives (FEED_SEARCH_SYNONYMS). The one feed search of every screen (short table, diet wizard,
 * prediction, mixture and supplement pickers).
 */
export function matchesFeedSearch(
  feed: Pick<TFeed, 'name' | 'name_en' | 'name_es'> & { readonly name_sci?: string | null },
  search: string,
): boolean {
  let rest = ` ${foldText(search).split(/\s+/).filter(Boolean).join(' ')} `;
  if (rest.trim() === '') return true;
  const haystack = foldText([feed.name, feed.name_en, feed.name_es, feed.name_sci].filter(Boolean).join(' '));
  for (const term of SYNONYM_TERMS) {
    const padded = ` ${term} `;
    if (!rest.includes(padded)) continue;
    const alternatives = [term, ...(FEED_SEARCH_SYNONYMS[term] ?? [])];
    if (!alternatives.some((alternative) => haystack.includes(alternative))) return false;
    rest = rest.replace(padded, ' ');
  }
  return rest
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The feeds a picker offers from the catalogue (ui/FeedPicker), each under its table category. */
export type PickableFeeds = {
  readonly feeds: readonly TFeed[];
  readonly categoryOf: (feed: TFeed) => number | null;
};

/** The catalogue's, the company's and the user's feeds that `accept` takes, under their table categories. */
export function listPickableFeeds(
  lists: { catalogue: TFeed[]; company: TFeed[]; user: TFeed[] },
  accept: (feed: TFeed) => boolean = () => true,
): PickableFeeds {
  const listed = toTableFeeds(lists).filter(({ feed }) => feed.EXCLUIDO === 0 && accept(feed));
  const categories = new Map(listed.map(({ feed, category }) => [feed.id, category] as const));
  return {
    feeds: listed.map(({ feed }) => feed),
    categoryOf: (feed) => categories.get(feed.id) ?? null,
  };
}

/** Every feed of the lists by id. */
export function indexFeeds(lists: {
  catalogue: TFeed[];
  company: TFeed[];
  user: TFeed[];
}): Map<string, TFeed> {
  return new Map(
    [...lists.catalogue, ...lists.company, ...lists.user].map((feed) => [feed.id, feed] as const),
  );
}
