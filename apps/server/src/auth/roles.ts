/**
 * Role and ownership checks for call handlers (spec 01 §6). Each `require*` answers the signed-in user or
 * throws the AppError the client shows: UNAUTHENTICATED without a user, FORBIDDEN (PREMIUM_REQUIRED for
 * premium) without the role.
 *
 *   const user = requireRole(ctx.user, 'admin');
 */
import { appError } from '../errors';
import type { UserRecord } from '../users/repository';

export type Role = 'admin' | 'premium' | 'company' | 'consultor';

/** Whether the user has a role. Administrators count as premium (spec 01 §6). */
export function hasRole(user: UserRecord, role: Role): boolean {
  switch (role) {
    case 'admin':
      return user.administrador === 1;
    case 'premium':
      // Premium: premium, premiumInfinito, linked to a company, or administrator (spec 01 §6 Profiles).
      // Plan-based premium (plan type 1) joins here when plans exist.
      return (
        user.premium === 1 || user.premium_infinito === 1 || user.vinculado === 1 || user.administrador === 1
      );
    case 'company':
      // Company area (menu level 1): manager, linked user, or a user with a linked company.
      return user.gestor === 1 || user.vinculado === 1 || user.empresa_vinculada !== null;
    case 'consultor':
      return user.consultor === 1;
  }
}

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(user: UserRecord | null | undefined): UserRecord {
  if (!user) throw appError('UNAUTHENTICATED');
  return user;
}

/** The signed-in user when they have `role`; otherwise FORBIDDEN (PREMIUM_REQUIRED for 'premium'). */
export function requireRole(user: UserRecord | null | undefined, role: Role): UserRecord {
  const signedIn = requireUser(user);
  if (!hasRole(signedIn, role)) throw appError(role === 'premium' ? 'PREMIUM_REQUIRED' : 'FORBIDDEN');
  return signedIn;
}

/** The signed-in user when they own the record (`ownerId`) or are an administrator; otherwise FORBIDDEN. */
export function requireOwner(user: UserRecord | null | undefined, ownerId: number): UserRecord {
  const signedIn = requireUser(user);
  if (signedIn.id !== ownerId && !hasRole(signedIn, 'admin')) throw appError('FORBIDDEN');
  return signedIn;
}
