/**
 * The server's one ability check (docs/product/shell.md#roles), on `can()`'s reading of contracts (abilitiesOf with the
 * flags in force and today's date in Brasília). Works on the call context or on the signed-in user, both of
 * which carry `access`:
 *
 *   requireAbility(ctx, 'administration');
 *   requireAbility(user, 'save_diet');
 *
 * Error rule (docs/decisions/ability-errors.md): a missing ability that the premium profile has and the free
 * profile has not (a premium-only module, under the flags in force) answers PREMIUM_REQUIRED, so the client
 * can offer premium; any other missing ability (administration, consultancy, company area, or a module the
 * user lost to a revoked plan) answers FORBIDDEN. No access at all (no signed-in user) is UNAUTHENTICATED.
 */
import type { Ability, TFeatureFlags } from '@cocho/contracts';
import { appError } from '../errors';
import type { UserAccess } from './signed-in-user';

export type AccessHolder = { readonly access: UserAccess | null | undefined };

/** Whether the holder's user has the ability (false without a signed-in user). */
export function hasAbility(holder: AccessHolder | null | undefined, ability: Ability): boolean {
  return holder?.access?.abilities.has(ability) ?? false;
}

/** The code a missing ability answers with (see the module comment). */
export function missingAbilityCode(ability: Ability, flags: TFeatureFlags): 'PREMIUM_REQUIRED' | 'FORBIDDEN' {
  const isPremiumOnly = flags.profiles.premium.includes(ability) && !flags.profiles.free.includes(ability);
  return isPremiumOnly ? 'PREMIUM_REQUIRED' : 'FORBIDDEN';
}

/** Throws UNAUTHENTICATED without a user, PREMIUM_REQUIRED or FORBIDDEN without the ability. */
export function requireAbility(holder: AccessHolder | null | undefined, ability: Ability): void {
  const access = holder?.access;
  if (!access) throw appError('UNAUTHENTICATED');
  if (!access.abilities.has(ability)) throw appError(missingAbilityCode(ability, access.flags));
}
