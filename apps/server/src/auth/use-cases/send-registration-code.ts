/**
 * auth/sendCode: e-mails a registration code. An e-mail that already has an account gets a mail saying so
 * (pointing to "forgot password") and no usable code; the answer is the same `{ ok: true }` either way.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { composeMail, toMailLanguage } from '../../mail/messages';
import type { Mailer } from '../../mail/send-mail';
import { getUserByEmail } from '../../users/repository';
import { issueVerificationCode } from '../verification-codes';

export async function sendRegistrationCode(
  db: Kysely<Database>,
  request: { email: string; idioma?: 0 | 1 | 2 | undefined },
  options: { now: Date; ip: string | null; mailer: Mailer },
): Promise<{ ok: true }> {
  const account = await getUserByEmail(db, request.email);
  const code = await issueVerificationCode(
    db,
    { email: request.email, finalidade: 'cadastro', usable: !account, ip: options.ip },
    options.now,
  );
  const mail =
    account || code === null
      ? composeMail({ kind: 'conta_existente' }, toMailLanguage(account?.idioma ?? request.idioma))
      : composeMail({ kind: 'cadastro', codigo: code }, toMailLanguage(request.idioma));
  await options.mailer({
    to: request.email,
    ...mail,
    purpose: account ? 'conta_existente' : 'cadastro',
  });
  return { ok: true };
}
