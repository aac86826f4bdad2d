/**
 * Who is offered the 7-day free premium trial (docs/product/shell.md#audience, docs/product/shell.md#constants: once per account): a signed-in user who is
 * not premium yet (nor an administrator, who is treated as premium) and has not used it.
 */
import type { Profile, TUser } from '@cocho/contracts';

export function offersTrial(user: TUser | null, profiles: ReadonlySet<Profile>): boolean {
  if (!user || user.teste_usado) return false;
  return !profiles.has('premium') && !profiles.has('administrator');
}
