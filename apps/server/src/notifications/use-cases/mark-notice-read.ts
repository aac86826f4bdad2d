/** notificacoes/avisoLido: the caller's decision notice is read (NOT_FOUND when it is not theirs). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { markNoticeReadRow } from '../repository';

export async function markNoticeRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: Date,
): Promise<{ lida: true }> {
  if (!(await markNoticeReadRow(db, userId, id, now.toISOString()))) throw appError('NOT_FOUND');
  return { lida: true };
}
