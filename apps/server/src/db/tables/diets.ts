/**
 * Saved diets and predictions (docs/product/shell.md#saved-record, docs/product/shell.md#diet-state). The record
 * travels and is stored as JSON text (`dieta`); the columns beside it are copies the lists and the
 * active-diet query need (the summary: name, dates, lifecycle, client, status, cost, kind).
 * Flags are integers 0/1, timestamps ISO-8601 UTC text, dates YYYY-MM-DD.
 */
import type { Generated } from 'kysely';

export type DietsTable = {
  id: Generated<number>;
  user_id: number;
  /** 'FD' diet formulation (diet type 0) or 'PD' performance prediction (type 1). */
  modo: string;
  /** Empty for a hidden auto-saved prediction. */
  nome: string;
  /** 1 hidden (auto-saved prediction). */
  oculta: number;
  id_cliente: number | null;
  /** Client save time, ms since epoch (the record's `time`). */
  time: number;
  /** Cost per animal per day, or null. */
  custo: number | null;
  status: number | null;
  obs: string | null;
  /** The validated record (contracts ZDietRecord) as JSON text. */
  dieta: string;
  /** Lifecycle type (adaptacao, crescimento, terminacao) and situation, null without a lifecycle. */
  ciclo_tipo: string | null;
  situacao: string | null;
  inicio_previsto: string | null;
  fim_previsto: string | null;
  /** The rest of the lifecycle (contracts ZDietCycle), copied so the lists never parse `dieta`. */
  ciclo_comentario: string | null;
  fim_real: string | null;
  peso_abate: number | null;
  gmd_esperado: number | null;
  gmd_real: number | null;
  gmd_observado: number | null;
  numero_animais: number | null;
  /** The record's currency (ISO 4217, its `moeda`); null when saved without one (reais). */
  moeda: Generated<string | null>;
  created_at: string;
  updated_at: string;
};

/** A save's idempotency key and the record it saved (docs/decisions/one-pass-saves.md). */
export type DietSaveKeysTable = {
  user_id: number;
  idempotency_key: string;
  diet_id: number;
  /** SHA-256 (hex) of the save's request: the key sent again with another record is refused. */
  request_hash: string;
  /** The first save's answer (contracts ZSaveAnswer) as JSON text. */
  answer: string;
  created_at: string;
};

export type DietsTables = {
  diets: DietsTable;
  diet_save_keys: DietSaveKeysTable;
};
