import { AppError, DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { Ability, TFeatureFlags, TUser } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../users/repository';
import { toUserView } from '../users/user-view';
import { hasAbility, missingAbilityCode, requireAbility } from './require-ability';
import { buildUserAccess } from './signed-in-user';

const record = {
  id: 3,
  nome: 'Bia',
  email: 'bia@example.com',
  perfil: 'pecuarista',
  idioma: 0,
  liberado: 1,
  excluido: 0,
  administrador: 0,
  permissao: null,
  premium: 0,
  premium_infinito: 0,
  consultor: 0,
  pecuarista: 0,
  gestor: 0,
  vinculado: 0,
  area_universitaria: 0,
  empresa_vinculada: null,
  data_nascimento: null,
  sexo: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
} as UserRecord;
const NOW = new Date('2026-03-10T15:00:00Z');

const holder = (view: Partial<TUser> = {}, flags: TFeatureFlags = DEFAULT_FEATURE_FLAGS) => ({
  access: buildUserAccess({ ...toUserView(record), ...view }, flags, NOW),
});

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('requireAbility', () => {
  it('lets a user through with the ability and answers UNAUTHENTICATED without a user', () => {
    expect(() => requireAbility(holder(), 'formulate_diet')).not.toThrow();
    expect(hasAbility(holder(), 'formulate_diet')).toBe(true);
    expect(codeOf(() => requireAbility({ access: null }, 'formulate_diet'))).toBe('UNAUTHENTICATED');
    expect(codeOf(() => requireAbility(null, 'formulate_diet'))).toBe('UNAUTHENTICATED');
    expect(hasAbility(null, 'formulate_diet')).toBe(false);
  });

  it('answers PREMIUM_REQUIRED for a premium-only module and FORBIDDEN for any other', () => {
    expect(codeOf(() => requireAbility(holder(), 'save_diet'))).toBe('PREMIUM_REQUIRED');
    expect(codeOf(() => requireAbility(holder(), 'save_prediction'))).toBe('PREMIUM_REQUIRED');
    expect(codeOf(() => requireAbility(holder(), 'consultancy'))).toBe('FORBIDDEN');
    expect(codeOf(() => requireAbility(holder(), 'administration'))).toBe('FORBIDDEN');
    expect(() => requireAbility(holder({ premium: true }), 'save_diet')).not.toThrow();
  });

  it('reads the flags in force: a module given to everyone is no longer premium-only', () => {
    const flags: TFeatureFlags = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        free: [...DEFAULT_FEATURE_FLAGS.profiles.free, 'charts'],
      },
    };
    const withoutRefine: TFeatureFlags = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        free: [...DEFAULT_FEATURE_FLAGS.profiles.free, 'refine'],
      },
    };
    expect(missingAbilityCode('refine' satisfies Ability, DEFAULT_FEATURE_FLAGS)).toBe('PREMIUM_REQUIRED');
    expect(missingAbilityCode('refine', withoutRefine)).toBe('FORBIDDEN');
    expect(() => requireAbility(holder({}, withoutRefine), 'refine')).not.toThrow();
    expect(hasAbility(holder({}, flags), 'charts')).toBe(true);
  });

  it('restricts a revoked plan to the first module', () => {
    const revoked = holder({
      premium: true,
      planos: [{ id: 1, id_empresa: null, tipo: 1, data_final: null, revogado: 1 }],
    });
    expect(() => requireAbility(revoked, 'formulate_diet')).not.toThrow();
    expect(codeOf(() => requireAbility(revoked, 'charts'))).toBe('FORBIDDEN');
  });
});
