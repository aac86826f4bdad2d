/** notificacoes/mensagemLida: a general message addressed to the caller is read (NOT_FOUND otherwise). */
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { messageReaderOf } from '../message-reader';
import { isMessageFor, upsertRead } from '../repository';

export async function markMessageRead(
  db: Kysely<Database>,
  user: SignedInUser,
  id: number,
  now: Date,
): Promise<{ lida: true }> {
  if (!(await isMessageFor(db, messageReaderOf(user), id))) throw appError('NOT_FOUND');
  await upsertRead(db, user.id, 'mensagem', id, now.toISOString());
  return { lida: true };
}
