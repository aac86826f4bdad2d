import { describe, expect, it } from 'vitest';
import { AppError } from '@cocho/contracts';
import type { UserRecord } from '../users/repository';
import { hasRole, requireOwner, requireRole, requireUser } from './roles';

const base: UserRecord = {
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
};

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('roles', () => {
  it('treats administrators as premium (spec 01 §6) and infinite premium as premium', () => {
    expect(hasRole(base, 'premium')).toBe(false);
    expect(hasRole({ ...base, administrador: 1 }, 'premium')).toBe(true);
    expect(hasRole({ ...base, premium_infinito: 1 }, 'premium')).toBe(true);
  });

  it('grants the company role to managers, linked users and users with a company', () => {
    expect(hasRole(base, 'company')).toBe(false);
    expect(hasRole({ ...base, gestor: 1 }, 'company')).toBe(true);
    expect(hasRole({ ...base, empresa_vinculada: 3 }, 'company')).toBe(true);
  });

  it('throws the codes the client shows', () => {
    expect(codeOf(() => requireUser(null))).toBe('UNAUTHENTICATED');
    expect(codeOf(() => requireRole(base, 'admin'))).toBe('FORBIDDEN');
    expect(codeOf(() => requireRole(base, 'premium'))).toBe('PREMIUM_REQUIRED');
    expect(codeOf(() => requireRole(null, 'admin'))).toBe('UNAUTHENTICATED');
    expect(requireRole({ ...base, consultor: 1 }, 'consultor').id).toBe(7);
  });

  it('lets owners and administrators through requireOwner', () => {
    expect(requireOwner(base, 7).id).toBe(7);
    expect(codeOf(() => requireOwner(base, 8))).toBe('FORBIDDEN');
    expect(requireOwner({ ...base, administrador: 1 }, 8).id).toBe(7);
  });
});
