/**
 * auth/register: creates a released account (liberado 1; docs/decisions/self-registration-release.md) and
 * signs it in.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { newUserDefaults } from '../../users/new-user-defaults';
import { createUser } from '../../users/repository';
import { hashPassword } from '../passwords';
import { startSession } from './start-session';
import type { SessionOrigin, SignInAnswer } from './start-session';

export type Registration = {
  NOME: string;
  email: string;
  password: string;
  perfil: string;
  idioma?: 0 | 1 | 2 | undefined;
};

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
