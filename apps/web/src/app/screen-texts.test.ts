/**
 * Texts per screen (docs/decisions/first-screen-budget.md): the namespaces of languages/<language>-screens.ts
 * (SCREEN_NAMESPACES) load only with the screens of SCREEN_TEXT_SCREENS (app/router.tsx), so any other screen
 * that showed one would draw its keys. This follows each screen's modules through their imports, static and
 * dynamic (its dialogs and lazy parts draw within the screen), and the layouts', and finds where a module names
 * a namespace: a `ns:key` literal, a `useTranslation` argument or an `ns` option. A namespace chosen at run time
 * (`useTranslation(kind)`) is not seen; such a module must not reach these namespaces.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_SRC as SRC, resolveModule, withoutComments } from '../testing/source-modules';
import { SCREEN_NAMESPACES } from '../i18n/language-catalogue';
import type { ScreenKey } from './route-table';
import { SCREEN_TEXT_SCREENS } from './router';
import { SCREEN_MODULES } from './screen-modules';

/** Value imports, re-exports, side-effect imports and `import()`; not `import type`. */
const IMPORTS =
  /(?:^\s*(?:import|export)\s+(?!type\s)[\s\S]*?\s+from\s+|\bimport\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
/** The router reaches every screen: it is where the screens are told apart, not part of one. */
const NOT_FOLLOWED = new Set(['app/router.tsx']);

/** Every web module (path from src/) that `file` reaches through its imports, static or dynamic. */
function closureOf(file: string): string[] {
  const seen = new Set<string>();
  const pending = [path.join(SRC, file)];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const name = path.relative(SRC, next).replaceAll('\\', '/');
    if (seen.has(name)) continue;
    seen.add(name);
    if (NOT_FOLLOWED.has(name)) continue;
    for (const [, specifier = ''] of withoutComments(readFileSync(next, 'utf8')).matchAll(IMPORTS)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = resolveModule(next, specifier);
      if (resolved) pending.push(resolved);
    }
  }
  return [...seen];
}

/** Where the modules name each of `namespaces` (`namespace@module`). */
function usesOf(modules: readonly string[], namespaces: readonly string[]): string[] {
  const uses: string[] = [];
  for (const module of modules) {
    const source = withoutComments(readFileSync(path.join(SRC, module), 'utf8'));
    for (const namespace of namespaces) {
      const named = new RegExp(
        `['"\`]${namespace}:|useTranslation\\([^)]*['"]${namespace}['"]|\\bns:\\s*\\[?[^\\]}]*['"]${namespace}['"]`,
      );
      if (named.test(source)) uses.push(`${namespace}@${module}`);
    }
  }
  return uses;
}

const usesOfScreen = (screen: ScreenKey) =>
  usesOf(closureOf(SCREEN_MODULES[screen].file.replace(/^src\//, '')), SCREEN_NAMESPACES);

describe('texts per screen', () => {
  it('finds a namespace named in a key, in useTranslation and in an ns option, not in a comment', () => {
    const found = (source: string) =>
      new RegExp(`['"\`]legal:|useTranslation\\([^)]*['"]legal['"]|\\bns:\\s*\\[?[^\\]}]*['"]legal['"]`).test(
        withoutComments(source),
      );
    expect(found("t('legal:privacy.title')")).toBe(true);
    expect(found("const { t } = useTranslation(['help', 'legal']);")).toBe(true);
    expect(found("t('title', { ns: 'legal' })")).toBe(true);
    expect(found("// a key such as 'legal:privacy.title'")).toBe(false);
    expect(found("t('legalName')")).toBe(false);
  });

  it.each(Object.keys(SCREEN_MODULES) as ScreenKey[])(
    '%s: waits for the screens-only namespaces exactly when its modules use one',
    (screen) => {
      const uses = usesOfScreen(screen);
      expect(SCREEN_TEXT_SCREENS.has(screen), uses.join(', ') || 'none used').toBe(uses.length > 0);
    },
  );

  it('the layouts and the shell use none of them (they draw on every screen)', () => {
    const modules = new Set(
      ['layout/AppLayout.tsx', 'layout/PublicLayout.tsx', 'app/Shell.tsx', 'main.tsx'].flatMap(closureOf),
    );
    expect(usesOf([...modules], SCREEN_NAMESPACES)).toEqual([]);
  });
});
