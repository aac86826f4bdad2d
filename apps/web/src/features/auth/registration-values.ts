/** The registration form's values: the account fields plus e-mail, password, confirmation and terms. */
import type { Language } from '@cocho/engine';
import type { TCountry } from '@cocho/contracts';
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
export function registrationInputOf(
  values: RegistrationValues,
  language: Language,
  countries: readonly TCountry[],
  brazilId: number | null,
): Record<string, unknown> {
  return {
    ...accountInputOfValues(values, language, countries, brazilId),
    email: values.email,
    password: values.password,
    confirmacao: values.confirmacao,
    aceite: values.aceite,
  };
}
