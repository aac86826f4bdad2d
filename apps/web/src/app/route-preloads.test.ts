import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePreloadsOf, screenImportsOf } from './route-preloads';
import { ROUTE_TABLE } from './route-table';
import type { ScreenKey } from './route-table';

describe('screenImportsOf', () => {
  it('finds the import of every screen of the route table in router.tsx', () => {
    const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const imports = screenImportsOf(source);
    for (const screen of new Set(ROUTE_TABLE.map((route) => route.screen))) {
      expect(imports.get(screen), screen).toMatch(/^\.\.\/features\//);
    }
    expect(imports.get('dietWizard')).toBe('../features/diet/DietWizardPage');
  });

  it('reads one-line and wrapped entries', () => {
    const source = [
      'const SCREENS = {',
      "  home: () => import('../features/home/HomePage').then((m) => m),",
      '  dashboard: () =>',
      "    import('../features/dashboard/DashboardPage').then((m) => m),",
      '};',
    ].join('\n');
    expect([...screenImportsOf(source)]).toEqual([
      ['home', '../features/home/HomePage'],
      ['dashboard', '../features/dashboard/DashboardPage'],
    ]);
  });
});

describe('routePreloadsOf', () => {
  const modules = new Map<ScreenKey, string>([
    ['dietWizard', '/src/features/diet/DietWizardPage.tsx'],
    ['home', '/src/features/home/HomePage.tsx'],
    ['login', '/src/features/auth/LoginPage.tsx'],
  ]);
  const chunks = [
    {
      fileName: 'assets/index.js',
      imports: ['assets/react.js'],
      facadeModuleId: '/index.html',
      isEntry: true,
    },
    { fileName: 'assets/react.js', imports: [], facadeModuleId: null, isEntry: false },
    {
      fileName: 'assets/DietWizardPage.js',
      imports: ['assets/react.js', 'assets/forms.js'],
      facadeModuleId: '/src/features/diet/DietWizardPage.tsx',
      isEntry: false,
    },
    { fileName: 'assets/forms.js', imports: ['assets/zod.js'], facadeModuleId: null, isEntry: false },
    { fileName: 'assets/zod.js', imports: [], facadeModuleId: null, isEntry: false },
    {
      fileName: 'assets/HomePage.js',
      imports: [],
      facadeModuleId: '/src/features/home/HomePage.tsx',
      isEntry: false,
    },
  ];
  const routes = [
    { path: '/formulacao-dieta', screen: 'dietWizard' as const },
    { path: '/', screen: 'home' as const },
    { path: '/login', screen: 'login' as const },
  ];

  it("lists the screen's chunk and its static imports, without what the entry loads", () => {
    const preloads = routePreloadsOf(routes, modules, chunks);
    expect(preloads['/formulacao-dieta']?.sort()).toEqual([
      '/assets/DietWizardPage.js',
      '/assets/forms.js',
      '/assets/zod.js',
    ]);
    expect(preloads['/']).toEqual(['/assets/HomePage.js']);
  });

  it('leaves out a path whose screen has no chunk of its own', () => {
    expect(routePreloadsOf(routes, modules, chunks)).not.toHaveProperty('/login');
  });
});
