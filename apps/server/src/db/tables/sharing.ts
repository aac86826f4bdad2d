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

/** The generated key of public links when SHARE_LINK_SECRET is not set (one row, id 1). */
export type ShareLinkKeysTable = {
  id: number;
  /** 32 random bytes, base64url. */
  secret: string;
  created_at: string;
};

export type SharingTables = {
  diet_shares: DietSharesTable;
  share_link_keys: ShareLinkKeysTable;
};
