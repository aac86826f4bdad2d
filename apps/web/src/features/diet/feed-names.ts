/** Feed and category names in the user's language, falling back to the Portuguese name. */
import type { Language } from '@cocho/engine';
import type { TFeedType } from '@cocho/contracts';

export function feedNameOf(
  feed: { name: string; name_en: string | null; name_es: string | null },
  language: Language,
): string {
  if (language === 'en') return feed.name_en || feed.name;
  if (language === 'es') return feed.name_es || feed.name;
  return feed.name;
}

export function typeNameOf(type: TFeedType, language: Language): string {
  if (language === 'en') return type.nome_ingles || type.nome;
  if (language === 'es') return type.nome_espanhol || type.nome;
  return type.nome;
}
