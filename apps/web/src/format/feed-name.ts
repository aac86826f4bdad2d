/**
 * Feed and feed-category names in a language, with one fallback for every screen and report: the
 * translated name when it is not blank, otherwise the Portuguese name (the catalogue's name of record).
 */
import type { Language } from '@cocho/engine';

/** A feed's names as the catalogue, the saved records and the engine's feeds carry them. */
export type FeedNames = {
  readonly name: string;
  readonly name_en?: string | null;
  readonly name_es?: string | null;
};

/** A feed category's names (contracts `TFeedType`). */
export type FeedTypeNames = {
  readonly nome: string;
  readonly nome_ingles?: string | null;
  readonly nome_espanhol?: string | null;
};

function translatedOr(portuguese: string, translated: string | null | undefined): string {
  return translated && translated.trim() !== '' ? translated : portuguese;
}

/** The feed's name in the language, falling back to the Portuguese name. */
export function feedNameIn(feed: FeedNames, language: Language): string {
  return translatedOr(feed.name, language === 'en' ? feed.name_en : language === 'es' ? feed.name_es : null);
}

/** The category's name in the language, falling back to the Portuguese name; empty without a category. */
export function feedTypeNameIn(type: FeedTypeNames | undefined, language: Language): string {
  if (!type) return '';
  return translatedOr(
    type.nome,
    language === 'en' ? type.nome_ingles : language === 'es' ? type.nome_espanhol : null,
  );
}

/** The name in the language of feed `id` of `feeds`; the id itself when the feed is not there. */
export function feedNameById(feeds: ReadonlyMap<string, FeedNames>, id: string, language: Language): string {
  const feed = feeds.get(id);
  return feed ? feedNameIn(feed, language) : id;
}
