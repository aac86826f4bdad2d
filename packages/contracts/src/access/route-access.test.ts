import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags';
import type { AccessSubject } from './profiles';
import { abilityForPath, canOpenPath } from './route-access';

const TODAY = '2026-11-24';
const FREE: AccessSubject = {
  administrador: false,
  permissao: null,
  premium: false,
  premiumInfinito: false,
  consultor: false,
  gestor: false,
  vinculado: false,
  area_universitaria: false,
  planos: [],
  consultoria: null,
  emp_user: [],
  empresa_inativa: false,
};
const ADMIN: AccessSubject = { ...FREE, administrador: true };
const MANAGER: AccessSubject = { ...FREE, gestor: true };
const CONSULTANT: AccessSubject = { ...FREE, consultor: true };

describe('route access (docs/product/shell.md#screens menu access levels 0, 1, 10)', () => {
  it.each([
    ['/dashboard', FREE, true],
    ['/formulacao-dieta', FREE, true],
    ['/user', FREE, true],
    ['/seja-premium', FREE, true],
    ['/seja-premium', ADMIN, false],
    ['/adm', FREE, false],
    ['/adm/solicitacaoPremium', MANAGER, false],
    ['/adm/logs', ADMIN, true],
    ['/empresa', FREE, false],
    ['/empresa/colaboradores', MANAGER, true],
    ['/empresa', CONSULTANT, false],
    ['/consultor', CONSULTANT, true],
    ['/consultor', FREE, false],
    ['/enviar-alimento/cqbal', FREE, true],
  ] as const)('%s', (path, user, expected) => {
    expect(canOpenPath(user, path, DEFAULT_FEATURE_FLAGS, TODAY)).toBe(expected);
  });

  it('matches whole path segments only', () => {
    expect(abilityForPath('/administrar')).toBeNull();
    expect(abilityForPath('/ADM/logs')).toBe('administration');
  });
});
