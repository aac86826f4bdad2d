/** SQL for the local e-mail outbox (mails written when no SMTP server is configured). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { EmailOutboxTable } from '../db/tables/users';

export type OutboxMail = Selectable<EmailOutboxTable>;

export async function insertOutboxMail(
  db: Kysely<Database>,
  mail: Omit<Insertable<EmailOutboxTable>, 'id'>,
): Promise<void> {
  await db.insertInto('email_outbox').values(mail).execute();
}

/** The most recent mail written to `to` (lower-case), or undefined. */
export function findLatestOutboxMail(db: Kysely<Database>, to: string): Promise<OutboxMail | undefined> {
  return db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
