import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES } from '@cocho/contracts';
import { LANGUAGES } from '@cocho/engine';
import { NETWORK_FAILURE } from '../api/client';
import { CATALOGUES, flattenKeys, NAMESPACES } from './catalogues';
import { detectLanguage, languageOfIndex } from './language';

describe('message catalogues', () => {
  it('has at least the shell and errors namespaces', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['shell', 'errors']));
  });

  it.each(NAMESPACES)('namespace %s has exactly the same keys in pt, en and es', (namespace) => {
    const [reference, ...others] = LANGUAGES.map((language) => {
      const catalogue = CATALOGUES[language][namespace];
      expect(catalogue, `${language}/${namespace}.json is missing`).toBeDefined();
      return { language, keys: flattenKeys(catalogue ?? {}) };
    });
    for (const other of others) {
      const missing = reference!.keys.filter((key) => !other.keys.includes(key));
      const extra = other.keys.filter((key) => !reference!.keys.includes(key));
      expect({ language: other.language, missing, extra }).toEqual({
        language: other.language,
        missing: [],
        extra: [],
      });
    }
  });

  it.each(NAMESPACES)('namespace %s has no empty message', (namespace) => {
    for (const language of LANGUAGES) {
      const catalogue = CATALOGUES[language][namespace] ?? {};
      for (const key of flattenKeys(catalogue)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(typeof value === 'string' && value.trim() !== '', `${language}/${namespace}: ${key}`).toBe(
          true,
        );
      }
    }
  });

  it.each(NAMESPACES)(
    'namespace %s fills the same {{values}} into a message in pt, en and es',
    (namespace) => {
      const valuesOf = (language: (typeof LANGUAGES)[number], key: string): string[] => {
        const message = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown> | undefined)?.[part],
            CATALOGUES[language][namespace],
          );
        return typeof message === 'string'
          ? [...new Set([...message.matchAll(/{{\s*([\w.]+)/g)].map((match) => match[1] ?? ''))].sort()
          : [];
      };
      for (const key of flattenKeys(CATALOGUES.pt[namespace] ?? {}))
        for (const language of LANGUAGES)
          expect(valuesOf(language, key), `${language}/${namespace}: ${key}`).toEqual(valuesOf('pt', key));
    },
  );

  it('has a message for every error code and for a network failure', () => {
    const keys = flattenKeys(CATALOGUES.pt.errors ?? {});
    expect(keys).toEqual(expect.arrayContaining([...APP_ERROR_CODES, NETWORK_FAILURE]));
  });
});

describe('detectLanguage', () => {
  it('prefers the stored language index', () => {
    expect(detectLanguage('2', 'pt-BR')).toBe('es');
    expect(detectLanguage('1', 'pt-BR')).toBe('en');
    expect(detectLanguage('0', 'en-US')).toBe('pt');
  });

  it('uses pt for pt browsers, es for es browsers and en otherwise', () => {
    expect(detectLanguage(null, 'pt-BR')).toBe('pt');
    expect(detectLanguage(null, 'PT')).toBe('pt');
    expect(detectLanguage(null, 'es-AR')).toBe('es');
    expect(detectLanguage(null, 'es-PY')).toBe('es');
    expect(detectLanguage(null, 'ES')).toBe('es');
    expect(detectLanguage(null, 'est')).toBe('en');
    expect(detectLanguage('1', 'es-UY')).toBe('en');
    expect(detectLanguage(null, 'en-GB')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
    expect(detectLanguage('9', 'pt-PT')).toBe('pt');
    expect(detectLanguage('', 'de')).toBe('en');
  });

  it('maps the product language indexes', () => {
    expect([0, 1, 2, 3].map(languageOfIndex)).toEqual(['pt', 'en', 'es', null]);
  });
});
