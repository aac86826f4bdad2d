import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  jsonForScript,
  pageLanguageOf,
  pagesWithPreloads,
  withModulePreloads,
  withPageFlags,
} from './page-with-preloads';

const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>';

describe('the flags in the page', () => {
  it('puts them before </head> as a JSON script element that parses back to the flags', () => {
    const page = withPageFlags(PAGE, DEFAULT_FEATURE_FLAGS);
    const match = /<script type="application\/json" id="cocho-flags">(.*?)<\/script><\/head>/.exec(page);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? '')).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(page.startsWith('<!doctype html><html><head><script type="module" src="/assets/app.js">')).toBe(
      true,
    );
  });

  it('escapes what could end or change the element, and JSON.parse reads it back unchanged', () => {
    const value = {
      text: '</script><script>alert(1)</script><!-- & -->',
      lines: '\u2028\u2029',
      price: "$'$1",
    };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
    const page = withPageFlags(PAGE, value as never);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).toContain("$'$1");
  });

  it('leaves a page without </head> as it is', () => {
    expect(withPageFlags('<p>no head</p>', DEFAULT_FEATURE_FLAGS)).toBe('<p>no head</p>');
    expect(withModulePreloads('<p>no head</p>', ['/assets/a.js'])).toBe('<p>no head</p>');
  });
});

describe('the interface language of a page', () => {
  it('reads the web app’s language cookie first', () => {
    expect(pageLanguageOf('a=1; cocho-idioma=es; b=2', 'pt-BR,pt;q=0.9')).toBe('es');
    expect(pageLanguageOf('cocho-idioma=en', undefined)).toBe('en');
  });

  it('else takes the browser’s first language as the app does without a stored choice', () => {
    expect(pageLanguageOf(undefined, 'pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(pageLanguageOf('cocho-idioma=xx', 'es-AR,es;q=0.9')).toBe('es');
    expect(pageLanguageOf(undefined, 'es')).toBe('es');
    expect(pageLanguageOf(undefined, 'fr-FR,fr')).toBe('en');
    expect(pageLanguageOf(undefined, 'estonian')).toBe('en');
  });

  it('is unknown without either', () => {
    expect(pageLanguageOf(undefined, undefined)).toBeNull();
    expect(pageLanguageOf('', '*')).toBeNull();
  });
});

describe('pages with preloads', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cocho-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({ '/formulacao-dieta': ['/assets/Wizard.js', '/assets/shared.js'] }),
  );
  writeFileSync(
    path.join(dir, 'language-preloads.json'),
    JSON.stringify({
      pt: {
        '/formulacao-dieta': ['/assets/pt.js', '/assets/pt-more.js', '/assets/shared.js'],
        '/': ['/assets/pt.js'],
      },
      en: { '/formulacao-dieta': ['/assets/en.js', '/assets/en-more.js'] },
    }),
  );
  const pageFor = pagesWithPreloads(dir);
  const preloadsOf = (page: string) =>
    [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it('lists the screen’s chunks and, with the language, its message chunks once each', () => {
    expect(preloadsOf(pageFor('/formulacao-dieta'))).toEqual(['/assets/Wizard.js', '/assets/shared.js']);
    expect(preloadsOf(pageFor('/formulacao-dieta', 'pt'))).toEqual([
      '/assets/Wizard.js',
      '/assets/shared.js',
      '/assets/pt.js',
      '/assets/pt-more.js',
    ]);
    expect(preloadsOf(pageFor('/Formulacao-Dieta/', 'en'))).toEqual([
      '/assets/Wizard.js',
      '/assets/shared.js',
      '/assets/en.js',
      '/assets/en-more.js',
    ]);
    expect(preloadsOf(pageFor('/', 'pt'))).toEqual(['/assets/pt.js']);
  });

  it('serves the plain page for a path and language with nothing to preload', () => {
    expect(pageFor('/', 'es')).toBe(PAGE);
    expect(pageFor('/unknown', null)).toBe(PAGE);
  });
});
