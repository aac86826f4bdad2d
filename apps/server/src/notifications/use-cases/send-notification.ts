/**
 * adm/notificacoes/enviar: an administrator's general message to everyone, one profile, one language or listed
 * users (audited `notification_sent`). A listed id without an account answers NOTIFICATION_RECIPIENT_NOT_FOUND
 * and nothing is sent.
 */
import type { TNotificationAudience } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { findExistingUserIds, insertMessage } from '../repository';

export async function sendNotification(
  db: Kysely<Database>,
  admin: UserRecord,
  input: { titulo: string; mensagem: string; destino: TNotificationAudience },
  now: Date,
): Promise<{ id: number; created_at: string }> {
  const { destino } = input;
  const usuarios = destino.tipo === 'usuarios' ? [...new Set(destino.usuarios)] : [];
  if (usuarios.length > 0) {
    const existing = await findExistingUserIds(db, usuarios);
    if (existing.length !== usuarios.length) throw appError('NOTIFICATION_RECIPIENT_NOT_FOUND');
  }
  const createdAt = now.toISOString();
  const id = await insertMessage(db, {
    titulo: input.titulo,
    mensagem: input.mensagem,
    destino_tipo: destino.tipo,
    destino_perfil: destino.tipo === 'perfil' ? destino.perfil : null,
    destino_idioma: destino.tipo === 'idioma' ? destino.idioma : null,
    created_by: admin.id,
    created_at: createdAt,
    usuarios,
  });
  await recordAudit(db, {
    action: 'notification_sent',
    at: now,
    actorUserId: admin.id,
    subjectUserId: usuarios.length === 1 ? usuarios[0] : null,
    detail: { id, destino: destino.tipo, ...(usuarios.length > 0 ? { usuarios: usuarios.length } : {}) },
  });
  return { id, created_at: createdAt };
}
