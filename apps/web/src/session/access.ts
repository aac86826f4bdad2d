/**
 * What the signed-in user may do (docs/product/shell.md#roles), computed once from the user, the feature flags and the
 * calendar day in Brasília with the contracts' one ability check. The web only shows or hides what the
 * server would refuse; the server checks again.
 */
import { abilitiesOf, deriveProfiles, getsAds } from '@cocho/contracts';
import type { Ability, Profile, TFeatureFlags, TUser } from '@cocho/contracts';

export type Access = {
  readonly user: TUser | null;
  readonly flags: TFeatureFlags;
  /** The calendar day in Brasília the access was computed for (YYYY-MM-DD). */
  readonly today: string;
  readonly abilities: ReadonlySet<Ability>;
  readonly profiles: ReadonlySet<Profile>;
  readonly can: (ability: Ability) => boolean;
  /** Ads are shown to this user (docs/product/shell.md#ads-state); false while signed out (the banner waits for the user). */
  readonly getsAds: boolean;
};

const NONE: ReadonlySet<never> = new Set();

/** The access of `user` on `today` (YYYY-MM-DD, Brasília); a signed-out visitor has no ability. */
export function accessOf(user: TUser | null, flags: TFeatureFlags, today: string): Access {
  const abilities: ReadonlySet<Ability> = user ? abilitiesOf(user, flags, today) : NONE;
  return {
    user,
    flags,
    today,
    abilities,
    profiles: user ? deriveProfiles(user, today) : NONE,
    can: (ability) => abilities.has(ability),
    getsAds: user ? getsAds(user, flags, today) : false,
  };
}

/**
 * Whether an ability is one a premium plan gives (then the way to it is /seja-premium): in the premium
 * profile's assignment and not in the free one.
 */
export function isPremiumAbility(ability: Ability, flags: TFeatureFlags): boolean {
  return flags.profiles.premium.includes(ability) && !flags.profiles.free.includes(ability);
}
