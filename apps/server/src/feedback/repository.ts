/** SQL for feedback (db/tables/help.ts). */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FeedbackTable } from '../db/tables/help';

type Db = Kysely<Database>;

export async function insertFeedback(db: Db, row: Omit<Insertable<FeedbackTable>, 'id'>): Promise<number> {
  const inserted = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Feedback rows with their sender's name and e-mail, newest first. */
export function findFeedback(
  db: Db,
  filter: { id?: number; userId?: number; unanswered?: boolean; limit: number },
) {
  let query = db
    .selectFrom('feedback')
    .leftJoin('users', 'users.id', 'feedback.user_id')
    .selectAll('feedback')
    .select(['users.nome as nome', 'users.email as email']);
  if (filter.id !== undefined) query = query.where('feedback.id', '=', filter.id);
  if (filter.userId !== undefined) query = query.where('feedback.user_id', '=', filter.userId);
  if (filter.unanswered) query = query.where('feedback.resposta', 'is', null);
  return query
    .orderBy('feedback.created_at', 'desc')
    .orderBy('feedback.id', 'desc')
    .limit(filter.limit)
    .execute();
}

export type FeedbackRow = Awaited<ReturnType<typeof findFeedback>>[number];

export async function setFeedbackReply(
  db: Db,
  id: number,
  reply: { resposta: string; adminId: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('feedback')
    .set({ resposta: reply.resposta, respondido_por: reply.adminId, respondido_em: reply.at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
