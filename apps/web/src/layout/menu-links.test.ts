import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags, TUser } from '@cocho/contracts';
import { testUser } from '../testing/test-user';
import { activeMenuPath, bottomBarLinks, MENU_LINKS, userAccessLevel, visibleMenuLinks } from './menu-links';
import type { MenuViewer } from './menu-links';

const TODAY = '2026-11-24';
const viewer = (
  overrides: Partial<TUser> = {},
  flags: TFeatureFlags = DEFAULT_FEATURE_FLAGS,
): MenuViewer => ({
  user: testUser({ perfil: 'consultor', ...overrides }),
  flags,
  today: TODAY,
});
const paths = (v: MenuViewer) => visibleMenuLinks(v).map((link) => link.path);
const linked = { emp_user: [{ id_empresa: 4, acesso: 3 as const, autorizado: true, ativo: true }] };
const withGlobal = (changes: Partial<TFeatureFlags['global']>): TFeatureFlags => ({
  ...DEFAULT_FEATURE_FLAGS,
  global: { ...DEFAULT_FEATURE_FLAGS.global, ...changes },
});

describe('userAccessLevel', () => {
  it('adds 1 with the company area and 10 with the administration (docs/product/shell.md#screens from docs/product/shell.md#roles)', () => {
    expect(userAccessLevel(viewer())).toBe(0);
    expect(userAccessLevel(viewer(linked))).toBe(1);
    // A company id alone (no authorised link) gives no company area.
    expect(userAccessLevel(viewer({ empresa_vinculada: 4 }))).toBe(0);
    expect(userAccessLevel(viewer({ administrador: true }))).toBe(11);
  });
});

describe('visibleMenuLinks', () => {
  it('shows a common user the level-0 links and the premium offer', () => {
    expect(paths(viewer())).toEqual([
      '/dashboard',
      '/formulacao-dieta',
      '/predicao-desempenho',
      '/enviar-alimento',
      '/formulacao-suplemento',
      '/calcula-exigencias',
      '/calcular-racao',
      '/seja-premium',
      '/avaliacao-modelo',
    ]);
  });

  it('adds the company area for a linked user', () => {
    expect(paths(viewer(linked))).toContain('/empresa');
    expect(paths(viewer(linked))).not.toContain('/adm');
  });

  it('shows administrators the admin area and no premium offer', () => {
    const admin = paths(viewer({ administrador: true }));
    expect(admin).toContain('/adm');
    expect(admin).toContain('/empresa');
    expect(admin).not.toContain('/seja-premium');
  });

  it('hides /calcular-racao from a user whose profile is pecuarista', () => {
    expect(paths(viewer({ perfil: 'pecuarista' }))).not.toContain('/calcular-racao');
    expect(paths(viewer({ perfil: 'estudante' }))).toContain('/calcular-racao');
  });

  it('shows the supplement link (least-cost mode), whatever supplement_menu_hidden says, but not to a pecuarista', () => {
    expect(paths(viewer())).toContain('/formulacao-suplemento');
    const flagOff = withGlobal({ supplement_menu_hidden: false });
    expect(paths(viewer({}, flagOff))).toContain('/formulacao-suplemento');
    expect(paths(viewer({ perfil: 'pecuarista' }))).not.toContain('/formulacao-suplemento');
  });

  it('shows only what a revoked plan may still open', () => {
    const revoked = viewer({ planos: [{ id: 1, id_empresa: null, tipo: 1, data_final: null, revogado: 1 }] });
    expect(paths(revoked)).toEqual([
      '/dashboard',
      '/formulacao-dieta',
      '/predicao-desempenho',
      '/calcula-exigencias',
      '/seja-premium',
      '/avaliacao-modelo',
    ]);
  });
});

describe('bottomBarLinks', () => {
  it('takes at most the first six visible links', () => {
    const links = bottomBarLinks(viewer({ administrador: true }));
    expect(links).toHaveLength(6);
    expect(links[0]?.path).toBe('/dashboard');
    expect(bottomBarLinks(viewer({ perfil: 'pecuarista' })).map((l) => l.path)).toEqual([
      '/dashboard',
      '/formulacao-dieta',
      '/predicao-desempenho',
      '/enviar-alimento',
      '/calcula-exigencias',
      '/seja-premium',
    ]);
  });
});

describe('activeMenuPath', () => {
  it('matches a link or its sub-paths', () => {
    expect(activeMenuPath('/enviar-alimento/cqbal', MENU_LINKS)).toBe('/enviar-alimento');
    expect(activeMenuPath('/dashboard', MENU_LINKS)).toBe('/dashboard');
    expect(activeMenuPath('/user', MENU_LINKS)).toBeNull();
    expect(activeMenuPath('/adm-x', MENU_LINKS)).toBeNull();
  });
});
