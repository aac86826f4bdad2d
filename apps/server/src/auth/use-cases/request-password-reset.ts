/** auth/forgotPassword: e-mails a reset code when the e-mail has an account; always `{ ok: true }`. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { composeMail, toMailLanguage } from '../../mail/messages';
import type { Mailer } from '../../mail/send-mail';
import { getUserByEmail } from '../../users/repository';
import { issueVerificationCode } from '../verification-codes';

export async function requestPasswordReset(
  db: Kysely<Database>,
  request: { email: string; idioma?: 0 | 1 | 2 | undefined },
  options: { now: Date; ip: string | null; mailer: Mailer },
): Promise<{ ok: true }> {
  const account = await getUserByEmail(db, request.email);
  // Recorded for unknown e-mails too, so the per-e-mail limit answers alike for every e-mail.
  const code = await issueVerificationCode(
    db,
    { email: request.email, finalidade: 'senha', usable: Boolean(account), ip: options.ip },
    options.now,
  );
  if (account && code !== null) {
    await options.mailer({
      to: request.email,
      ...composeMail({ kind: 'senha', codigo: code }, toMailLanguage(account.idioma)),
      purpose: 'senha',
    });
  }
  return { ok: true };
}
