/**
 * Saved diets and predictions (spec 01 §3 "Saved diet or prediction", §4 Diet; issue 6 item 6). The record
 * travels and is stored as JSON text (`dieta`); the columns beside it are copies the lists and the
 * active-diet query need. Flags are integers 0/1, timestamps ISO-8601 UTC text, dates YYYY-MM-DD.
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
  created_at: string;
  updated_at: string;
};

export type DietsTables = {
  diets: DietsTable;
};
