/**
 * What an internal identifier looks like in text people read: an ALL_CAPS_WITH_UNDERSCORES
 * code (PESO_DE_VENDA) or an untranslated message key (`diet.result.title`, `abbr.PB`: i18next shows the key
 * when a message is missing). Abbreviations with dots (a.a., e.g.), decimals and web addresses pass.
 */
const CODE = /\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b/g;
const KEY = /(?<![\w@/.:-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9_]*)+(?![\w/])/g;
/** Last parts of web addresses, which look like keys. */
const ADDRESS_ENDINGS = new Set(['com', 'br', 'org', 'net', 'py', 'ar', 'uy', 'bo', 'io', 'html']);

/** The internal identifiers found in a text, in order; empty when there are none. */
export function findInternalCodes(text: string): string[] {
  const keys = [...text.matchAll(KEY)]
    .map((match) => match[0])
    .filter((key) => {
      const parts = key.split('.');
      if (parts.every((part) => part.length === 1)) return false;
      return !ADDRESS_ENDINGS.has(parts.at(-1)!.toLowerCase());
    });
  return [...[...text.matchAll(CODE)].map((match) => match[0]), ...keys];
}
