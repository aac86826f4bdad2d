/**
 * The registration fields (the account's, e-mail, password and its confirmation), shared by the sign-up
 * form and an administrator's new-account form, and their values as `auth/register`'s input.
 */
import type { Language } from '@cocho/engine';
import type { TCountry } from '@cocho/contracts';
import { accountInputOfValues, emptyAccountValues } from './account-form-values';
import type { AccountFormValues } from './account-form-values';

export type CredentialValues = AccountFormValues & { email: string; password: string; confirmacao: string };

export function emptyCredentials(pais: number | null): CredentialValues {
  return { ...emptyAccountValues(pais), email: '', password: '', confirmacao: '' };
}

/** The form as `auth/register`'s input but the code (not yet validated); `aceite`, the terms' answer. */
export function registrationInputOfValues(
  values: CredentialValues,
  aceite: boolean,
  language: Language,
  countries: readonly TCountry[],
  brazilId: number | null,
): Record<string, unknown> {
  return {
    ...accountInputOfValues(values, language, countries, brazilId),
    email: values.email,
    password: values.password,
    confirmacao: values.confirmacao,
    aceite,
  };
}
