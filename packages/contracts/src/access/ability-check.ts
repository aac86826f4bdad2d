/**
 * The one ability check of the product (docs/product/shell.md#roles), used by the server on every call and by the web to
 * show or hide what the server would refuse.
 *
 *   can(user, 'save_diet', flags, todayInBrasilia(now))
 */
import { ABILITIES, FIRST_MODULE } from './abilities';
import type { Ability } from './abilities';
import type { TFeatureFlags } from './feature-flags';
import { deriveProfiles, hasRevokedPlan, isAdministrator } from './profiles';
import type { AccessSubject } from './profiles';

/**
 * Every ability of a user: the union of their profiles' assignments. A revoked plan restricts access to the
 * first module unless the user is in the university area (docs/product/shell.md#roles). Administrators have every ability.
 */
export function abilitiesOf(user: AccessSubject, flags: TFeatureFlags, today: string): ReadonlySet<Ability> {
  const profiles = deriveProfiles(user, today);
  // Administrators keep every ability whatever the assignment says, so nobody locks the administration out.
  if (profiles.has('administrator')) return new Set(ABILITIES);
  const abilities = new Set<Ability>();
  for (const profile of profiles) for (const ability of flags.profiles[profile]) abilities.add(ability);
  if (hasRevokedPlan(user) && !user.area_universitaria) {
    return abilities.has(FIRST_MODULE) ? new Set([FIRST_MODULE]) : new Set();
  }
  return abilities;
}

export function can(user: AccessSubject, ability: Ability, flags: TFeatureFlags, today: string): boolean {
  return abilitiesOf(user, flags, today).has(ability);
}

/**
 * Whether the user is shown ads (docs/product/shell.md#ads-state): ads are on, and the user has no ad-free module. With the
 * default assignment that excludes managers, linked users, consultants, producers, premium users, the
 * university area, permanent premium and administrators (permissao 0), as the spec lists.
 */
export function getsAds(user: AccessSubject, flags: TFeatureFlags, today: string): boolean {
  if (!flags.global.ads || isAdministrator(user) || user.premiumInfinito) return false;
  return !can(user, 'ad_free', flags, today);
}
