/**
 * The e2e server sends no mail: without SMTP its messages go to the `email_outbox` table of its database
 * (docs/decisions/email-delivery.md): the throw-away SQLite file, or the throw-away PostgreSQL schema when
 * COCHO_E2E_DATABASE_URL is set (e2e/playwright.config.ts). Tests read mails there, as a user reads their
 * inbox.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';

export type SentMail = { subject: string; body: string };

const databasePath = (): string => {
  const directory = process.env.COCHO_E2E_DB_DIR;
  if (!directory) throw new Error('COCHO_E2E_DB_DIR is not set (see e2e/playwright.config.ts)');
  return path.join(directory, 'cocho.db');
};

/** The PostgreSQL schema of this run (e2e/playwright.config.ts), or null on SQLite. */
function postgresTarget(): { url: string; schema: string } | null {
  const url = process.env.COCHO_E2E_DATABASE_URL;
  const schema = process.env.COCHO_E2E_DB_SCHEMA;
  return url && schema ? { url, schema } : null;
}

/** Every mail sent to an address, oldest first. */
export async function mailsSentTo(email: string): Promise<SentMail[]> {
  const address = email.toLowerCase();
  const target = postgresTarget();
  if (target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      // The schema name is the config's own (e2e_ and digits), never user input.
      const result = await client.query<SentMail>(
        `select subject, body from "${target.schema}".email_outbox where to_address = $1 order by id`,
        [address],
      );
      return result.rows;
    } finally {
      await client.end();
    }
  }
  const database = new Database(databasePath(), { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare('select subject, body from email_outbox where to_address = ? order by id')
      .all(address) as SentMail[];
  } finally {
    database.close();
  }
}

/** The six-digit code of the latest mail to an address, or null when none has arrived. */
export async function latestCodeSentTo(email: string): Promise<string | null> {
  const latest = (await mailsSentTo(email)).at(-1);
  return latest ? (/\b(\d{6})\b/.exec(latest.body)?.[1] ?? null) : null;
}

/** Waits (up to 10 s) for a code mailed to an address. */
export async function waitForCodeSentTo(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const code = await latestCodeSentTo(email);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code was mailed to ${email}`);
}
