import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideAccess } from './access-guard';
import type { AccessInput } from './access-guard';
import { ROUTE_TABLE } from './route-table';

const visit = (pathname: string, overrides: Partial<AccessInput> = {}) =>
  decideAccess({
    pathname,
    search: '',
    hash: '',
    isLoggedIn: false,
    isMobileMode: false,
    mobileToken: null,
    ...overrides,
  });

const FREE_PATHS = ROUTE_TABLE.filter((route) => route.free).map((route) => route.path);
const PROTECTED_PATHS = ROUTE_TABLE.filter((route) => !route.free).map((route) => route.path);

describe('decideAccess', () => {
  it('knows the free and protected routes of docs/product/shell.md#screens', () => {
    expect(FREE_PATHS).toHaveLength(20);
    expect(FREE_PATHS).toEqual(
      expect.arrayContaining(['/', '/login', '/signin', '/termos-uso', '/livro2023en']),
    );
    expect(PROTECTED_PATHS).toEqual(
      expect.arrayContaining(['/dashboard', '/user', '/seja-premium', '/empresa/parceiros', '/adm/dietas']),
    );
    // 39 of docs/product/shell.md#screens plus /adm/empControle, docs/product/calculation.md#screens's name for company control, plus the model
    // evaluation page (/avaliacao-modelo) and the administrators' feedback tab (/adm/feedback).
    expect(PROTECTED_PATHS).toHaveLength(42);
  });

  it.each(FREE_PATHS.filter((path) => path !== '/login'))('opens free %s for anyone', (path) => {
    expect(visit(path)).toEqual({ kind: 'allow' });
    expect(visit(path, { isLoggedIn: true })).toEqual({ kind: 'allow' });
  });

  it.each(PROTECTED_PATHS)('opens protected %s with a stored user', (path) => {
    expect(visit(path, { isLoggedIn: true })).toEqual({ kind: 'allow' });
  });

  it.each(PROTECTED_PATHS.filter((path) => path !== '/user'))(
    'sends a visitor from %s to /login with the redirect and remembers the page',
    (path) => {
      expect(visit(path)).toEqual({
        kind: 'redirect',
        to: `/login?redirect=${encodeURIComponent(path)}`,
        lastPage: path,
      });
    },
  );

  it('keeps the query and hash of the target', () => {
    const decision = visit('/formulacao-dieta', { search: '?did=12', hash: '#passo2' });
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fformulacao-dieta%3Fdid%3D12%23passo2',
      lastPage: '/formulacao-dieta?did=12#passo2',
    });
  });

  it('does not remember /user as the last page, except in mobile mode', () => {
    expect(visit('/user')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fuser', lastPage: null });
    expect(visit('/user', { isMobileMode: true, mobileToken: 'abcdefghijk' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fuser&token=abcdefghijk&mobileaccess=1',
      lastPage: '/user',
    });
  });

  it('sends /login to /dashboard (or its local redirect) while logged in, and opens it otherwise', () => {
    expect(visit('/login', { isLoggedIn: true })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      lastPage: null,
    });
    expect(visit('/login', { isLoggedIn: true, search: '?redirect=%2Fuser%3Ftab%3D1' })).toMatchObject({
      to: '/user?tab=1',
    });
    expect(visit('/login', { isLoggedIn: true, search: '?redirect=https://evil.example' })).toMatchObject({
      to: '/dashboard',
    });
    expect(visit('/login')).toEqual({ kind: 'allow' });
  });

  it('sends unknown paths to /dashboard, logged in or not', () => {
    for (const path of ['/nao-existe', '/dashboard/extra', '/adm/user/edit/3', '/x.php']) {
      expect(visit(path)).toEqual({ kind: 'redirect', to: '/dashboard', lastPage: null });
      expect(visit(path, { isLoggedIn: true })).toEqual({
        kind: 'redirect',
        to: '/dashboard',
        lastPage: null,
      });
    }
  });

  it('sends /site and /blog to /login', () => {
    expect(visit('/site')).toEqual({ kind: 'redirect', to: '/login', lastPage: null });
    expect(visit('/blog', { isLoggedIn: true })).toMatchObject({ to: '/login' });
  });

  it('ignores a trailing slash and letter case', () => {
    expect(visit('/dashboard/', { isLoggedIn: true })).toEqual({ kind: 'allow' });
    expect(visit('/ADM/SolicitacaoPremium', { isLoggedIn: true })).toEqual({ kind: 'allow' });
  });

  it('lets everything through on a native mobile runtime', () => {
    expect(visit('/dashboard', { isNativeRuntime: true })).toEqual({ kind: 'allow' });
    expect(visit('/nao-existe', { isNativeRuntime: true })).toEqual({ kind: 'allow' });
  });
});

describe('afterLoginTarget', () => {
  it('returns to a local redirect path', () => {
    expect(afterLoginTarget('/calcula-exigencias')).toBe('/calcula-exigencias');
    expect(afterLoginTarget('/formulacao-dieta?did=3')).toBe('/formulacao-dieta?did=3');
  });

  it('falls back to /dashboard for missing, foreign or looping targets', () => {
    for (const target of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/login',
      '/signin?x=1',
    ]) {
      expect(afterLoginTarget(target)).toBe('/dashboard');
    }
  });
});
