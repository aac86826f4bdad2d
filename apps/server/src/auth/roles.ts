/**
 * Role and ownership helpers for call handlers, on the one ability check (docs/product/shell.md#roles;
 * access/require-ability.ts). Each `require*` answers the signed-in user or throws the AppError the client
 * shows: UNAUTHENTICATED without a user, FORBIDDEN (PREMIUM_REQUIRED for premium) without the role.
 *
 *   admin      the administrator profile: the `administration` ability. Read from the account alone
 *              (`isAdministrator`: administrador, or permissao 0): the flags give `administration` to the
 *              administrator profile only (feature-flags/read-feature-flags.ts), so both readings agree and
 *              owner checks need no plans.
 *   premium    the premium profile (premium or permanent premium flag, linked, a valid plan of type 1, 3 or
 *              4, administrators): what sponsored feeds and premium offers are about. Not an ability: to
 *              guard a premium module, require that module (`requireAbility(user, 'save_diet')`).
 *   company    the `company_area` ability.
 *   consultor  the `consultancy` ability.
 *
 *   const user = requireRole(ctx.user, 'admin');
 */
import { deriveProfiles, isAdministrator } from '@cocho/contracts';
import type { Ability } from '@cocho/contracts';
import { appError } from '../errors';
import type { SignedInUser } from '../access/signed-in-user';
import type { UserRecord } from '../users/repository';

export type Role = 'admin' | 'premium' | 'company' | 'consultor';

const ROLE_ABILITY: Readonly<Record<'company' | 'consultor', Ability>> = {
  company: 'company_area',
  consultor: 'consultancy',
};

/** Whether the account is an administrator (the administrator profile). */
export function isAdministratorRecord(user: Pick<UserRecord, 'administrador' | 'permissao'>): boolean {
  return isAdministrator({ administrador: user.administrador === 1, permissao: user.permissao });
}

/** Whether the user has a role (see the module comment). */
export function hasRole(user: UserRecord, role: 'admin'): boolean;
export function hasRole(user: SignedInUser, role: Role): boolean;
export function hasRole(user: UserRecord | SignedInUser, role: Role): boolean {
  if (role === 'admin') return isAdministratorRecord(user);
  const { access } = user as SignedInUser;
  if (role === 'premium') return deriveProfiles(access.view, access.today).has('premium');
  return access.abilities.has(ROLE_ABILITY[role]);
}

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser<T extends UserRecord>(user: T | null | undefined): T {
  if (!user) throw appError('UNAUTHENTICATED');
  return user;
}

/** The signed-in user when they have `role`; otherwise FORBIDDEN (PREMIUM_REQUIRED for 'premium'). */
export function requireRole<T extends UserRecord>(user: T | null | undefined, role: 'admin'): T;
export function requireRole(user: SignedInUser | null | undefined, role: Role): SignedInUser;
export function requireRole(user: SignedInUser | null | undefined, role: Role): SignedInUser {
  const signedIn = requireUser(user);
  if (!hasRole(signedIn, role)) throw appError(role === 'premium' ? 'PREMIUM_REQUIRED' : 'FORBIDDEN');
  return signedIn;
}

/** The signed-in user when they own the record (`ownerId`) or are an administrator; otherwise FORBIDDEN. */
export function requireOwner<T extends UserRecord>(user: T | null | undefined, ownerId: number): T {
  const signedIn = requireUser(user);
  if (signedIn.id !== ownerId && !isAdministratorRecord(signedIn)) throw appError('FORBIDDEN');
  return signedIn;
}
