import { describe, expect, it } from 'vitest';
import { languagePreloadsOf, routePreloadsOf } from './route-preloads';
import type { ViteManifest } from './route-preloads';
import type { ScreenKey } from './route-table';

describe('routePreloadsOf (from Vite’s manifest)', () => {
  const modules = {
    dietWizard: { file: 'src/features/diet/DietWizardPage.tsx' },
    home: { file: 'src/features/home/HomePage.tsx' },
    login: { file: 'src/features/auth/LoginPage.tsx' },
  } as Record<ScreenKey, { file: string }>;
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'], isEntry: true },
    '_react.js': { file: 'assets/react.js' },
    'src/features/diet/DietWizardPage.tsx': {
      file: 'assets/DietWizardPage.js',
      imports: ['_react.js', '_forms.js'],
      isDynamicEntry: true,
    },
    '_forms.js': { file: 'assets/forms.js', imports: ['_zod.js'] },
    '_zod.js': { file: 'assets/zod.js' },
    'src/features/home/HomePage.tsx': { file: 'assets/HomePage.js', isDynamicEntry: true },
    // Part of the entry (imported statically by it): nothing to preload beyond the entry.
    'src/features/auth/LoginPage.tsx': { file: 'assets/index.js', isEntry: true },
  };
  const routes = [
    { path: '/formulacao-dieta', screen: 'dietWizard' as const },
    { path: '/', screen: 'home' as const },
    { path: '/login', screen: 'login' as const },
  ];

  it("lists the screen's chunk and its static imports, without what the entry loads", () => {
    const preloads = routePreloadsOf(routes, modules, manifest);
    expect(preloads['/formulacao-dieta']?.sort()).toEqual([
      '/assets/DietWizardPage.js',
      '/assets/forms.js',
      '/assets/zod.js',
    ]);
    expect(preloads['/']).toEqual(['/assets/HomePage.js']);
  });

  it('leaves out a path whose screen is part of the entry', () => {
    expect(routePreloadsOf(routes, modules, manifest)).not.toHaveProperty('/login');
  });

  it('fails when a screen has no chunk in the build', () => {
    const { ['src/features/home/HomePage.tsx']: _home, ...withoutHome } = manifest;
    expect(() => routePreloadsOf(routes, modules, withoutHome)).toThrow(/home/);
  });

  it("adds the signed-in modules' chunks to a signed-in route only", () => {
    const withLayout: ViteManifest = {
      ...manifest,
      'src/layout/AppLayout.tsx': {
        file: 'assets/AppLayout.js',
        imports: ['_react.js', '_ui.js'],
        isDynamicEntry: true,
      },
      '_ui.js': { file: 'assets/ui.js' },
    };
    const preloads = routePreloadsOf(
      [
        { path: '/formulacao-dieta', screen: 'dietWizard', free: false },
        { path: '/', screen: 'home', free: true },
      ],
      modules,
      withLayout,
      ['src/layout/AppLayout.tsx'],
    );
    expect(preloads['/formulacao-dieta']?.sort()).toEqual([
      '/assets/AppLayout.js',
      '/assets/DietWizardPage.js',
      '/assets/forms.js',
      '/assets/ui.js',
      '/assets/zod.js',
    ]);
    expect(preloads['/']).toEqual(['/assets/HomePage.js']);
    expect(() => routePreloadsOf(routes, modules, manifest, ['src/layout/AppLayout.tsx'])).toThrow(
      /AppLayout/,
    );
  });
});

describe('languagePreloadsOf (each page path’s message chunks per language)', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', imports: ['_runtime.js'], isEntry: true },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/i18n/languages/pt.ts': {
      file: 'assets/pt.js',
      imports: ['_catalogue.js', '_runtime.js'],
      isDynamicEntry: true,
    },
    'src/i18n/languages/pt-more.ts': {
      file: 'assets/pt-more.js',
      imports: ['_catalogue.js', '_engine-texts.js'],
      isDynamicEntry: true,
    },
    'src/i18n/languages/pt-later.ts': {
      file: 'assets/pt-later.js',
      imports: ['_catalogue.js'],
      isDynamicEntry: true,
    },
    '_catalogue.js': { file: 'assets/catalogue.js' },
    '_engine-texts.js': { file: 'assets/engine-texts.js' },
  };
  const routes = [
    { path: '/Formulacao-Dieta', screen: 'dietWizard' as const },
    { path: '/login', screen: 'login' as const },
    { path: '/calcular-racao', screen: 'mixture' as const },
  ];
  const languages = {
    pt: {
      first: 'src/i18n/languages/pt.ts',
      more: 'src/i18n/languages/pt-more.ts',
      later: 'src/i18n/languages/pt-later.ts',
    },
  };
  const firstChunk = new Set(['login'] as const);
  const signedInFirst = new Set(['dietWizard'] as const);

  it('lists the first chunk for a first-chunk screen, two for a signed-in first screen and three for the others, without the entry’s files', () => {
    const preloads = languagePreloadsOf(routes, languages, firstChunk, signedInFirst, manifest);
    expect(preloads.pt?.['/login']?.sort()).toEqual(['/assets/catalogue.js', '/assets/pt.js']);
    expect(preloads.pt?.['/formulacao-dieta']?.sort()).toEqual([
      '/assets/catalogue.js',
      '/assets/engine-texts.js',
      '/assets/pt-more.js',
      '/assets/pt.js',
    ]);
    expect(preloads.pt?.['/calcular-racao']?.sort()).toEqual([
      '/assets/catalogue.js',
      '/assets/engine-texts.js',
      '/assets/pt-later.js',
      '/assets/pt-more.js',
      '/assets/pt.js',
    ]);
  });

  it('fails when a language module is not a chunk of the build', () => {
    const { ['src/i18n/languages/pt-more.ts']: _more, ...withoutMore } = manifest;
    expect(() => languagePreloadsOf(routes, languages, firstChunk, signedInFirst, withoutMore)).toThrow(
      /pt-more/,
    );
    const { ['src/i18n/languages/pt-later.ts']: _later, ...withoutLater } = manifest;
    expect(() => languagePreloadsOf(routes, languages, firstChunk, signedInFirst, withoutLater)).toThrow(
      /pt-later/,
    );
  });
});
