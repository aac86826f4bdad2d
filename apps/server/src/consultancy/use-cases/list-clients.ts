/** consultoria/clientes: the caller's clients (linked ones, unless unlinked are asked for too). */
import type { TClient } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { toClient } from '../client-wire';
import { findClientsOfConsultant } from '../repository';
import { requireConsultant } from './require-consultant';

export async function listClients(
  db: Kysely<Database>,
  user: SignedInUser,
  includeUnlinked: boolean,
): Promise<TClient[]> {
  const consultantId = requireConsultant(user);
  return (await findClientsOfConsultant(db, consultantId, includeUnlinked)).map(toClient);
}
