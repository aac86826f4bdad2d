/** feedback/enviar: stores the signed-in user's feedback (docs/product/shell.md#screens /feedback). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertFeedback } from '../repository';

export type FeedbackInput = {
  tipo: string;
  mensagem: string;
  nota?: number | null | undefined;
  rota?: string | undefined;
};

export async function sendFeedback(
  db: Kysely<Database>,
  userId: number,
  input: FeedbackInput,
  now: Date,
): Promise<{ id: number }> {
  const id = await insertFeedback(db, {
    user_id: userId,
    tipo: input.tipo,
    mensagem: input.mensagem,
    nota: input.nota ?? null,
    rota: input.rota ?? null,
    created_at: now.toISOString(),
  });
  return { id };
}
