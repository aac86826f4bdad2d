/**
 * Creates the first administrator at start when none exists: COCHO_ADMIN_EMAIL / COCHO_ADMIN_PASSWORD, or
 * admin@cocho.local with a generated password. Answers the credentials only when it created the account
 * (the caller prints them once).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { generatePassword, hashPassword } from '../../auth/passwords';
import { newUserDefaults } from '../new-user-defaults';
import { createUser, getUserByEmail, hasAdministrator } from '../repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@cocho.local';

export type FirstAdmin =
  { created: false } | { created: true; email: string; password: string; passwordGenerated: boolean };

export async function ensureFirstAdmin(
  db: Kysely<Database>,
  options: { email?: string | undefined; password?: string | undefined; now: Date },
): Promise<FirstAdmin> {
  if (await hasAdministrator(db)) return { created: false };
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  // An ordinary account with this e-mail already exists: never take it over silently.
  if (await getUserByEmail(db, email)) {
    throw new Error(
      `Cannot create the first administrator: ${email} is already a non-administrator account.`,
    );
  }
  const password = options.password ?? generatePassword();
  const nowIso = options.now.toISOString();
  const created = await createUser(db, {
    ...newUserDefaults(nowIso),
    nome: 'Administrador',
    email,
    password_hash: await hashPassword(password),
    administrador: 1,
    premium_infinito: 1,
  });
  if (!created) return { created: false };
  return { created: true, email, password, passwordGenerated: options.password === undefined };
}
