import { AppError, DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TUser, TUserPlan } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import { buildUserAccess, toSignedInUser } from '../access/signed-in-user';
import type { SignedInUser } from '../access/signed-in-user';
import type { UserRecord } from '../users/repository';
import { toUserView } from '../users/user-view';
import { hasRole, isAdministratorRecord, requireOwner, requireRole, requireUser } from './roles';

// The account record keeps growing (profile fields): the columns the roles read, the rest as stored.
const base = {
  id: 7,
  nome: 'Ana',
  email: 'ana@example.com',
  perfil: 'pecuarista',
  idioma: 0,
  liberado: 1,
  excluido: 0,
  administrador: 0,
  permissao: null,
  premium: 0,
  premium_infinito: 0,
  consultor: 0,
  pecuarista: 1,
  gestor: 0,
  vinculado: 0,
  area_universitaria: 0,
  empresa_vinculada: null,
  data_nascimento: null,
  sexo: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
} as UserRecord;

/** 2026-03-10 12:00 in Brasília. */
const NOW = new Date('2026-03-10T15:00:00Z');

function signedIn(record: Partial<UserRecord>, view: Partial<TUser> = {}): SignedInUser {
  const full = { ...base, ...record };
  return toSignedInUser(full, buildUserAccess({ ...toUserView(full), ...view }, DEFAULT_FEATURE_FLAGS, NOW));
}

const plan = (tipo: TUserPlan['tipo'], data_final: string | null, revogado: 0 | 1 = 0): TUserPlan => ({
  id: 1,
  id_empresa: null,
  tipo,
  data_final,
  revogado,
});

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('roles', () => {
  it('reads premium as the premium profile: flags, a valid premium plan, administrators', () => {
    expect(hasRole(signedIn({}), 'premium')).toBe(false);
    expect(hasRole(signedIn({ administrador: 1 }), 'premium')).toBe(true);
    expect(hasRole(signedIn({ premium_infinito: 1 }), 'premium')).toBe(true);
    expect(hasRole(signedIn({}, { planos: [plan(1, '2026-03-10')] }), 'premium')).toBe(true);
    expect(hasRole(signedIn({}, { planos: [plan(1, '2026-03-09')] }), 'premium')).toBe(false);
    // A producer plan (type 0) is not premium.
    expect(hasRole(signedIn({}, { planos: [plan(0, null)] }), 'premium')).toBe(false);
  });

  it('reads the company and consultant roles as the company_area and consultancy abilities', () => {
    expect(hasRole(signedIn({}), 'company')).toBe(false);
    expect(hasRole(signedIn({ gestor: 1 }), 'company')).toBe(true);
    expect(hasRole(signedIn({}), 'consultor')).toBe(false);
    expect(hasRole(signedIn({ consultor: 1 }), 'consultor')).toBe(true);
    expect(hasRole(signedIn({}, { planos: [plan(2, '2026-12-31')] }), 'consultor')).toBe(true);
    // A revoked plan restricts to the first module: no consultancy.
    expect(hasRole(signedIn({ consultor: 1 }, { planos: [plan(2, null, 1)] }), 'consultor')).toBe(false);
  });

  it('reads the administrator from the account: the flag or permissao 0', () => {
    expect(isAdministratorRecord(base)).toBe(false);
    expect(hasRole({ ...base, administrador: 1 }, 'admin')).toBe(true);
    expect(hasRole({ ...base, permissao: 0 }, 'admin')).toBe(true);
    expect(hasRole({ ...base, permissao: 1 }, 'admin')).toBe(false);
  });

  it('throws the codes the client shows', () => {
    expect(codeOf(() => requireUser(null))).toBe('UNAUTHENTICATED');
    expect(codeOf(() => requireRole(base, 'admin'))).toBe('FORBIDDEN');
    expect(codeOf(() => requireRole(signedIn({}), 'premium'))).toBe('PREMIUM_REQUIRED');
    expect(codeOf(() => requireRole(signedIn({}), 'consultor'))).toBe('FORBIDDEN');
    expect(codeOf(() => requireRole(null, 'admin'))).toBe('UNAUTHENTICATED');
    expect(requireRole(signedIn({ consultor: 1 }), 'consultor').id).toBe(7);
  });

  it('lets owners and administrators through requireOwner', () => {
    expect(requireOwner(base, 7).id).toBe(7);
    expect(codeOf(() => requireOwner(base, 8))).toBe('FORBIDDEN');
    expect(requireOwner({ ...base, administrador: 1 }, 8).id).toBe(7);
  });
});
