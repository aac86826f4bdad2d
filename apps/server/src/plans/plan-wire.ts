/** Plan rows in their wire shapes (contracts plans.ts). */
import { PAYMENT_METHODS, PAYMENT_STATUSES, PLAN_ORIGINS, planStatus } from '@cocho/contracts';
import type {
  TPaymentMethod,
  TPaymentStatus,
  TPlanOffer,
  TPlanOrigin,
  TPlanType,
  TPremiumRequest,
  TPremiumTime,
  TSubscription,
  TUserPlan,
} from '@cocho/contracts';
import type { PlanOfferRow, PlanRow, PremiumRequestWithUser } from './repository';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

export const asPlanType = (value: number): TPlanType =>
  value === 1 || value === 2 || value === 3 || value === 4 ? value : 0;

export function toUserPlan(row: PlanRow): TUserPlan {
  return {
    id: row.id,
    id_empresa: row.id_empresa,
    tipo: asPlanType(row.tipo),
    data_final: row.data_final,
    revogado: row.revogado === 1 ? 1 : 0,
  };
}

export function toSubscription(row: PlanRow, today: string): TSubscription {
  const plan = toUserPlan(row);
  return {
    ...plan,
    user_id: row.user_id,
    data_inicio: row.data_inicio,
    numero_pedido: row.numero_pedido,
    forma_pagamento: oneOf<TPaymentMethod>(PAYMENT_METHODS, row.forma_pagamento),
    status_pagamento: oneOf<TPaymentStatus>(PAYMENT_STATUSES, row.status_pagamento),
    origem: oneOf<TPlanOrigin>(PLAN_ORIGINS, row.origem) ?? 'direto',
    max_clientes: row.max_clientes,
    recorrente: row.recorrente === 1,
    situacao: planStatus(plan, today),
    created_at: row.created_at,
  };
}

function premiumTimeOf(row: PlanOfferRow): TPremiumTime {
  if (row.tempo_unidade === 'dias' && row.tempo_quantidade)
    return { unidade: 'dias', quantidade: row.tempo_quantidade };
  if (row.tempo_unidade === 'meses' && row.tempo_quantidade)
    return { unidade: 'meses', quantidade: row.tempo_quantidade };
  return { unidade: 'infinito' };
}

export function toPlanOffer(row: PlanOfferRow): TPlanOffer {
  return {
    id: row.id,
    codigo: row.codigo,
    nome: { pt: row.nome_pt, en: row.nome_en, es: row.nome_es },
    descricao: { pt: row.descricao_pt, en: row.descricao_en, es: row.descricao_es },
    tipo: asPlanType(row.tipo),
    tempo_premium: premiumTimeOf(row),
    max_clientes: row.max_clientes,
    preco_centavos: row.preco_centavos,
    moeda: row.moeda,
    recorrente: row.recorrente === 1,
  };
}

export function toPremiumRequest(row: PremiumRequestWithUser): TPremiumRequest {
  return {
    id: row.id,
    user_id: row.user_id,
    nome: row.nome,
    email: row.email,
    id_oferta: row.id_oferta,
    forma_pagamento: oneOf<TPaymentMethod>(PAYMENT_METHODS, row.forma_pagamento),
    mensagem: row.mensagem,
    status: row.status === 'concedida' || row.status === 'recusada' ? row.status : 'pendente',
    id_plano: row.id_plano,
    motivo: row.motivo,
    created_at: row.created_at,
    decidido_em: row.decidido_em,
  };
}
