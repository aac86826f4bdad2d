/**
 * consultoria/clientes/delete: unlinks one of the caller's clients (desvinculado_em set). The row stays, so
 * diets saved for the client keep naming them; an unlinked client no longer counts toward the limit.
 */
import type { TClient } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toClient } from '../client-wire';
import { getClientOfConsultant, updateClientRow } from '../repository';
import { requireConsultant } from './require-consultant';

export async function deleteClient(
  db: Kysely<Database>,
  user: SignedInUser,
  clientId: number,
  now: Date,
): Promise<TClient> {
  const consultantId = requireConsultant(user);
  const existing = await getClientOfConsultant(db, consultantId, clientId);
  if (!existing || existing.desvinculado_em !== null) throw appError('NOT_FOUND');
  const row = await updateClientRow(db, existing.id, { desvinculado_em: now.toISOString() });
  if (!row) throw appError('NOT_FOUND');
  return toClient(row);
}
