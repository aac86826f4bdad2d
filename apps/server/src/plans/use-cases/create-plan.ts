/**
 * Creates a plan for a user: the one place plans are made (premium grants, coupons, administrators). The
 * trial has its own insert (activate-trial.ts) because it is once per user.
 */
import type { TPaymentMethod, TPaymentStatus, TPlanOrigin, TPlanType } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertPlanRow } from '../repository';
import type { PlanRow } from '../repository';

export type NewPlan = {
  userId: number;
  tipo: TPlanType;
  /** First valid day, YYYY-MM-DD. */
  dataInicio: string;
  /** Last valid day, YYYY-MM-DD, or null for an infinite plan. */
  dataFinal: string | null;
  origem: TPlanOrigin;
  formaPagamento?: TPaymentMethod | null | undefined;
  statusPagamento?: TPaymentStatus | null | undefined;
  numeroPedido?: string | null | undefined;
  maxClientes?: number | null | undefined;
  recorrente?: boolean | undefined;
  idEmpresa?: number | null | undefined;
  idOferta?: number | null | undefined;
};

export function createPlan(db: Kysely<Database>, plan: NewPlan, now: Date): Promise<PlanRow> {
  const stamp = now.toISOString();
  return insertPlanRow(db, {
    user_id: plan.userId,
    tipo: plan.tipo,
    data_inicio: plan.dataInicio,
    data_final: plan.dataFinal,
    revogado: 0,
    id_empresa: plan.idEmpresa ?? null,
    numero_pedido: plan.numeroPedido ?? null,
    forma_pagamento: plan.formaPagamento ?? null,
    status_pagamento: plan.statusPagamento ?? null,
    origem: plan.origem,
    max_clientes: plan.maxClientes ?? null,
    recorrente: plan.recorrente ? 1 : 0,
    id_oferta: plan.idOferta ?? null,
    created_at: stamp,
    updated_at: stamp,
  });
}
