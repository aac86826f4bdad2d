/**
 * Shares of saved diets and predictions (migration 20261203110000_sharing). Flags are integers 0/1,
 * timestamps ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';

export type DietSharesTable = {
  id_compartilhamento: Generated<number>;
  id_dieta: number;
  /** Who shared: the record's owner, or a recipient allowed to share it again. */
  id_dono: number;
  /** The recipient (a user id). */
  id_pessoa: number;
  pode_ler: number;
  pode_editar: number;
  pode_compartilhar: number;
  /** 1 in force, 0 revoked (contracts SHARE_STATUSES). */
  status: number;
  /** 0 diet, 1 prediction (contracts SHARE_TYPES). */
  tipo: number;
  /** 1 hidden by the recipient. */
  oculta: Generated<number>;
  /** 1 read by the recipient. */
  lida: Generated<number>;
  created_at: string;
  updated_at: string;
};

/**
 * A pending share to an e-mail with no usable account yet (migration 20261229120000_share_invitations):
 * claimed, with its id, when an account with that e-mail is registered or released.
 */
export type DietShareInvitationsTable = {
  /** From the shares' sequence: becomes the `diet_shares` id when claimed. */
  id_compartilhamento: number;
  id_dieta: number;
  /** Who shared: the record's owner, or a recipient allowed to share it again. */
  id_dono: number;
  /** The e-mail typed, lower-case. */
  email: string;
  pode_ler: number;
  pode_editar: number;
  pode_compartilhar: number;
  /** 1 pending, 0 revoked. */
  status: number;
  /** 0 diet, 1 prediction. */
  tipo: number;
  created_at: string;
  updated_at: string;
};

/** The generated key of public links when SHARE_LINK_SECRET is not set (one row, id 1). */
export type ShareLinkKeysTable = {
  id: number;
  /** 32 random bytes, base64url. */
  secret: string;
  created_at: string;
};

export type SharingTables = {
  diet_shares: DietSharesTable;
  diet_share_invitations: DietShareInvitationsTable;
  share_link_keys: ShareLinkKeysTable;
};
