/**
 * The route half of the ability matrix (docs/product/shell.md#screens × docs/product/shell.md#roles roles): every route of the table for a
 * free user, a premium user, a consultant, a linked user, a manager, an administrator and a revoked plan,
 * with the default feature flags. Expectations are written out by hand from the product's rules, not computed.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags, TUser } from '@cocho/contracts';
import { testUser } from '../testing/test-user';
import { decideAccess } from './access-guard';
import type { AccessDecision } from './access-guard';
import { ROUTE_TABLE } from './route-table';

const TODAY = '2026-11-24';
const plan = (tipo: TUser['planos'][number]['tipo'], revogado: 0 | 1 = 0) => ({
  id: 1,
  id_empresa: null,
  tipo,
  data_final: '2027-01-31',
  revogado,
});

const ROLES = {
  free: testUser(),
  premium: testUser({ planos: [plan(1)] }),
  consultant: testUser({ consultor: true }),
  linked: testUser({ emp_user: [{ id_empresa: 5, acesso: 3, autorizado: true, ativo: true }] }),
  manager: testUser({ emp_user: [{ id_empresa: 5, acesso: 0, autorizado: true, ativo: true }] }),
  technician: testUser({ emp_user: [{ id_empresa: 5, acesso: 2, autorizado: true, ativo: true }] }),
  administrator: testUser({ administrador: true }),
  revoked: testUser({ premium: true, planos: [plan(1, 1)] }),
} satisfies Record<string, TUser>;
type Role = keyof typeof ROLES;
const ALL_ROLES = Object.keys(ROLES) as Role[];

const ALLOW: AccessDecision = { kind: 'allow' };
const TO_DASHBOARD: AccessDecision = { kind: 'denied', offer: 'dashboard' };

/** Who may open a protected route; everyone else gets the no-access page with a link to /dashboard. */
function openersOf(path: string): readonly Role[] {
  const top = `/${path.split('/')[1] ?? ''}`;
  switch (top) {
    case '/seja-premium':
      return ALL_ROLES.filter((role) => role !== 'administrator');
    case '/formulacao-suplemento':
    case '/calcular-racao':
    case '/enviar-alimento':
      // Free modules, but a revoked plan keeps only the first module (diet formulation).
      return ALL_ROLES.filter((role) => role !== 'revoked');
    case '/consultor':
      // docs/product/shell.md#screens: also managers and linked users whose company access level is not 3.
      return ['consultant', 'manager', 'technician', 'administrator'];
    case '/empresa':
      return ['linked', 'manager', 'technician', 'administrator'];
    case '/adm':
      return ['administrator'];
    default:
      return ALL_ROLES;
  }
}

const visit = (path: string, role: Role, flags: TFeatureFlags = DEFAULT_FEATURE_FLAGS) =>
  decideAccess({
    pathname: path,
    search: '',
    hash: '',
    isLoggedIn: true,
    isMobileMode: false,
    mobileToken: null,
    access: { user: ROLES[role], flags, today: TODAY },
  });

const CASES = ROUTE_TABLE.filter((route) => route.path !== '/login').flatMap((route) =>
  ALL_ROLES.map((role) => [route.path, role, route.free] as const),
);

describe('route access by role (docs/product/shell.md#screens × docs/product/shell.md#roles)', () => {
  it('covers every route and every role', () => {
    expect(CASES).toHaveLength((ROUTE_TABLE.length - 1) * ALL_ROLES.length);
  });

  it.each(CASES)('%s for %s', (path, role, isFree) => {
    const expected = isFree || openersOf(path).includes(role) ? ALLOW : TO_DASHBOARD;
    expect(visit(path, role)).toEqual(expected);
  });

  it('offers the plans when the route needs an ability of the premium set', () => {
    const flags: TFeatureFlags = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        free: DEFAULT_FEATURE_FLAGS.profiles.free.filter((ability) => ability !== 'calculate_ration'),
      },
    };
    expect(visit('/calcular-racao', 'free', flags)).toEqual({ kind: 'denied', offer: 'premium' });
    expect(visit('/calcular-racao', 'premium', flags)).toEqual(ALLOW);
  });

  it('sends an incomplete profile to /user with the message, except from /user and free pages', () => {
    const incomplete = (pathname: string) =>
      decideAccess({
        pathname,
        search: '',
        hash: '',
        isLoggedIn: true,
        isMobileMode: false,
        mobileToken: null,
        isProfileIncomplete: true,
      });
    expect(incomplete('/dashboard')).toEqual({
      kind: 'redirect',
      to: '/user',
      lastPage: null,
      messageKey: 'access.incompleteProfile',
    });
    expect(incomplete('/adm')).toMatchObject({ to: '/user' });
    expect(incomplete('/user')).toEqual(ALLOW);
    expect(incomplete('/termos-uso')).toEqual(ALLOW);
  });
});
