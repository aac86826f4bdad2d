/**
 * adm/solicitacaoPremium/conceder: grants a pending premium request by creating the user's plan (type,
 * last day after today or infinite, payment method and status, order number) from today. Origem parceiro
 * when a partner company is named, otherwise direto. A consultant plan (type 2) needs a client limit: the
 * one given, or the requested offer's. A request that is no longer pending answers CONFLICT.
 */
import { recordAudit } from '../../audit/record-audit';
import type {
  TPaymentMethod,
  TPaymentStatus,
  TPlanType,
  TPremiumRequest,
  TSubscription,
} from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toPremiumRequest, toSubscription } from '../plan-wire';
import { decideRequestRow, getOfferRowById, getRequestById } from '../repository';
import { createPlan } from './create-plan';
import { assertAfterToday } from './plan-dates';

export type GrantInput = {
  id: number;
  tipo: TPlanType;
  data_final: string | null;
  forma_pagamento: TPaymentMethod;
  status_pagamento: TPaymentStatus;
  numero_pedido?: string | null | undefined;
  max_clientes?: number | null | undefined;
  recorrente?: boolean | undefined;
  id_empresa?: number | null | undefined;
};

export async function grantPremiumRequest(
  db: Kysely<Database>,
  adminId: number,
  input: GrantInput,
  today: string,
  now: Date,
): Promise<{ data: TPremiumRequest; plano: TSubscription }> {
  assertAfterToday(input.data_final, today);
  return db.transaction().execute(async (trx) => {
    const request = await getRequestById(trx, input.id);
    if (!request) throw appError('NOT_FOUND');
    if (request.status !== 'pendente') throw appError('CONFLICT');
    const offer = request.id_oferta === null ? undefined : await getOfferRowById(trx, request.id_oferta);
    const maxClientes = input.max_clientes ?? (input.tipo === 2 ? (offer?.max_clientes ?? null) : null);
    if (input.tipo === 2 && maxClientes === null)
      throw appError('VALIDATION_FAILED', [{ field: 'max_clientes', code: 'required' }]);
    const plan = await createPlan(
      trx,
      {
        userId: request.user_id,
        tipo: input.tipo,
        dataInicio: today,
        dataFinal: input.data_final,
        origem: input.id_empresa ? 'parceiro' : 'direto',
        formaPagamento: input.forma_pagamento,
        statusPagamento: input.status_pagamento,
        numeroPedido: input.numero_pedido,
        maxClientes,
        recorrente: input.recorrente,
        idEmpresa: input.id_empresa,
        idOferta: offer?.id ?? null,
      },
      now,
    );
    const decided = await decideRequestRow(trx, request.id, {
      status: 'concedida',
      id_plano: plan.id,
      decidido_por: adminId,
      decidido_em: now.toISOString(),
      updated_at: now.toISOString(),
    });
    if (!decided) throw appError('CONFLICT');
    const detail = { plano: plan.id, tipo: plan.tipo, data_final: plan.data_final };
    await recordAudit(trx, {
      action: 'plan_granted',
      at: now,
      actorUserId: adminId,
      subjectUserId: plan.user_id,
      detail,
    });
    return {
      data: toPremiumRequest({ ...decided, nome: request.nome, email: request.email }),
      plano: toSubscription(plan, today),
    };
  });
}
