/**
 * adm/solicitacaoPremium/list: premium requests, newest first, optionally of one status or one id, each with
 * the offer it asked for (so the grant dialog starts from the requested plan).
 */
import type { TPremiumRequest, TPremiumRequestStatus } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toPlanOffer, toPremiumRequest } from '../plan-wire';
import type { PremiumRequestWithUser } from '../repository';
import { findOfferRowsByIds, findRequests } from '../repository';

/** The requests in their wire shape with their offers (null when none was named or it is gone). */
export async function withOffers(
  db: Kysely<Database>,
  rows: readonly PremiumRequestWithUser[],
): Promise<TPremiumRequest[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.id_oferta === null ? [] : [row.id_oferta])))];
  const offers = new Map((await findOfferRowsByIds(db, ids)).map((row) => [row.id, toPlanOffer(row)]));
  return rows.map((row) => ({
    ...toPremiumRequest(row),
    oferta: row.id_oferta === null ? null : (offers.get(row.id_oferta) ?? null),
  }));
}

export async function listPremiumRequests(
  db: Kysely<Database>,
  filter: { status?: TPremiumRequestStatus | undefined; id?: number | undefined },
): Promise<TPremiumRequest[]> {
  return withOffers(db, await findRequests(db, filter));
}
