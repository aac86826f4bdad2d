/** The mailer of one request: the configured SMTP server or the outbox, logging through the request. */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { createMailer } from './send-mail';
import type { MailLog, Mailer } from './send-mail';

export function mailerForRequest(ctx: {
  db: Kysely<Database>;
  config: AppConfig;
  request: { log: MailLog };
}): Mailer {
  return createMailer({
    db: ctx.db,
    smtpUrl: ctx.config.smtpUrl,
    from: ctx.config.mailFrom,
    log: ctx.request.log,
    now: () => new Date(),
  });
}
