/**
 * The registration form's values (the account's, e-mail, password and its confirmation, the terms), shared by
 * the sign-up form and an administrator's new-account form, and their values as `auth/register`'s input.
 */
import { accountInputOfValues, emptyAccountValues } from '../../ui/account/account-form-values';
import type { AccountFormValues } from '../../ui/account/account-form-values';

export type RegistrationValues = AccountFormValues & {
  email: string;
  password: string;
  confirmacao: string;
  aceite: boolean;
};

export function emptyRegistration(pais: number | null): RegistrationValues {
  return { ...emptyAccountValues(pais), email: '', password: '', confirmacao: '', aceite: false };
}

/** The form as `auth/register`'s input but the code (not yet validated). */
export const registrationInputOf = accountInputOfValues<RegistrationValues>;
