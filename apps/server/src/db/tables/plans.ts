/**
 * Plan offers, users' plans and premium requests (docs/product/shell.md#plan, docs/product/shell.md#premium-state).
 * Flags are integers 0/1, dates YYYY-MM-DD text, timestamps ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';

/** What /seja-premium offers. */
export type PlanOffersTable = {
  id: Generated<number>;
  /** Stable key ("premium_mensal"), unique. */
  codigo: string;
  nome_pt: string;
  nome_en: string;
  nome_es: string;
  descricao_pt: string;
  descricao_en: string;
  descricao_es: string;
  /** Plan type (contracts PLAN_TYPES). */
  tipo: number;
  /** 'dias', 'meses' or 'infinito'. */
  tempo_unidade: string;
  /** Days or months; null when infinite. */
  tempo_quantidade: number | null;
  max_clientes: number | null;
  /** Cents of `moeda`; null when agreed with support. */
  preco_centavos: number | null;
  moeda: string;
  recorrente: number;
  ativo: number;
  ordem: number;
  created_at: string;
  updated_at: string;
};

/** One plan of a user (wire ZSubscription). */
export type PlansTable = {
  id: Generated<number>;
  user_id: number;
  tipo: number;
  /** First valid day. */
  data_inicio: string;
  /** Last valid day; null for an infinite plan. */
  data_final: string | null;
  revogado: number;
  /** Partner company, or null. */
  id_empresa: number | null;
  numero_pedido: string | null;
  forma_pagamento: string | null;
  status_pagamento: string | null;
  /** direto, parceiro, teste or cupom. The trial (teste) is unique per user (partial unique index). */
  origem: string;
  max_clientes: number | null;
  recorrente: number;
  /** The offer it was bought from, or null. */
  id_oferta: number | null;
  created_at: string;
  updated_at: string;
};

/** A premium request; one pending per user (partial unique index). */
export type PremiumRequestsTable = {
  id: Generated<number>;
  user_id: number;
  id_oferta: number | null;
  forma_pagamento: string | null;
  mensagem: string | null;
  /** pendente, concedida or recusada. */
  status: string;
  id_plano: number | null;
  motivo: string | null;
  decidido_por: number | null;
  decidido_em: string | null;
  created_at: string;
  updated_at: string;
};

export type PlansTables = {
  plan_offers: PlanOffersTable;
  plans: PlansTable;
  premium_requests: PremiumRequestsTable;
};
