import type { Kysely } from 'kysely';
import { hasAbility, requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { countActiveDiets, lockDietOwner } from '../repository';

/**
 * Whether the user may make one more diet active (docs/product/shell.md#states "an active-diet limit per plan exists", docs/product/shell.md#roles
 * unlimited active diets premium-only): activating needs the activate_diet ability; without
 * unlimited_active_diets at most `freeMax` diets are active at once (ACTIVE_DIET_LIMIT beyond it).
 * `exceptId` is the diet being activated, which is not counted. Call it inside the transaction that writes
 * the activation: it holds the user's row until then, so concurrent activations are counted one after the
 * other (docs/decisions/concurrency-and-cluster.md). Docs: docs/decisions/diet-lifecycle.md.
 */
export async function requireActiveDietSlot(
  db: Kysely<Database>,
  user: SignedInUser,
  exceptId: number | null,
  freeMax: number,
): Promise<void> {
  requireAbility(user, 'activate_diet');
  if (hasAbility(user, 'unlimited_active_diets')) return;
  await lockDietOwner(db, user.id);
  const active = await countActiveDiets(db, user.id, exceptId);
  if (active >= freeMax) throw appError('ACTIVE_DIET_LIMIT');
}
