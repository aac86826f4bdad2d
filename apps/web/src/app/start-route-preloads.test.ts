// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from '../i18n/language';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { LANGUAGE_KEY, routeKeyOf, startLanguageOf, startRoutePreloads } from './start-route-preloads';

describe('startLanguageOf', () => {
  it('decides as the app does (i18n/language.ts detectLanguage) and reads the same stored key', () => {
    expect(LANGUAGE_KEY).toBe(STORAGE_KEYS.language);
    const stored = [null, '', ' ', '0', '1', '2', '3', '-1', 'x', '1.5'];
    const browsers = [undefined, '', 'pt', 'pt-BR', 'PT-pt', 'es', 'es-AR', 'ES', 'esperanto', 'en-US', 'fr'];
    for (const index of stored)
      for (const browser of browsers)
        expect([index, browser, startLanguageOf(index, browser)]).toEqual([
          index,
          browser,
          detectLanguage(index, browser),
        ]);
  });
});

describe('routeKeyOf', () => {
  it('keys a path as the server does: lower case, without a trailing slash', () => {
    expect(routeKeyOf('/')).toBe('/');
    expect(routeKeyOf('/Formulacao-Dieta/')).toBe('/formulacao-dieta');
    expect(routeKeyOf('//')).toBe('/');
  });
});

describe('startRoutePreloads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.history.replaceState(null, '', '/');
  });

  it("adds a modulepreload link for each of the page's route and language chunks, and nothing else", async () => {
    window.history.replaceState(null, '', '/Formulacao-Dieta');
    localStorage.setItem(STORAGE_KEYS.language, '2');
    const lists: Record<string, unknown> = {
      '/route-preloads.json': {
        '/formulacao-dieta': ['/assets/DietWizardPage-a1.js', 'https://elsewhere.test/x.js'],
        '/login': ['/assets/LoginPage-b2.js'],
      },
      '/language-preloads.json': {
        pt: { '/formulacao-dieta': ['/assets/pt-more-c3.js'] },
        es: { '/formulacao-dieta': ['/assets/es-more-d4.js'] },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(lists[url]), { status: 200 })),
    );
    await startRoutePreloads();
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ]);
    expect(links).toEqual([
      ['modulepreload', '/assets/DietWizardPage-a1.js', ''],
      ['modulepreload', '/assets/es-more-d4.js', ''],
    ]);
  });

  it('adds nothing when the worker has no lists', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await startRoutePreloads();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
