/**
 * The one way the server sends e-mail. With SMTP_URL configured it goes through nodemailer; otherwise it is
 * written to the `email_outbox` table and the server log, so every flow (registration code, password reset)
 * works on a laptop and in tests without a mail server (docs/conventions.md#configuration: zero-infrastructure default).
 */
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import { insertOutboxMail } from './repository';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for (stored with an outbox mail): 'cadastro', 'conta_existente', 'senha', 'senha_temporaria'. */
  purpose: string;
  /** The text holds a password: the outbox stores it, the log does not print it. */
  secret?: boolean;
};

/** Sends one mail; use cases receive it from their route (`createMailer`). */
export type Mailer = (mail: OutgoingMail) => Promise<void>;

/** The pino-like logger the outbox prints to. */
export type MailLog = { info(details: object, message: string): void };

export type MailerOptions = {
  db: Kysely<Database>;
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
  now: () => Date;
};

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

export function createMailer(options: MailerOptions): Mailer {
  return async (mail) => {
    const to = mail.to.toLowerCase();
    if (options.smtpUrl) {
      await transportFor(options.smtpUrl).sendMail({
        from: options.from,
        to,
        subject: mail.subject,
        text: mail.text,
      });
      return;
    }
    await insertOutboxMail(options.db, {
      to_address: to,
      subject: mail.subject,
      body: mail.text,
      purpose: mail.purpose,
      created_at: options.now().toISOString(),
    });
    options.log.info(
      { to, subject: mail.subject, purpose: mail.purpose, text: mail.text },
      'e-mail (outbox)',
    );
  };
}
