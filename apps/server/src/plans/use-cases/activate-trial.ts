/**
 * premium/ativarTeste: the 7-day free premium trial, once per user ever (docs/product/shell.md#audience, docs/product/shell.md#constants). The trial is a
 * premium plan (type 1, origem teste) valid from today to today + 6 in Brasília: seven calendar days, today
 * included, ending at the end of the seventh day. A second attempt answers TRIAL_ALREADY_USED (its text tells
 * the user to contact support); administrators and users who already have every premium ability answer
 * ALREADY_PREMIUM.
 */
import { TRIAL_DAYS, addDays } from '@cocho/contracts';
import type { TSubscription, TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { loadUserView } from '../../users/load-user-view';
import { toSubscription } from '../plan-wire';
import { insertTrialPlanRow } from '../repository';

/** Whether the user already has every ability the premium profile gives (administrators included). */
export function hasEveryPremiumAbility(user: SignedInUser): boolean {
  const { abilities, flags } = user.access;
  return flags.profiles.premium.every((ability) => abilities.has(ability));
}

export async function activateTrial(
  db: Kysely<Database>,
  user: SignedInUser,
  now: Date,
): Promise<{ user: TUser; plano: TSubscription }> {
  if (user.access.view.teste_usado) throw appError('TRIAL_ALREADY_USED');
  if (hasEveryPremiumAbility(user)) throw appError('ALREADY_PREMIUM');
  const { today } = user.access;
  const stamp = now.toISOString();
  const row = await insertTrialPlanRow(db, {
    user_id: user.id,
    tipo: 1,
    data_inicio: today,
    data_final: addDays(today, TRIAL_DAYS - 1),
    revogado: 0,
    id_empresa: null,
    numero_pedido: null,
    forma_pagamento: null,
    status_pagamento: null,
    origem: 'teste',
    max_clientes: null,
    recorrente: 0,
    id_oferta: null,
    created_at: stamp,
    updated_at: stamp,
  });
  // A concurrent activation won the unique index.
  if (!row) throw appError('TRIAL_ALREADY_USED');
  return { user: await loadUserView(db, user, now), plano: toSubscription(row, today) };
}
