import type { NewUser } from './repository';

/**
 * Column values of a new user with every flag off (released: liberado 1); callers override what they set.
 * The profile fields (phone, document, address...) default to null.
 */
export function newUserDefaults(nowIso: string): Omit<NewUser, 'nome' | 'email' | 'password_hash'> {
  return {
    perfil: null,
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
    created_at: nowIso,
    updated_at: nowIso,
  };
}
