/**
 * The signed-in user of a call: the stored account plus what the one ability check reads (docs/product/shell.md#roles).
 * registerCall builds it once per authenticated call (one query for the user's plans, the stored flags) and
 * use cases receive it as `user`.
 */
import { abilitiesOf, todayInBrasilia } from '@cocho/contracts';
import type { Ability, TFeatureFlags, TUser } from '@cocho/contracts';
import type { UserRecord } from '../users/repository';

export type UserAccess = {
  /** The user as every answer sends it (users/load-user-view.ts): plans, consultancy, company links. */
  readonly view: TUser;
  /** The feature flags in force for this call. */
  readonly flags: TFeatureFlags;
  /** The call's calendar day in Brasília (YYYY-MM-DD): plan validity is read on it. */
  readonly today: string;
  /** `abilitiesOf(view, flags, today)`, computed once. */
  readonly abilities: ReadonlySet<Ability>;
};

/** The account record with its access; a plain `UserRecord` wherever only the account is read. */
export type SignedInUser = UserRecord & { readonly access: UserAccess };

export function buildUserAccess(view: TUser, flags: TFeatureFlags, now: Date): UserAccess {
  const today = todayInBrasilia(now);
  return { view, flags, today, abilities: abilitiesOf(view, flags, today) };
}

export function toSignedInUser(record: UserRecord, access: UserAccess): SignedInUser {
  return { ...record, access };
}
