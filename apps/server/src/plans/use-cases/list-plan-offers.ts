/** planos/ofertas: the active plan offers of /seja-premium, in display order. */
import type { TPlanOffer } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toPlanOffer } from '../plan-wire';
import { findActiveOfferRows } from '../repository';

export async function listPlanOffers(db: Kysely<Database>): Promise<TPlanOffer[]> {
  return (await findActiveOfferRows(db)).map(toPlanOffer);
}
