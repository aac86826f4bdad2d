/**
 * Every consultancy call's gate: the `consultancy` ability (docs/product/shell.md#roles: consultant-only), and the consultant
 * is the caller. A request naming another consultant (`id_consultor`) is refused, never followed.
 */
import type { SignedInUser } from '../../access/signed-in-user';
import { requireAbility } from '../../access/require-ability';
import { appError } from '../../errors';

export function requireConsultant(user: SignedInUser, claimedConsultantId?: number | null): number {
  requireAbility(user, 'consultancy');
  if (claimedConsultantId !== undefined && claimedConsultantId !== null && claimedConsultantId !== user.id)
    throw appError('FORBIDDEN');
  return user.id;
}
