/**
 * auth/register: creates a released account (liberado 1; docs/decisions/self-registration-release.md) and
 * signs it in.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../http/error-handler';
import { hashPassword } from '../../auth/passwords';
import { createUser } from '../../repositories/users-repository';
import type { NewUser } from '../../repositories/users-repository';
import { startSession } from './start-session';
import type { SessionOrigin, SignInAnswer } from './start-session';

export type Registration = {
  NOME: string;
  email: string;
  password: string;
  perfil: string;
  idioma?: 0 | 1 | 2 | undefined;
};

/** Column values of a new user with every flag off; callers override what they set. */
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

export async function registerUser(
  db: Kysely<Database>,
  registration: Registration,
  options: { now: Date; ttlHours: number; origin: SessionOrigin },
): Promise<SignInAnswer> {
  const nowIso = options.now.toISOString();
  const user = await createUser(db, {
    ...newUserDefaults(nowIso),
    nome: registration.NOME,
    email: registration.email,
    password_hash: await hashPassword(registration.password),
    perfil: registration.perfil,
    idioma: registration.idioma ?? 0,
    // The profile flags the rest of the app reads (spec 01 §3).
    consultor: registration.perfil === 'consultor' ? 1 : 0,
    pecuarista: registration.perfil === 'pecuarista' ? 1 : 0,
  });
  if (!user) throw appError('EMAIL_EXISTS');
  return startSession(db, user, options);
}
