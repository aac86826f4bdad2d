import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import type { DietRow } from '../repository';
import { requireActiveDietSlot } from './require-active-slot';

/**
 * Within dieta/saveFD, once the record is checked: a save that makes a diet active (a new active diet, or
 * a saved, finished or deactivated one set to active) takes an active slot (require-active-slot.ts). A diet
 * that is active already keeps its slot, so it can still be edited after the cap is reached.
 * `existing` is the stored record being replaced, null for a new one. Docs: docs/decisions/diet-lifecycle.md.
 */
export async function requireActivationAllowed(
  db: Kysely<Database>,
  user: SignedInUser,
  requestedSituation: string | null,
  existing: Pick<DietRow, 'id' | 'situacao'> | null,
  freeMax: number,
): Promise<void> {
  if (requestedSituation !== 'ativa') return;
  if (existing?.situacao === 'ativa') return;
  await requireActiveDietSlot(db, user, existing?.id ?? null, freeMax);
}
