/** SQL for feedback (db/tables/help.ts). */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FeedbackTable } from '../db/tables/help';

export async function insertFeedback(
  db: Kysely<Database>,
  row: Omit<Insertable<FeedbackTable>, 'id'>,
): Promise<number> {
  const inserted = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
