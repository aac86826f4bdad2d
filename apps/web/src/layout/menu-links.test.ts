import { describe, expect, it } from 'vitest';
import { activeMenuPath, bottomBarLinks, MENU_LINKS, userAccessLevel, visibleMenuLinks } from './menu-links';

type MenuUser = Parameters<typeof visibleMenuLinks>[0];
const user = (overrides: Partial<MenuUser> = {}): MenuUser => ({
  empresa_vinculada: null,
  administrador: false,
  perfil: 'consultor',
  pecuarista: false,
  ...overrides,
});
const paths = (u: MenuUser) => visibleMenuLinks(u).map((link) => link.path);

describe('userAccessLevel', () => {
  it('adds 1 for a company and 10 for an administrator', () => {
    expect(userAccessLevel(user())).toBe(0);
    expect(userAccessLevel(user({ empresa_vinculada: 4 }))).toBe(1);
    expect(userAccessLevel(user({ administrador: true }))).toBe(10);
    expect(userAccessLevel(user({ empresa_vinculada: 4, administrador: true }))).toBe(11);
  });
});

describe('visibleMenuLinks', () => {
  it('shows a common user the level-0 links and the premium offer', () => {
    expect(paths(user())).toEqual([
      '/dashboard',
      '/formulacao-dieta',
      '/predicao-desempenho',
      '/enviar-alimento',
      '/calcula-exigencias',
      '/calcular-racao',
      '/seja-premium',
    ]);
  });

  it('adds the company area for a company user', () => {
    expect(paths(user({ empresa_vinculada: 2 }))).toContain('/empresa');
    expect(paths(user({ empresa_vinculada: 2 }))).not.toContain('/adm');
  });

  it('shows administrators the admin area and no premium offer', () => {
    const admin = paths(user({ administrador: true }));
    expect(admin).toContain('/adm');
    expect(admin).toContain('/empresa');
    expect(admin).not.toContain('/seja-premium');
  });

  it('hides /calcular-racao from a pecuarista, by profile or by plan flag', () => {
    expect(paths(user({ perfil: 'pecuarista' }))).not.toContain('/calcular-racao');
    expect(paths(user({ pecuarista: true }))).not.toContain('/calcular-racao');
    expect(paths(user({ perfil: 'estudante' }))).toContain('/calcular-racao');
  });

  it('keeps /formulacao-suplemento hidden by default', () => {
    for (const u of [user(), user({ administrador: true, empresa_vinculada: 1 })]) {
      expect(paths(u)).not.toContain('/formulacao-suplemento');
    }
    const unhidden = MENU_LINKS.map((link) => ({ ...link, hidden: false }));
    expect(visibleMenuLinks(user(), unhidden).map((l) => l.path)).toContain('/formulacao-suplemento');
    expect(visibleMenuLinks(user({ perfil: 'pecuarista' }), unhidden).map((l) => l.path)).not.toContain(
      '/formulacao-suplemento',
    );
  });
});

describe('bottomBarLinks', () => {
  it('takes at most the first six visible links', () => {
    const links = bottomBarLinks(user({ administrador: true, empresa_vinculada: 1 }));
    expect(links).toHaveLength(6);
    expect(links[0]?.path).toBe('/dashboard');
    expect(bottomBarLinks(user({ perfil: 'pecuarista' })).map((l) => l.path)).toEqual([
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
