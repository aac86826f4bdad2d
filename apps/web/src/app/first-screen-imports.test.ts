/**
 * What the signed-in first screens load before they are usable (docs/decisions/first-screen-budget.md): the
 * modules the signed-in layout and the diet wizard's screen reach through static imports go into the chunks
 * their pages preload, so a dialog or a library that only an action needs must stay behind a lazy boundary
 * (`lazyView`, `import()`). This reads the source's static imports (not `import type`, not `import()`), from the
 * web app's modules only; the workspace packages are listed by name, as the libraries are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_SRC as SRC, resolveModule } from '../testing/source-modules';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s+['"]([^'"]+)['"]/gm;

/** The module specifiers a file imports statically for their values (a list of type-only names is left out). */
function staticImportsOf(source: string): string[] {
  const found: string[] = [];
  for (const [, clause = '', specifier = ''] of source.matchAll(STATIC_IMPORT)) {
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
    const isTypesOnly =
      names !== undefined &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!isTypesOnly) found.push(specifier);
  }
  for (const [, specifier = ''] of source.matchAll(BARE_IMPORT)) found.push(specifier);
  return found;
}

/** Every web module (path from src/) and every package (its name) a module reaches by static imports. */
function staticClosureOf(file: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pending = [path.join(SRC, file)];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const name = path.relative(SRC, next);
    if (modules.has(name)) continue;
    modules.add(name);
    for (const specifier of staticImportsOf(readFileSync(next, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const resolved = resolveModule(next, specifier);
      if (resolved) pending.push(resolved);
      else if (!/\.(json|css|svg|png)$/.test(specifier))
        throw new Error(`${name}: cannot resolve ${specifier}`);
    }
  }
  return { modules, packages };
}

const SIGNED_IN_FIRST_SCREENS = ['layout/AppLayout.tsx', 'features/diet/DietWizardPage.tsx'];

describe('staticImportsOf', () => {
  it('lists value imports and re-exports, not type-only imports nor dynamic ones', () => {
    const source = [
      "import { useState } from 'react';",
      "import type { TUser } from '@cocho/contracts';",
      "import { type TFeed } from '@cocho/contracts/feeds';",
      "import {\n  type Animal,\n  normalizeAnimal,\n} from '@cocho/engine';",
      "export { helper } from './helper';",
      "import './side-effect.css';",
      "const Dialog = lazyView(async () => (await import('./Dialog')).Dialog);",
    ].join('\n');
    expect(staticImportsOf(source)).toEqual(['react', '@cocho/engine', './helper', './side-effect.css']);
  });
});

describe.each(SIGNED_IN_FIRST_SCREENS)('%s before it is usable', (file) => {
  const { modules, packages } = staticClosureOf(file);

  it('reaches the modules it draws (the reading is not empty)', () => {
    expect(modules.size).toBeGreaterThan(5);
    expect(packages).toContain('react');
  });

  it('does not load the form kit (react-hook-form): only dialogs opened later use it', () => {
    expect([...packages].filter((name) => name.startsWith('react-hook-form'))).toEqual([]);
    expect([...modules].filter((name) => name.startsWith(`ui${path.sep}form${path.sep}`))).toEqual([]);
  });

  it('does not load MUI Tooltip (its tooltips load on first hover or focus) nor the toolbar dialogs', () => {
    expect([...packages].filter((name) => name.startsWith('@mui/material/Tooltip'))).toEqual([]);
    const dialogs = ['help/HelpDialog.tsx', 'help/SupportDialog.tsx', 'layout/RequestCompanyLinkDialog.tsx'];
    expect(dialogs.map((dialog) => path.normalize(dialog)).filter((dialog) => modules.has(dialog))).toEqual(
      [],
    );
  });
});

describe('layout/AppLayout.tsx before it is usable', () => {
  const { modules, packages } = staticClosureOf('layout/AppLayout.tsx');

  it('draws its first frame without the toolbar buttons, the drawer and the bottom bar (loaded after it)', () => {
    const later = [
      'layout/app-layout-parts.tsx',
      'layout/SideDrawer.tsx',
      'layout/BottomBar.tsx',
      'layout/UserMenu.tsx',
      'notifications/NotificationBell.tsx',
    ];
    expect(later.map((name) => path.normalize(name)).filter((name) => modules.has(name))).toEqual([]);
    const heavy = /^@mui\/material\/(Drawer|Modal|Popover|Menu|MenuItem|Badge|BottomNavigation)(\/|$)/;
    expect([...packages].filter((name) => heavy.test(name))).toEqual([]);
  });
});

describe('features/diet/DietWizardPage.tsx before it is usable', () => {
  const { modules } = staticClosureOf('features/diet/DietWizardPage.tsx');

  it('takes the financial fields and kept inputs without the financial report (it loads with the result)', () => {
    expect(modules).toContain(path.normalize('features/finance/kept-finance.ts'));
    const report = ['features/finance/finance-form.ts', 'features/finance/FinancialReport.tsx'];
    expect(report.map((name) => path.normalize(name)).filter((name) => modules.has(name))).toEqual([]);
    const callers = [...modules].filter((name) =>
      /\bcalculateFinancialReport\b/.test(readFileSync(path.join(SRC, name), 'utf8')),
    );
    expect(callers).toEqual([]);
  });

  it('draws without the comparison of diets (the saved-list dialog makes it)', () => {
    expect(modules).not.toContain(path.normalize('features/comparison/compare-diets.ts'));
  });

  it('draws its first step without TanStack Query (the catalogue and the shared access load when wanted)', () => {
    const { packages } = staticClosureOf('features/diet/DietWizardPage.tsx');
    expect([...packages].filter((name) => name.startsWith('@tanstack/'))).toEqual([]);
    const queryModules = ['catalogue/use-feed-catalogue.ts', 'features/sharing/use-record-access.ts'];
    expect(queryModules.map((name) => path.normalize(name)).filter((name) => modules.has(name))).toEqual([]);
  });

  it('draws its first step without MUI Menu, Popover, Modal, Select or TextField (the export menu loads when opened)', () => {
    const { packages } = staticClosureOf('features/diet/DietWizardPage.tsx');
    const heavy = /^@mui\/material\/(Menu|Popover|Modal|Select|TextField)(\/|$)/;
    expect([...packages].filter((name) => heavy.test(name))).toEqual([]);
  });

  it('draws its first step without MUI Chip (an opened saved diet and a sync state load their chips)', () => {
    const { packages } = staticClosureOf('features/diet/DietWizardPage.tsx');
    expect([...packages].filter((name) => /^@mui\/material\/Chip(\/|$)/.test(name))).toEqual([]);
  });
});

describe('features/auth/LoginPage.tsx before it is usable', () => {
  const { modules, packages } = staticClosureOf('features/auth/LoginPage.tsx');

  it('draws its fields without MUI TextField (it brings Select, Menu, Popover and Modal for every field)', () => {
    expect(modules).toContain(path.normalize('ui/OutlinedTextField.tsx'));
    const heavy = /^@mui\/material\/(TextField|Select|Menu|Popover|Modal)(\/|$)/;
    expect([...packages].filter((name) => heavy.test(name))).toEqual([]);
  });

  it('draws without MUI Alert (a failed sign-in or a reset password loads it, from the form’s first use)', () => {
    expect([...packages].filter((name) => /^@mui\/material\/Alert(\/|$)/.test(name))).toEqual([]);
  });

  it('switches to the registration page with links, not MUI Tabs (scroll buttons, indicator, roving focus)', () => {
    expect([...packages].filter((name) => /^@mui\/material\/Tabs?(\/|$)/.test(name))).toEqual([]);
  });
});

const CONTRACTS = path.join(SRC, '../../../packages/contracts/src');

/** The contracts' module that defines `name`, found from the package's index through its re-exports. */
function contractsModuleDefining(name: string, file = path.join(CONTRACTS, 'index.ts')): string {
  const source = readFileSync(file, 'utf8');
  if (new RegExp(`^export (?:const|function|class|let) ${name}\\b`, 'm').test(source)) return file;
  for (const [, names = '', specifier = ''] of source.matchAll(/^export \{([^}]*)\} from '([^']+)'/gm)) {
    const listed = names.split(',').map((item) => item.trim().replace(/^type /, ''));
    if (listed.includes(name)) {
      const next = resolveModule(file, specifier);
      if (!next) throw new Error(`${file}: cannot resolve ${specifier}`);
      return contractsModuleDefining(name, next);
    }
  }
  throw new Error(`${path.relative(CONTRACTS, file)} neither defines nor re-exports ${name}`);
}

/** Whether a contracts' module reaches zod through its static imports (the engine's are not followed). */
function reachesZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return staticImportsOf(readFileSync(file, 'utf8')).some((specifier) => {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return true;
    if (!specifier.startsWith('.')) return false;
    const next = resolveModule(file, specifier);
    return next !== null && reachesZod(next, seen);
  });
}

/** The values a module imports from the contracts' index, `name` → the importing module (path from src/). */
function contractsValuesOf(modules: Iterable<string>): Map<string, string> {
  const values = new Map<string, string>();
  for (const name of modules)
    for (const [, clause = ''] of readFileSync(path.join(SRC, name), 'utf8').matchAll(
      /^\s*import\s+(?!type\s)\{([^}]*)\}\s+from\s+'@cocho\/contracts'/gm,
    ))
      for (const item of clause.split(',').map((part) => part.trim()))
        if (item && !item.startsWith('type ')) values.set(item.split(/\s+as\s+/)[0] ?? item, name);
  return values;
}

// The contracts' schemas (and zod) load with the first call or on first use (a save, a draft's offer): what
// the start, the signed-in layout, the diet wizard and the sign-in form import from the contracts before they
// are usable is defined in modules that reach no zod (contracts/src/plain/*, wire/*, access/*, ...).
describe.each(['main.tsx', ...SIGNED_IN_FIRST_SCREENS, 'features/auth/LoginPage.tsx'])(
  '%s before it is usable',
  (file) => {
    it('imports nothing from the contracts that is defined beside a schema', () => {
      const values = contractsValuesOf(staticClosureOf(file).modules);
      expect(values.size).toBeGreaterThan(0);
      const withSchemas = [...values]
        .filter(([name]) => reachesZod(contractsModuleDefining(name)))
        .map(([name, importer]) => `${importer}: ${name}`);
      expect(withSchemas).toEqual([]);
    });

    it('does not import zod itself', () => {
      expect([...staticClosureOf(file).packages].filter((name) => name === 'zod')).toEqual([]);
    });
  },
);

describe('contractsModuleDefining and reachesZod', () => {
  it('find a schema beside its module and a constant in its schema-free module', () => {
    expect(path.relative(CONTRACTS, contractsModuleDefining('ZDietRecord'))).toBe('diets.ts');
    expect(reachesZod(contractsModuleDefining('ZDietRecord'))).toBe(true);
    expect(path.relative(CONTRACTS, contractsModuleDefining('DIET_NAME_MAX_CHARS'))).toBe(
      path.normalize('plain/diets.ts'),
    );
    expect(reachesZod(contractsModuleDefining('DIET_NAME_MAX_CHARS'))).toBe(false);
  });
});

// These modules load the contracts' checks on first use, so they hold neither the contracts nor zod.
describe.each(['catalogue/feed-cache.ts', 'offline/record-cache.ts'])('%s', (file) => {
  it('loads the contracts (schemas, zod) on first use, not statically', () => {
    const { packages } = staticClosureOf(file);
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('@cocho/contracts'))).toEqual([]);
  });
});

it('no module imports the contracts’ barrel dynamically (it would keep every schema in the entry’s chunk)', () => {
  const dynamicBarrel = /import\(\s*['"]@cocho\/contracts['"]\s*\)/;
  const offenders = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => dynamicBarrel.test(readFileSync(path.join(SRC, name), 'utf8')));
  expect(offenders).toEqual([]);
});
