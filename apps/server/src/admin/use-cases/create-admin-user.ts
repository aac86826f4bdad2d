/**
 * adm/usuarios/criar: an administrator makes an account from the registration form's fields (the same
 * rules: contracts ZAccountFields, then the country rules and a free document), released at once or left
 * under review. A temporary password is e-mailed and must be changed at the first sign-in. Premium time is a
 * premium plan (type 1) from today to a day after today, or without end (permanent), as adm/usuarios/premium
 * makes it. Audited `user_created`.
 */
import type { TAccountFields, TAdminUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { toAdminUser } from '../admin-wire';
import { emailHasAccount, getAdminUserById, insertAccount } from '../repository';
import { recordAudit } from '../../audit/record-audit';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { composeMail, toMailLanguage } from '../../mail/messages';
import type { Mailer } from '../../mail/send-mail';
import { assertAfterToday } from '../../plans/use-cases/plan-dates';
import { createPlan } from '../../plans/use-cases/create-plan';
import { newUserDefaults } from '../../users/new-user-defaults';
import { assertDocumentFree, toProfileColumns, writingDocument } from '../../users/profile-columns';
import { claimShareInvitationsOfUser } from '../../sharing/use-cases/claim-share-invitations';

export type AdminNewUser = TAccountFields & {
  email: string;
  password: string;
  idioma: 0 | 1 | 2;
  liberado: boolean;
  senha_temporaria: boolean;
  premium: { tipo: 'nenhum' } | { tipo: 'ate'; data_final: string } | { tipo: 'permanente' };
};

export async function createAdminUser(
  db: Kysely<Database>,
  adminId: number,
  input: AdminNewUser,
  options: { today: string; now: Date; mailer: Mailer },
): Promise<TAdminUser> {
  const nowIso = options.now.toISOString();
  const profile = await toProfileColumns(db, input);
  if (input.premium.tipo === 'ate') assertAfterToday(input.premium.data_final, options.today);
  if (await emailHasAccount(db, input.email)) throw appError('EMAIL_EXISTS');
  await assertDocumentFree(db, profile.numero_documento);
  const user = await writingDocument(
    insertAccount(db, {
      ...newUserDefaults(nowIso),
      ...profile,
      email: input.email,
      password_hash: await hashPassword(input.password),
      idioma: input.idioma,
      liberado: input.liberado ? 1 : 0,
      senha_temporaria: input.senha_temporaria ? 1 : 0,
    }),
  );
  if (!user) throw appError('EMAIL_EXISTS');
  if (input.premium.tipo !== 'nenhum') {
    await createPlan(
      db,
      {
        userId: user.id,
        tipo: 1,
        dataInicio: options.today,
        dataFinal: input.premium.tipo === 'ate' ? input.premium.data_final : null,
        origem: 'direto',
      },
      options.now,
    );
  }
  // Shares made to this e-mail before it had an account become its own once released (sharing/). A failure does
  // not fail the call: they are claimed again before the received list.
  await claimShareInvitationsOfUser(db, user.id, options.now).catch(() => 0);
  await recordAudit(db, {
    action: 'user_created',
    at: options.now,
    actorUserId: adminId,
    subjectUserId: user.id,
    subjectEmail: user.email,
    detail: {
      liberado: input.liberado,
      senha_temporaria: input.senha_temporaria,
      premium: input.premium.tipo,
    },
  });
  if (input.senha_temporaria) {
    await options.mailer({
      to: user.email,
      ...composeMail(
        { kind: 'senha_temporaria', nome: user.nome, senha: input.password },
        toMailLanguage(user.idioma),
      ),
      purpose: 'senha_temporaria',
      secret: true,
    });
  }
  const row = await getAdminUserById(db, user.id, options.today);
  if (!row) throw appError('NOT_FOUND');
  return toAdminUser(row);
}
