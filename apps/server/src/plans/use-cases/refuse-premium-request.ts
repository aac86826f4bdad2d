/** adm/solicitacaoPremium/recusar: refuses a pending premium request (CONFLICT when already decided). */
import type { TPremiumRequest } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toPremiumRequest } from '../plan-wire';
import { decideRequestRow, getRequestById } from '../repository';

export async function refusePremiumRequest(
  db: Kysely<Database>,
  adminId: number,
  input: { id: number; motivo?: string | null | undefined },
  now: Date,
): Promise<TPremiumRequest> {
  const request = await getRequestById(db, input.id);
  if (!request) throw appError('NOT_FOUND');
  const decided = await decideRequestRow(db, request.id, {
    status: 'recusada',
    motivo: input.motivo ? input.motivo : null,
    decidido_por: adminId,
    decidido_em: now.toISOString(),
    updated_at: now.toISOString(),
  });
  if (!decided) throw appError('CONFLICT');
  return toPremiumRequest({ ...decided, nome: request.nome, email: request.email });
}
