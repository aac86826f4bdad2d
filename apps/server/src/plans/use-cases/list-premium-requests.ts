/** adm/solicitacaoPremium/list: premium requests, newest first, optionally of one status or one id. */
import type { TPremiumRequest, TPremiumRequestStatus } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toPremiumRequest } from '../plan-wire';
import { findRequests } from '../repository';

export async function listPremiumRequests(
  db: Kysely<Database>,
  filter: { status?: TPremiumRequestStatus | undefined; id?: number | undefined },
): Promise<TPremiumRequest[]> {
  return (await findRequests(db, filter)).map(toPremiumRequest);
}
