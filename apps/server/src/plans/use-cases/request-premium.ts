/**
 * premium/solicitar: sends a premium request for the administrators' premium requests screen (docs/product/shell.md#audience:
 * plans are bought by sending the payment receipt to support; the request records the choice). One pending
 * request at a time (PREMIUM_REQUEST_PENDING); administrators, who see no premium offer (docs/product/shell.md#roles), answer
 * ALREADY_PREMIUM. A premium user may request another plan (a consultant plan, a renewal).
 */
import type { TPaymentMethod, TPremiumRequest } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import { isAdministratorRecord } from '../../auth/roles';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toPremiumRequest } from '../plan-wire';
import { getOfferRowById, getRequestById, insertPendingRequestRow } from '../repository';

export type PremiumRequestInput = {
  id_oferta?: number | null | undefined;
  forma_pagamento?: TPaymentMethod | null | undefined;
  mensagem?: string | null | undefined;
};

export async function requestPremium(
  db: Kysely<Database>,
  user: SignedInUser,
  input: PremiumRequestInput,
  now: Date,
): Promise<TPremiumRequest> {
  if (isAdministratorRecord(user)) throw appError('ALREADY_PREMIUM');
  const offerId = input.id_oferta ?? null;
  if (offerId !== null) {
    const offer = await getOfferRowById(db, offerId);
    if (!offer || offer.ativo !== 1)
      throw appError('VALIDATION_FAILED', [{ field: 'id_oferta', code: 'NOT_FOUND' }]);
  }
  const stamp = now.toISOString();
  const row = await insertPendingRequestRow(db, {
    user_id: user.id,
    id_oferta: offerId,
    forma_pagamento: input.forma_pagamento ?? null,
    mensagem: input.mensagem ? input.mensagem : null,
    id_plano: null,
    motivo: null,
    decidido_por: null,
    decidido_em: null,
    created_at: stamp,
    updated_at: stamp,
  });
  if (!row) throw appError('PREMIUM_REQUEST_PENDING');
  const saved = await getRequestById(db, row.id);
  if (!saved) throw appError('INTERNAL');
  return toPremiumRequest(saved);
}
