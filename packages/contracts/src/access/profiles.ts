/** The profiles of an account (docs/product/shell.md#roles Profiles, docs/product/shell.md#account-state: linked to an inactive company). */
import type { TUser } from '../auth';
import type { Profile } from './abilities';
import { isPlanValid } from './plan-status';

/** What the access check reads of a user: the ZUser fields, so the web and the server read the same. */
export type AccessSubject = Pick<
  TUser,
  | 'administrador'
  | 'permissao'
  | 'premium'
  | 'premiumInfinito'
  | 'consultor'
  | 'gestor'
  | 'vinculado'
  | 'area_universitaria'
  | 'planos'
  | 'consultoria'
  | 'emp_user'
  | 'empresa_inativa'
>;

/**
 * Administrator: the administrator flag, or permissao 0 in the reading we chose
 * (docs/decisions/roles-and-abilities.md).
 */
export function isAdministrator(user: Pick<AccessSubject, 'administrador' | 'permissao'>): boolean {
  return user.administrador || user.permissao === 0;
}

const hasValidPlan = (user: AccessSubject, types: readonly number[], today: string): boolean =>
  user.planos.some((plan) => types.includes(plan.tipo) && isPlanValid(plan, today));

/** Whether any plan of the user is revoked (docs/product/shell.md#roles: access is then restricted to the first module). */
export function hasRevokedPlan(user: Pick<AccessSubject, 'planos'>): boolean {
  return user.planos.some((plan) => plan.revogado === 1);
}

/** The profiles of a user on a day (YYYY-MM-DD, Brasília). Everyone has `free`. */
export function deriveProfiles(user: AccessSubject, today: string): ReadonlySet<Profile> {
  const profiles = new Set<Profile>(['free']);
  const admin = isAdministrator(user);
  if (admin) profiles.add('administrator');
  if (user.area_universitaria) profiles.add('university');
  // A producer plan (type 0) is the pecuarista profile; the profile chosen at registration is not.
  if (hasValidPlan(user, [0], today)) profiles.add('pecuarista');

  // Linked to an inactive company: premium, consultant and linked status are lost (unless administrator).
  if (user.empresa_inativa && !admin) return profiles;

  const manager = user.gestor || user.emp_user.some((link) => link.acesso === 0 && link.autorizado);
  const linked = user.gestor || user.vinculado || user.emp_user.some((link) => link.autorizado && link.ativo);
  const consultancyValid =
    user.consultoria !== null && (user.consultoria.data_fim === null || user.consultoria.data_fim >= today);
  // docs/product/shell.md#screens: the consultant area is also for company staff whose access level is not 3 (managers,
  // regional managers, sales technicians with a link in force): field sales.
  const companyStaff =
    user.gestor || user.emp_user.some((link) => link.autorizado && link.ativo && link.acesso !== 3);
  const consultant = user.consultor || consultancyValid || hasValidPlan(user, [2], today) || companyStaff;
  // Plan types 1 (premium), 3 (start) and 4 (business) give premium.
  const premium =
    admin || user.premium || user.premiumInfinito || linked || hasValidPlan(user, [1, 3, 4], today);

  if (manager) profiles.add('manager');
  if (linked) profiles.add('linked');
  if (consultant) profiles.add('consultant');
  if (premium) profiles.add('premium');
  return profiles;
}
