/**
 * The incomplete-profile rule of docs/product/shell.md#states: the registration data the product needs before any page but
 * /user and /login (the fields of ui/account/missing-profile-fields.ts), and the personal data it only reminds about.
 */
import type { TUser } from '@cocho/contracts';
import { missingProfileFields } from '../ui/account/missing-profile-fields';

export type ProfileCheck = {
  /** Name, profile, or the address (Brazil) or document (elsewhere) is missing: the user goes to /user. */
  readonly isIncomplete: boolean;
  /** Birth date or sex is missing: a reminder offers to update now or later. */
  readonly lacksPersonalData: boolean;
};

type ProfileUser = Pick<
  TUser,
  'NOME' | 'perfil' | 'endereco' | 'numero_documento' | 'data_nascimento' | 'sexo'
>;

/**
 * Checks the user's registration. `brazilId` is Brazil's id in the country list (`paises`), or null while it
 * is unknown: then only the rules that do not depend on the country apply. A user without a country has
 * neither rule's data and is incomplete (docs/decisions/web-access-and-session.md).
 */
export function checkProfile(user: ProfileUser, brazilId: number | null): ProfileCheck {
  return {
    isIncomplete: missingProfileFields(user, brazilId).length > 0,
    lacksPersonalData: !user.data_nascimento?.trim() || user.sexo === null,
  };
}
