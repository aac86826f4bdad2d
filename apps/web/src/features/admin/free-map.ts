/**
 * The free map (docs/product/shell.md#screens: an administration screen "free map"): which modules a free account may use,
 * read from and written to the `free` profile of the feature flags, with the screen each module opens
 * (contracts ROUTE_ABILITIES) and the other profiles that have it. docs/decisions/admin-companies-and-protections.md.
 */
import { ABILITIES, PROFILES, ROUTE_ABILITIES } from '@cocho/contracts';
import type { Ability, Profile, TFeatureFlags } from '@cocho/contracts';

export type FreeMapRow = {
  readonly ability: Ability;
  /** The screens (route prefixes) the ability opens; empty for an action inside screens. */
  readonly paths: readonly string[];
  readonly isFree: boolean;
  /** The other profiles that have it (administrators always do, so they are left out). */
  readonly alsoFor: readonly Profile[];
};

/** Every module but administration (which no profile other than administrators may have). */
export function freeMapRows(flags: TFeatureFlags): FreeMapRow[] {
  return ABILITIES.filter((ability) => ability !== 'administration').map((ability) => ({
    ability,
    paths: ROUTE_ABILITIES.filter(([, needed]) => needed === ability).map(([path]) => path),
    isFree: flags.profiles.free.includes(ability),
    alsoFor: PROFILES.filter(
      (profile) =>
        profile !== 'free' && profile !== 'administrator' && flags.profiles[profile].includes(ability),
    ),
  }));
}

/** The flags with `ability` given to or taken from `profile`; the other profiles are unchanged. */
export function withAbility(
  flags: TFeatureFlags,
  profile: Profile,
  ability: Ability,
  has: boolean,
): TFeatureFlags {
  const current = flags.profiles[profile];
  const next = has ? [...current, ability] : current.filter((item) => item !== ability);
  return {
    ...flags,
    profiles: { ...flags.profiles, [profile]: ABILITIES.filter((item) => next.includes(item)) },
  };
}
