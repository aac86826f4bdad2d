/** A consultant's clients (migration 20261203100000_consultancy_clients). Timestamps ISO-8601 UTC text. */
import type { Generated } from 'kysely';

export type ConsultancyClientsTable = {
  id: Generated<number>;
  /** The consultant: a user id. */
  id_consultor: number;
  nome: string;
  /** Lower-case. */
  email: string;
  telefone: string | null;
  nome_fazenda: string | null;
  obs: string | null;
  vinculado_em: string;
  /** Last edit while linked; null when never edited. */
  atualizado_em: string | null;
  /** Set when the consultant removes the client; the row stays. */
  desvinculado_em: string | null;
};

export type ConsultancyTables = {
  consultancy_clients: ConsultancyClientsTable;
};
