/**
 * Feedback for administrators (docs/decisions/feed-curation.md): the list with senders and
 * replies (adm/feedback/list), a reply stored and posted to the sender's bell as a message addressed to
 * them (adm/feedback/responder, audited), and the sender's own feedback with the replies (feedback/meus,
 * shown on /feedback).
 */
import { FEEDBACK_KINDS } from '@cocho/contracts';
import type { TFeedbackEntry } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { sendNotification } from '../../notifications/use-cases/send-notification';
import type { UserRecord } from '../../users/repository';
import type { FeedbackRow } from '../repository';
import { findFeedback, setFeedbackReply } from '../repository';

type Db = Kysely<Database>;

/** The list is for reading, not an archive: the newest 300. */
export const FEEDBACK_LIST_LIMIT = 300;

/** The title of the bell message that carries a reply, in the sender's language (0 pt, 1 en, 2 es). */
const REPLY_TITLES = ['Resposta à sua opinião', 'Reply to your feedback', 'Respuesta a su opinión'] as const;

function toEntry(row: FeedbackRow): TFeedbackEntry {
  const tipo = FEEDBACK_KINDS.find((kind) => kind === row.tipo) ?? 'outro';
  return {
    id: row.id,
    user_id: row.user_id,
    nome: row.nome ?? null,
    email: row.email ?? null,
    tipo,
    mensagem: row.mensagem,
    nota: row.nota,
    rota: row.rota,
    created_at: row.created_at,
    resposta: row.resposta,
    respondido_em: row.respondido_em,
  };
}

export async function listFeedback(db: Db, input: { sem_resposta?: boolean | undefined }) {
  const rows = await findFeedback(db, {
    unanswered: input.sem_resposta === true,
    limit: FEEDBACK_LIST_LIMIT,
  });
  return rows.map(toEntry);
}

export async function findMyFeedback(db: Db, userId: number) {
  return (await findFeedback(db, { userId, limit: FEEDBACK_LIST_LIMIT })).map(toEntry);
}

export async function replyFeedback(
  db: Db,
  admin: UserRecord,
  input: { id: number; resposta: string },
  now: Date,
): Promise<TFeedbackEntry> {
  const [row] = await findFeedback(db, { id: input.id, limit: 1 });
  // Feedback of a deleted account has nobody to read the reply.
  if (!row || row.user_id === null) throw appError('NOT_FOUND');
  await setFeedbackReply(db, row.id, { resposta: input.resposta, adminId: admin.id, at: now.toISOString() });
  const sender = await db
    .selectFrom('users')
    .select('idioma')
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  const language = sender?.idioma === 1 || sender?.idioma === 2 ? sender.idioma : 0;
  await sendNotification(
    db,
    admin,
    {
      titulo: REPLY_TITLES[language],
      mensagem: input.resposta,
      destino: { tipo: 'usuarios', usuarios: [row.user_id] },
    },
    now,
  );
  await recordAudit(db, {
    action: 'feedback_replied',
    at: now,
    actorUserId: admin.id,
    subjectUserId: row.user_id,
    detail: { id: row.id },
  });
  const [replied] = await findFeedback(db, { id: row.id, limit: 1 });
  if (!replied) throw appError('NOT_FOUND');
  return toEntry(replied);
}
