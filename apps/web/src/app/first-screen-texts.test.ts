/**
 * Texts of the first screens (docs/decisions/first-screen-budget.md): home and sign-in wait for the first
 * chunk of the messages, the diet wizard, the dashboard and the signed-in layout for the second too
 * (i18n.ts `loadSharedNamespaces`); LATER_NAMESPACES load after their first frame. So what these screens reach
 * from their modules, through static imports and through every `import()` that does not also wait for those
 * namespaces (i18n.ts `withLaterTexts`), must name none of them, nor SCREEN_NAMESPACES. A namespace is named in
 * a `ns:key` literal, a `useTranslation` or `getFixedT` argument, or an `ns` option or attribute. A namespace
 * chosen at run time (`useTranslation(kind)`) is not seen: such modules are listed below with what the first
 * screens pass them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_SRC as SRC, resolveModule, withoutComments } from '../testing/source-modules';
import { LATER_NAMESPACES, SCREEN_NAMESPACES } from '../i18n/language-catalogue';
import { loadLaterNamespaces, loadScreenNamespaces, loadSharedNamespaces } from '../i18n/i18n';
import { ROUTE_TABLE } from './route-table';
import type { ScreenKey } from './route-table';
import { SCREEN_TEXT_SCREENS, textLoaderOf } from './router';
import { FIRST_CHUNK_SCREENS, SCREEN_MODULES, SIGNED_IN_FIRST_SCREENS } from './screen-modules';

/** Value imports, re-exports and side-effect imports; not `import type`. */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)[\s\S]*?\s+from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const WAITING_HELPER = /\bwithLaterTexts\(/g;
/** The router reaches every screen: it is where the screens are told apart, not part of one. */
const NOT_FOLLOWED = new Set(['app/router.tsx']);
/** Modules whose namespace is chosen at run time, reached by the first screens, and the ones they are given. */
const RUN_TIME_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  // The wizard's named save: `useNamedSave(session, 'diet', …)` (checked below).
  'features/records/use-named-save.ts': ['diet'],
};

/** The [start, end) spans of each `withLaterTexts(...)` call's arguments. */
function waitingSpans(source: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of source.matchAll(WAITING_HELPER)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    for (; end < source.length && depth > 0; end += 1) {
      if (source[end] === '(') depth += 1;
      else if (source[end] === ')') depth -= 1;
    }
    spans.push([start, end]);
  }
  return spans;
}

/** The module specifiers a source loads before its first screen is usable: static, and `import()` not waiting. */
function importsBeforeLaterTexts(source: string): string[] {
  const code = withoutComments(source);
  const spans = waitingSpans(code);
  const found = [...code.matchAll(STATIC_IMPORT)].map(([, from = '', bare = '']) => from || bare);
  for (const match of code.matchAll(DYNAMIC_IMPORT))
    if (!spans.some(([start, end]) => match.index >= start && match.index < end)) found.push(match[1] ?? '');
  return found;
}

/** Every web module (path from src/) the files reach before waiting for LATER_NAMESPACES. */
function closureOf(files: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = files.map((file) => path.join(SRC, file));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const name = path.relative(SRC, next).replaceAll('\\', '/');
    if (seen.has(name)) continue;
    seen.add(name);
    if (NOT_FOLLOWED.has(name)) continue;
    for (const specifier of importsBeforeLaterTexts(readFileSync(next, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const resolved = resolveModule(next, specifier);
      if (resolved) pending.push(resolved);
    }
  }
  return [...seen];
}

const namesNamespace = (namespace: string) =>
  new RegExp(
    `['"\`]${namespace}:|(?:useTranslation|getFixedT)\\([^)]*['"]${namespace}['"]|\\bns:\\s*\\[?[^\\]}]*['"]${namespace}['"]|\\bns=\\{?['"]${namespace}['"]`,
  );

/** Where the modules name each of `namespaces` (`namespace@module`). */
function usesOf(modules: readonly string[], namespaces: readonly string[]): string[] {
  const uses: string[] = [];
  for (const module of modules) {
    const source = withoutComments(readFileSync(path.join(SRC, module), 'utf8'));
    for (const namespace of namespaces)
      if (namesNamespace(namespace).test(source)) uses.push(`${namespace}@${module}`);
  }
  return uses;
}

const screenFile = (screen: ScreenKey) => SCREEN_MODULES[screen].file.replace(/^src\//, '');
/** What the first screens draw: the start, the shell and both layouts, the first screens' own modules. */
const FIRST_SCREEN_FILES = [
  'main.tsx',
  'app/Shell.tsx',
  'layout/PublicLayout.tsx',
  'layout/AppLayout.tsx',
  // The wizard's route opens a public share link's page with it (router.tsx PUBLIC_LINK_SCREENS).
  'app/with-public-link-view.tsx',
  ...[...FIRST_CHUNK_SCREENS, ...SIGNED_IN_FIRST_SCREENS].map(screenFile),
];

describe('importsBeforeLaterTexts', () => {
  it('lists static imports and `import()`, but not an `import()` inside withLaterTexts', () => {
    const source = [
      "import { useState } from 'react';",
      "import type { TUser } from '@cocho/contracts';",
      "export { helper } from './helper';",
      "const Menu = lazyView(async () => (await import('./Menu')).Menu).View;",
      'const Dialog = lazyView(',
      "  withLaterTexts(async () => (await import('./Dialog')).Dialog),",
      ').View;',
      "const Tools = lazy(withLaterTexts(() => import('./Tools').then((m) => ({ default: m.Tools }))));",
      "const both = Promise.all([withLaterTexts(load)(), import('./Other')]);",
      "// const Old = lazy(() => import('./Old'));",
    ].join('\n');
    expect(importsBeforeLaterTexts(source)).toEqual(['react', './helper', './Menu', './Other']);
  });

  it('finds a namespace in a key, in useTranslation, getFixedT, an ns option or attribute, not in a comment', () => {
    const found = (source: string) => namesNamespace('export').test(withoutComments(source));
    expect(found("t('export:pdf.title')")).toBe(true);
    expect(found("const { t } = useTranslation(['diet', 'export']);")).toBe(true);
    expect(found("const t = i18n.getFixedT(language, 'export');")).toBe(true);
    expect(found("t('title', { ns: 'export' })")).toBe(true);
    expect(found('<Trans ns="export" i18nKey="title" />')).toBe(true);
    expect(found("// a key such as 'export:pdf.title'")).toBe(false);
    expect(found("t('exportAll')")).toBe(false);
  });
});

describe('the first screens before their lazy parts wait for the later texts', () => {
  const modules = closureOf(FIRST_SCREEN_FILES);

  it('reaches the modules they draw (the reading is not empty)', () => {
    expect(modules).toContain('features/diet/DietWizardPage.tsx');
    expect(modules).toContain('features/animal/AnimalForm.tsx');
    expect(modules).toContain('layout/app-layout-parts.tsx');
    expect(usesOf(modules, ['diet', 'dashboard']).length).toBeGreaterThan(5);
  });

  it('use none of LATER_NAMESPACES and SCREEN_NAMESPACES', () => {
    expect(usesOf(modules, [...LATER_NAMESPACES, ...SCREEN_NAMESPACES])).toEqual([]);
  });

  it('their lazy parts beyond withLaterTexts do use LATER_NAMESPACES (what the guard keeps apart)', () => {
    const everything = new Set<string>();
    const pending = FIRST_SCREEN_FILES.map((file) => path.join(SRC, file));
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const name = path.relative(SRC, next).replaceAll('\\', '/');
      if (everything.has(name) || NOT_FOLLOWED.has(name)) continue;
      everything.add(name);
      const code = withoutComments(readFileSync(next, 'utf8'));
      for (const [, from = '', bare = ''] of code.matchAll(STATIC_IMPORT))
        if ((from || bare).startsWith('.')) pending.push(resolveModule(next, from || bare) ?? '');
      for (const [, specifier = ''] of code.matchAll(DYNAMIC_IMPORT))
        if (specifier.startsWith('.')) pending.push(resolveModule(next, specifier) ?? '');
      pending.splice(0, pending.length, ...pending.filter(Boolean));
    }
    const later = usesOf([...everything], LATER_NAMESPACES);
    expect(later).toEqual(
      expect.arrayContaining([
        'export@features/diet/DietResult.tsx',
        'comparison@features/diet/SavedDietsDialog.tsx',
        'dataTable@ui/data-table/DataTable.tsx',
        'company@layout/UserMenuCompanies.tsx',
        'consultancy@consultancy-picker/ConsultancyTools.tsx',
        'ads@features/ads/AdsHost.tsx',
        'export@features/sharing/PublicSharedRecordPage.tsx',
      ]),
    );
  });

  it('reach no module whose namespace is chosen at run time but those listed', () => {
    const chosenAtRunTime = modules.filter((module) =>
      /useTranslation\(\s*[a-z]\w*\s*[,)]/.test(
        withoutComments(readFileSync(path.join(SRC, module), 'utf8')),
      ),
    );
    expect(chosenAtRunTime.sort()).toEqual(Object.keys(RUN_TIME_NAMESPACES).sort());
    for (const given of Object.values(RUN_TIME_NAMESPACES))
      expect(given.filter((namespace) => LATER_NAMESPACES.includes(namespace))).toEqual([]);
    const namedSaves = modules.flatMap((module) =>
      [...readFileSync(path.join(SRC, module), 'utf8').matchAll(/\buseNamedSave\([^,]+,\s*'(\w+)'/g)].map(
        ([, namespace]) => namespace,
      ),
    );
    expect([...new Set(namedSaves)]).toEqual(RUN_TIME_NAMESPACES['features/records/use-named-save.ts']);
  });
});

describe("each route's texts", () => {
  it.each([...new Set(ROUTE_TABLE.map((route) => route.screen))])('%s', (screen) => {
    const loader = textLoaderOf(screen);
    if (FIRST_CHUNK_SCREENS.has(screen)) expect(loader).toBeNull();
    else if (SCREEN_TEXT_SCREENS.has(screen)) expect(loader).toBe(loadScreenNamespaces);
    else if (SIGNED_IN_FIRST_SCREENS.has(screen)) expect(loader).toBe(loadSharedNamespaces);
    // Every other screen waits for the later texts: a screen added to the table cannot draw their keys.
    else expect(loader).toBe(loadLaterNamespaces);
  });
});
