/**
 * adm/reportes/responder: answers an error report to its reporter, as a general message addressed to them
 * (their bell shows it) or by e-mail; the report is then read and answered (audited). A report whose
 * account is gone answers NOT_FOUND.
 */
import type { TAdminErrorReport } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { Mailer } from '../../mail/send-mail';
import { sendNotification } from '../../notifications/use-cases/send-notification';
import type { UserRecord } from '../../users/repository';
import { toAdminErrorReport } from '../admin-tools-wire';
import { replyMail, replyTitle } from '../reply-texts';
import { findAccountLanguage, getAdminErrorReport, setErrorReportAnswer } from '../repository';

export async function answerErrorReport(
  db: Kysely<Database>,
  admin: UserRecord,
  input: { id: number; canal: 'notificacao' | 'email'; resposta: string },
  options: { now: Date; mailer: Mailer },
): Promise<TAdminErrorReport> {
  const report = await getAdminErrorReport(db, input.id);
  if (!report) throw appError('NOT_FOUND');
  const reporter = report.user_id === null ? undefined : await findAccountLanguage(db, report.user_id);
  if (!reporter) throw appError('NOT_FOUND');
  if (input.canal === 'notificacao') {
    await sendNotification(
      db,
      admin,
      {
        titulo: replyTitle(reporter.idioma),
        mensagem: input.resposta,
        destino: { tipo: 'usuarios', usuarios: [reporter.id] },
      },
      options.now,
    );
  } else {
    await options.mailer(replyMail(reporter, report.descricao, input.resposta));
  }
  await setErrorReportAnswer(db, input.id, {
    resposta: input.resposta,
    canal: input.canal,
    adminId: admin.id,
    at: options.now.toISOString(),
  });
  await recordAudit(db, {
    action: 'error_report_answered',
    at: options.now,
    actorUserId: admin.id,
    subjectUserId: reporter.id,
    detail: { id: input.id, canal: input.canal },
  });
  const answered = await getAdminErrorReport(db, input.id);
  if (!answered) throw appError('NOT_FOUND');
  return toAdminErrorReport(answered);
}
