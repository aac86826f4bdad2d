/** Ads and their clicks (docs/product/shell.md#ad, docs/product/shell.md#ads-state). */
import type { Generated } from 'kysely';

export type AdsTable = {
  id: Generated<number>;
  titulo: string;
  link: string;
  youtube_src: string | null;
  img_src: string | null;
  /** 0 Portuguese, 1 English, 2 Spanish (default 0). */
  idioma: number;
  /** Seconds before close is allowed (default 30). */
  tempo_pular: number;
  ativo: number;
  /** Stable key of a seeded house ad, so the seed is idempotent; null for ads made by administrators. */
  chave_seed: string | null;
  created_at: string;
};

export type AdClicksTable = {
  id: Generated<number>;
  anuncio_id: number;
  user_id: number;
  created_at: string;
};

export type AdsTables = {
  ads: AdsTable;
  ad_clicks: AdClicksTable;
};
