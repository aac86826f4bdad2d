/**
 * The e2e server sends no mail: without SMTP its messages go to the `email_outbox` table of its SQLite
 * database (docs/decisions/email-delivery.md). Tests read codes there, as a user reads their inbox.
 */
import Database from 'better-sqlite3';
import path from 'node:path';

const databasePath = (): string => {
  const directory = process.env.COCHO_E2E_DB_DIR;
  if (!directory) throw new Error('COCHO_E2E_DB_DIR is not set (see e2e/playwright.config.ts)');
  return path.join(directory, 'cocho.db');
};

/** The six-digit code of the latest mail to an address, or null when none has arrived. */
export function latestCodeSentTo(email: string): string | null {
  const database = new Database(databasePath(), { readonly: true, fileMustExist: true });
  try {
    const row = database
      .prepare('select body from email_outbox where to_address = ? order by id desc limit 1')
      .get(email.toLowerCase()) as { body: string } | undefined;
    return row ? (/\b(\d{6})\b/.exec(row.body)?.[1] ?? null) : null;
  } finally {
    database.close();
  }
}

/** Waits (up to 10 s) for a code mailed to an address. */
export async function waitForCodeSentTo(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const code = latestCodeSentTo(email);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code was mailed to ${email}`);
}
