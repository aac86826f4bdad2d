/** Help items, error reports and feedback (migration 20261211120000_help_feedback). Timestamps ISO-8601 UTC. */
import type { ColumnType, Generated } from 'kysely';

/** One help item (docs/product/calculation.md#records). */
export type HelpItemsTable = {
  id: Generated<number>;
  titulo: string;
  descricao: string;
  /** YouTube id or address; '' without a video. */
  video: string;
  rota: string;
  etapa: number | null;
  /** 0 Portuguese, 1 English, 2 Spanish. */
  idioma: number;
  /** Stable key of a seeded item, so the seed is idempotent; null for items made by administrators. */
  chave_seed: string | null;
  created_at: string;
  /** When an administrator removed it (the row stays so a seeded item is not seeded again); null when in use. */
  removido_em: string | null;
};

/** An error report sent from the help dialog (ajuda/reportar). */
export type ErrorReportsTable = {
  id: Generated<number>;
  /** The reporting user; null once that account was deleted (the report stays for the administrators). */
  user_id: number | null;
  id_ajuda: number | null;
  descricao: string;
  rota: string;
  etapa: number | null;
  video: string | null;
  /** Screenshot data URL, or null. */
  captura: string | null;
  /** 1 read by an administrator. */
  lido: number;
  created_at: string;
  /** When an administrator answered it (migration 20261216100000_admin_tools), the answer and its channel. */
  respondido_em: string | null;
  resposta: string | null;
  /** 'notificacao' or 'email'. */
  canal_resposta: string | null;
  respondido_por: number | null;
};

/** Feedback sent from /feedback. */
export type FeedbackTable = {
  id: Generated<number>;
  /** Null once the account was deleted. */
  user_id: number | null;
  /** sugestao, problema, elogio or outro. */
  tipo: string;
  mensagem: string;
  nota: number | null;
  rota: string | null;
  created_at: string;
  /** An administrator's reply, when and by whom; null until replied. */
  resposta: ColumnType<string | null, string | null | undefined, string | null>;
  respondido_em: ColumnType<string | null, string | null | undefined, string | null>;
  respondido_por: ColumnType<number | null, number | null | undefined, number | null>;
};

export type HelpTables = {
  help_items: HelpItemsTable;
  error_reports: ErrorReportsTable;
  feedback: FeedbackTable;
};
