/**
 * Notifications (migration 20261211110000_notifications; docs/decisions/notifications.md). Timestamps are
 * ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';

/** A general message from an administrator. */
export type NotificationsTable = {
  id: Generated<number>;
  titulo: string;
  mensagem: string;
  /** 'todos', 'perfil' (destino_perfil), 'idioma' (destino_idioma) or 'usuarios' (notification_recipients). */
  destino_tipo: string;
  /** A profile of contracts PROFILES when destino_tipo is 'perfil'. */
  destino_perfil: string | null;
  /** The interface language (0 pt, 1 en, 2 es) when destino_tipo is 'idioma'. */
  destino_idioma: number | null;
  /** The administrator who sent it (null once their account is gone). */
  created_by: number | null;
  created_at: string;
};

/** The listed users of a message addressed to user ids. */
export type NotificationRecipientsTable = {
  notification_id: number;
  user_id: number;
};

/**
 * One read mark per user, kind and record: 'mensagem' and 'premium' name the record in ref_id; 'alimentos'
 * and 'usuarios' use ref_id 0 and mean "everything up to read_at is read".
 */
export type NotificationReadsTable = {
  id: Generated<number>;
  user_id: number;
  tipo: string;
  ref_id: number;
  read_at: string;
};

/** A notice to one user about a decision about them (migration 20261229100000_user_notices). */
export type UserNoticesTable = {
  id: Generated<number>;
  user_id: number;
  /** contracts NOTICE_EVENTS. */
  evento: string;
  /** JSON text of contracts ZNoticeParams. */
  params: string;
  created_at: string;
  read_at: string | null;
};

export type NotificationsTables = {
  user_notices: UserNoticesTable;
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
  notification_reads: NotificationReadsTable;
};
