/** The registration form's values: the registration fields (ui/account/registration-input.ts) and the terms. */
import type { Language } from '@cocho/engine';
import type { TCountry } from '@cocho/contracts';
import { emptyCredentials, registrationInputOfValues } from '../../ui/account/registration-input';
import type { CredentialValues } from '../../ui/account/registration-input';

export type RegistrationValues = CredentialValues & { aceite: boolean };

export function emptyRegistration(pais: number | null): RegistrationValues {
  return { ...emptyCredentials(pais), aceite: false };
}

/** The form as `auth/register`'s input but the code (not yet validated). */
export const registrationInputOf = (
  values: RegistrationValues,
  language: Language,
  countries: readonly TCountry[],
  brazilId: number | null,
): Record<string, unknown> => registrationInputOfValues(values, values.aceite, language, countries, brazilId);
