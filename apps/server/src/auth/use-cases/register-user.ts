/**
 * auth/register: creates the account from the registration form once the e-mailed code is right.
 * Order matters for what an answer reveals: the fields are checked first (nothing about other accounts),
 * then the code (CODE_INVALID, also for an e-mail that already has an account), and only then whether the
 * document is taken (DOCUMENT_EXISTS), so documents cannot be probed without a code.
 *
 * The account is released at once when the global flag free_registration is on, else it awaits an
 * administrator (liberado 0). The profile chosen here sets no abilities: consultant abilities come from a
 * consultancy or a plan of type 2, producer abilities from a plan of type 0 (docs/decisions/roles-and-abilities.md).
 */
import type { TAccountFields } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { readFeatureFlags } from '../../feature-flags/read-feature-flags';
import { claimShareInvitations } from '../../sharing/use-cases/claim-share-invitations';
import { newUserDefaults } from '../../users/new-user-defaults';
import { assertDocumentFree, toProfileColumns, writingDocument } from '../../users/profile-columns';
import { createUser } from '../../users/repository';
import { hashPassword } from '../passwords';
import { checkVerificationCode, consumeVerificationCode } from '../verification-codes';
import { startSession } from './start-session';
import type { SessionOrigin, SignInAnswer } from './start-session';

/** The parsed registration request (contracts ZRegisterRequest). */
export type Registration = TAccountFields & {
  email: string;
  password: string;
  codigo: string;
  idioma?: 0 | 1 | 2 | undefined;
};

export type RegisterAnswer = ({ liberado: true } & SignInAnswer) | { liberado: false };

export async function registerUser(
  db: Kysely<Database>,
  registration: Registration,
  options: { now: Date; ttlHours: number; origin: SessionOrigin },
): Promise<RegisterAnswer> {
  const nowIso = options.now.toISOString();
  const profile = await toProfileColumns(db, registration);
  const codeId = await checkVerificationCode(
    db,
    { email: registration.email, finalidade: 'cadastro', codigo: registration.codigo },
    options.now,
  );
  await assertDocumentFree(db, profile.numero_documento);
  const released = (await readFeatureFlags(db)).global.free_registration;
  const user = await writingDocument(
    createUser(db, {
      ...newUserDefaults(nowIso),
      ...profile,
      email: registration.email,
      password_hash: await hashPassword(registration.password),
      idioma: registration.idioma ?? 0,
      liberado: released ? 1 : 0,
      aceite_em: nowIso,
    }),
  );
  await consumeVerificationCode(db, codeId, options.now);
  // The e-mail got an account after its code was sent (an account's e-mail never gets a usable code).
  if (!user) throw appError('CODE_INVALID');
  if (!released) return { liberado: false };
  // Shares made to this e-mail before it had an account become the new account's (docs/decisions/sharing.md).
  // A failure here must not fail the registration: they are claimed again before the received list.
  await claimShareInvitations(db, user, options.now).catch(() => 0);
  return { liberado: true, ...(await startSession(db, user, options)) };
}
