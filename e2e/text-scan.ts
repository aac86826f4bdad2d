/**
 * What people must never read (docs/conventions.md#i18n): an internal identifier in ALL_CAPS_WITH_UNDERSCORES
 * (PESO_DE_VENDA), a message key shown instead of its text (`title.dashboard`, `finance:indicator.N`: what
 * i18next shows for a key with no message), or a sentence of another language. The keys and sentences are
 * read from the web app's message catalogues, so a new message is covered without a change here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Language = 'pt' | 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/i18n/locales');

/** Every message of a catalogue file, by its dotted key. */
function* messagesOf(node: unknown, key: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (node !== null && typeof node === 'object')
    for (const [part, value] of Object.entries(node)) yield* messagesOf(value, key ? `${key}.${part}` : part);
}

type Catalogue = { namespace: string; key: string; text: string };

function readCatalogue(language: Language): Catalogue[] {
  const folder = path.join(LOCALES, language);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.replace(/\.json$/, '');
      const json = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as unknown;
      return [...messagesOf(json, '')].map(([key, text]) => ({ namespace, key, text }));
    });
}

const CATALOGUES = Object.fromEntries(
  LANGUAGES.map((language) => [language, readCatalogue(language)]),
) as Record<Language, Catalogue[]>;

/** Every message key, bare (`title.dashboard`) and with its namespace (`shell:title.dashboard`). */
const KEYS: ReadonlySet<string> = new Set(
  CATALOGUES.pt.flatMap(({ namespace, key }) => {
    // A plural's forms share one key (`count_one`, `count_other` → `count`).
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    return [key, base, `${namespace}:${key}`, `${namespace}:${base}`, `${namespace}.${base}`];
  }),
);

/** The message of `namespace:key` in `language` (for waiting on a screen's title). */
export function messageOf(language: Language, namespace: string, key: string): string {
  const found = CATALOGUES[language].find((entry) => entry.namespace === namespace && entry.key === key);
  if (!found) throw new Error(`no message ${namespace}:${key} in ${language}`);
  return found.text;
}

/** A sentence worth looking for: plain text of three words or more, no placeholder or markup. */
const isSentence = (text: string) =>
  !/[{}<>]/.test(text) && text.trim().split(/\s+/).length >= 3 && text.trim().length >= 16;

/** `phrase` as whole words ("Política de privacidad" is not found in "Política de privacidade"). */
function wholePhrase(phrase: string): RegExp {
  const escaped = phrase
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * Sentences of the other two languages that `language` never says (the same text in both is left out, so
 * "Premium" or a product name is never a finding).
 */
const FOREIGN_SENTENCES = Object.fromEntries(
  LANGUAGES.map((language) => {
    const own = new Set(CATALOGUES[language].map((entry) => entry.text.trim()));
    const foreign = LANGUAGES.filter((other) => other !== language)
      .flatMap((other) => CATALOGUES[other].map((entry) => entry.text.trim()))
      .filter((text) => isSentence(text) && !own.has(text));
    return [
      language,
      [...new Set(foreign)].map((sentence) => ({ sentence, pattern: wholePhrase(sentence) })),
    ];
  }),
) as Record<Language, { sentence: string; pattern: RegExp }[]>;

/**
 * Words each language writes in capitals as ordinary words (headings are capitalised by the theme), so
 * another language's abbreviation spelled like them is no finding: "DE", "ME" in pt and es, "EL" in es;
 * "PM" (a time) and "EN" (the language menu's "EN-US") in en; "MM" of a date pattern (DD/MM/AAAA) in all.
 */
const CAPITALISED_WORDS: Record<Language, readonly string[]> = {
  pt: ['DE', 'ME', 'NE', 'MM'],
  en: ['PM', 'MM', 'EN'],
  es: ['DE', 'ME', 'EL', 'NE', 'MM'],
};

/** The nutrient abbreviations of a language (feeds.json `abbr`: MS, PB in pt; DM, CP in en). */
function abbreviationsOf(language: Language): Set<string> {
  return new Set(
    CATALOGUES[language]
      .filter((entry) => entry.namespace === 'feeds' && entry.key.startsWith('abbr.'))
      .map((entry) => entry.text)
      .filter((text) => /^[A-Z]{2,}$/.test(text)),
  );
}

/** Another language's abbreviations that `language` never shows (en never shows PB, NDT, FDN). */
const FOREIGN_ABBREVIATIONS = Object.fromEntries(
  LANGUAGES.map((language) => {
    const own = abbreviationsOf(language);
    const foreign = LANGUAGES.filter((other) => other !== language)
      .flatMap((other) => [...abbreviationsOf(other)])
      .filter(
        (abbreviation) => !own.has(abbreviation) && !CAPITALISED_WORDS[language].includes(abbreviation),
      );
    return [
      language,
      [...new Set(foreign)].map((abbreviation) => ({ abbreviation, pattern: wholePhrase(abbreviation) })),
    ];
  }),
) as Record<Language, { abbreviation: string; pattern: RegExp }[]>;

const CODE = /\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b/g;
const KEY_LIKE =
  /(?<![\w@/.:-])[a-z][A-Za-z0-9]*(?::[A-Za-z][A-Za-z0-9_]*)?(?:\.[A-Za-z][A-Za-z0-9_]*)+(?![\w/])/g;

/**
 * What is wrong in `text` shown in `language`: internal codes, message keys and other languages'
 * sentences, each once; empty when it is clean.
 */
export function findShownCodes(
  text: string,
  language: Language,
  options: { readonly foreign?: boolean } = {},
): string[] {
  const flat = text.replace(/[\u00a0\u202f]/g, ' ');
  const codes = [...flat.matchAll(CODE)].map((match) => match[0]);
  const keys = [...flat.matchAll(KEY_LIKE)]
    .map((match) => match[0])
    .filter((candidate) => KEYS.has(candidate) || candidate.includes(':'));
  const foreign =
    options.foreign === false
      ? []
      : FOREIGN_SENTENCES[language]
          .filter(({ pattern }) => pattern.test(flat))
          .map(({ sentence }) => `foreign: "${sentence}"`);
  const abbreviations =
    options.foreign === false
      ? []
      : FOREIGN_ABBREVIATIONS[language]
          .filter(({ pattern }) => pattern.test(flat))
          .map(({ abbreviation }) => `foreign abbreviation: ${abbreviation}`);
  return [...new Set([...codes, ...keys, ...foreign, ...abbreviations])];
}
