import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { getDietOwnerById } from '../repository';
import { requireActiveDietSlot } from './require-active-slot';

/** The situation the record's text asks for, or null when the text is not a record with a lifecycle. */
function requestedSituation(text: string): unknown {
  try {
    const json = JSON.parse(text) as { ciclo?: { situacao?: unknown } | null } | null;
    return json?.ciclo?.situacao ?? null;
  } catch {
    return null;
  }
}

/**
 * Before dieta/saveFD: a save that makes a diet active (a new active diet, or a saved, finished or
 * deactivated one set to active) takes an active slot (require-active-slot.ts). A diet that is active already
 * keeps its slot, so it can still be edited after the cap is reached. A text that is not a record is left to
 * the save's own validation.
 */
export async function requireActivationAllowed(
  db: Kysely<Database>,
  user: SignedInUser,
  input: { dieta: string; id?: number | null | undefined },
  freeMax: number,
): Promise<void> {
  if (requestedSituation(input.dieta) !== 'ativa') return;
  const id = input.id ?? null;
  if (id !== null) {
    const existing = await getDietOwnerById(db, id);
    // A foreign or missing id is refused by the save itself (owner check, NOT_FOUND).
    if (!existing || existing.user_id !== user.id || existing.situacao === 'ativa') return;
  }
  await requireActiveDietSlot(db, user, id, freeMax);
}
