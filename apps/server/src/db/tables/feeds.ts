/**
 * Feed catalogue tables (docs/product/calculation.md#feed, docs/product/calculation.md#visibility; docs/product/shell.md#records). Flags are integers 0/1,
 * timestamps ISO-8601 UTC text, compositions JSON text (same on SQLite and PostgreSQL).
 */
import type { Generated } from 'kysely';

/** Feed categories (tipos): the id is the category number itself (0–9, 998, 999, 10000, 10001). */
export type FeedTypesTable = {
  id: number;
  nome: string;
  nome_ingles: string;
  nome_espanhol: string;
  volumoso: number;
  /** Position in lists; null for categories lists skip. */
  ordem: number | null;
};

/** Who a feed belongs to: the catalogue, one user (USR|) or one company (EMP|). */
export type FeedKind = 'catalogo' | 'usuario' | 'empresa';

export type FeedsTable = {
  id: Generated<number>;
  kind: FeedKind;
  tipo: number;
  name: string;
  name_en: string | null;
  name_es: string | null;
  name_sci: string | null;
  /** JSON object, product units (engine NUTRIENT_UNITS). */
  nutrientes: string;
  /** JSON object as the source gave it, or null. */
  nutrientes_originais: string | null;
  /** JSON array of nutrient keys that were computed. */
  nutrientes_calculados: string;
  /** JSON array of plausibility flags. */
  alertas: string;
  /** Source text shown in the UI. */
  fonte: string | null;
  /** Stable key of a catalogue row (`source_id` of the CSV files); unique; null for user/company feeds. */
  source_id: string | null;
  category_hint: string | null;
  custo: number | null;
  unidade: string;
  volumoso: number;
  /** 1 hidden. */
  excluido: number;
  /** Wire id of the feed this one was adapted from (`12`, `USR|3`); no foreign key across kinds. */
  id_alimento_pai: string | null;
  user_id: number | null;
  id_cliente: number | null;
  empresa: number | null;
  restrito: number;
  patrocinado: number;
  /** privado | empresa | todos. */
  visibilidade: string;
  recomendado: number;
  min_100: number | null;
  max_100: number | null;
  /**
   * Sponsorship of a company feed: solicitado | aceito | recusado | revogado, null never requested
   * (migration 20261217100000); `patrocinado` is 1 exactly while it is aceito.
   */
  patrocinio: Generated<string | null>;
  patrocinio_em: Generated<string | null>;
  /** pendente | aprovado | rejeitado for feeds sent to the catalogue; null otherwise. */
  status: string | null;
  motivo_rejeicao: string | null;
  enviado_em: string | null;
  /** The catalogue feed made from an approved sent feed. */
  id_alimento_catalogo: number | null;
  created_at: string;
  updated_at: string;
  /**
   * Digest of the catalogue columns the seed last wrote (seed-catalogue.ts); the seed updates or removes the
   * row only while its columns still match it. Null for user and company feeds and rows from before 2026-12.
   */
  seed_digest: string | null;
};

/** Lab report attached to a feed sent for approval. */
export type FeedLabReportsTable = {
  id: Generated<number>;
  feed_id: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  content_base64: string;
  created_at: string;
};

/** Additives (AD|): dose per kg of total-diet DM. */
export type AdditivesTable = {
  id: Generated<number>;
  sigla: string;
  nome: string;
  nome_ingles: string;
  nome_espanhol: string;
  /** Default dose in `unidade` per kg of total-diet DM. */
  fator: number;
  unidade: string;
  dose_min: number | null;
  dose_max: number | null;
  fonte: string;
  source_id: string;
  excluido: number;
  created_at: string;
  updated_at: string;
};

/** The id of feed_catalogue_state's one row. */
export const CATALOGUE_STATE_ID = 1;

/** One row (id 1): the catalogue's version counter and last-update time (alimentos/lastUpdateAt). */
export type FeedCatalogueStateTable = {
  id: number;
  version: number;
  updated_at: string;
};

/** A company's products (docs/product/shell.md#company-product: description, type, name). */
export type CompanyProductsTable = {
  id: Generated<number>;
  id_empresa: number;
  nome: string;
  tipo: string;
  descricao: string | null;
  created_at: string;
  updated_at: string;
};

export type FeedsTables = {
  feed_types: FeedTypesTable;
  feeds: FeedsTable;
  feed_lab_reports: FeedLabReportsTable;
  additives: AdditivesTable;
  feed_catalogue_state: FeedCatalogueStateTable;
  company_products: CompanyProductsTable;
};
