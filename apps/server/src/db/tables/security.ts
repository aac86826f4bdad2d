/**
 * Attempt counters, one-time login codes and share links (migration 20261228100000_security_records); the
 * idempotency keys of creates (migration 20261230200000_create_keys).
 */
import type { Generated } from 'kysely';

export type AttemptCountersTable = {
  /** What is limited, e.g. `sign_in` (auth/attempt-counter.ts). */
  scope: string;
  /** Whose attempts: a lower-case e-mail, a record id. */
  subject: string;
  /** Attempts reserved in the current window. */
  attempts: number;
  /** ISO-8601 UTC end of the current window (or lock). */
  window_ends: string;
};

export type SessionLoginCodesTable = {
  id: Generated<number>;
  /** SHA-256 (hex) of the code; the code itself is never stored. */
  code_hash: string;
  user_id: number;
  /** The session that asked for the code (it must still be active when the code is used). */
  session_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A public link; its `assinatura` is signed from the id (sharing/share-link.ts), never stored. */
export type ShareLinksTable = {
  id: Generated<number>;
  id_dieta: number;
  criado_por: number;
  /** The share that let a recipient make the link; the link ends with it. Null for the owner's links. */
  id_compartilhamento: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
};

/** One idempotency key of a create (db/create-once.ts). */
export type CreateKeysTable = {
  user_id: number;
  idempotency_key: string;
  /** The call's name. */
  call: string;
  /** SHA-256 (hex) of the call and its request. */
  request_hash: string;
  /** The first answer's `data` as JSON text. */
  answer: string;
  created_at: string;
};

export type SecurityTables = {
  attempt_counters: AttemptCountersTable;
  session_login_codes: SessionLoginCodesTable;
  share_links: ShareLinksTable;
  create_keys: CreateKeysTable;
};
