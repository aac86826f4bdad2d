/**
 * Telling users of what concerns them (docs/decisions/notifications.md): a decision about them goes
 * to their bell (a user_notices row, kind `aviso`) and to their mailbox in their language; a request waiting
 * for their answer (an invitation, a link or contact request) is already in their bell from its own record,
 * so it is only mailed. A mail that cannot be sent is logged and never undoes the decision.
 */
import type { TNoticeParams } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { mailerForRequest } from '../mail/mailer-for-request';
import { composeMail, toMailLanguage } from '../mail/messages';
import type { MailContent } from '../mail/messages';
import type { RequestMail } from '../mail/notice-messages';
import type { MailLog } from '../mail/send-mail';
import { findCompanyManagerIds, insertNotice } from './repository';

/** What telling needs of a call's context. */
export type TellContext = {
  readonly db: Kysely<Database>;
  readonly config: AppConfig;
  readonly now: Date;
  readonly request: { log: MailLog & { warn(details: object, message: string): void } };
};

/** Decision notices: who gets them (empty: nobody), with the words of the decision. */
export type Notice = Omit<TNoticeParams, 'empresa' | 'nome' | 'motivo' | 'data_final'> &
  Partial<Pick<TNoticeParams, 'empresa' | 'nome' | 'motivo' | 'data_final'>>;

async function recipients(db: Kysely<Database>, userIds: readonly number[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'idioma'])
    .where('id', 'in', ids)
    .where('excluido', '=', 0)
    .execute();
}

async function mailEach(
  ctx: TellContext,
  users: readonly { email: string; idioma: number }[],
  content: MailContent,
  purpose: string,
): Promise<void> {
  const send = mailerForRequest(ctx);
  for (const user of users) {
    const mail = composeMail(content, toMailLanguage(user.idioma));
    try {
      await send({ to: user.email, subject: mail.subject, text: mail.text, purpose });
    } catch (failure) {
      ctx.request.log.warn({ purpose, err: failure }, 'notice e-mail not sent');
    }
  }
}

/**
 * A decision about `userIds`: a bell entry and an e-mail each, in each one's language. `bell: false` when the
 * bell already shows the decision from its own record (an approved link is a link event, vinculo_usuario).
 */
export async function tellUsers(
  ctx: TellContext,
  userIds: readonly number[],
  notice: Notice,
  options: { bell: boolean } = { bell: true },
): Promise<void> {
  const aviso: TNoticeParams = {
    evento: notice.evento,
    empresa: notice.empresa ?? null,
    nome: notice.nome ?? null,
    motivo: notice.motivo ? notice.motivo : null,
    data_final: notice.data_final ?? null,
  };
  const users = await recipients(ctx.db, userIds);
  if (options.bell)
    for (const user of users)
      await insertNotice(ctx.db, {
        user_id: user.id,
        evento: aviso.evento,
        params: JSON.stringify(aviso),
        created_at: ctx.now.toISOString(),
      });
  await mailEach(ctx, users, { kind: 'aviso', aviso }, 'aviso');
}

/** A request waiting for `userIds`' answer (already in their bell): an e-mail each, in each one's language. */
export async function mailRequest(
  ctx: TellContext,
  userIds: readonly number[],
  request: RequestMail,
): Promise<void> {
  await mailEach(ctx, await recipients(ctx.db, userIds), { kind: 'pedido', ...request }, 'pedido');
}

/** The active managers of company `companyId` (but `exceptUserId`): for notices and mails to a company. */
export async function companyManagersOf(
  ctx: Pick<TellContext, 'db'>,
  companyId: number,
  exceptUserId?: number,
): Promise<number[]> {
  return (await findCompanyManagerIds(ctx.db, companyId)).filter((id) => id !== exceptUserId);
}
