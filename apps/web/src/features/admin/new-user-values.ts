/**
 * The new-account form of /adm/user/new: the registration form's fields, checked by the same rules
 * (`validateRegistration`, contracts ZRegisterRequest), plus what only an administrator sets (release,
 * temporary password, language, premium time), as adm/usuarios/criar's input.
 */
import type { TAdminNewUser, TCountry } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { accountInputOfValues, emptyAccountValues } from '../../ui/account/account-form-values';
import type { AccountFormValues } from '../../ui/account/account-form-values';
import { validateRegistration } from '../../ui/account/validate-account-form';
import type { Validation } from '../../ui/account/validate-account-form';

export type NewUserValues = AccountFormValues & { email: string; password: string; confirmacao: string };

export type PremiumKind = 'nenhum' | 'ate' | 'permanente';

export type NewUserOptions = {
  idioma: 0 | 1 | 2;
  liberado: boolean;
  senha_temporaria: boolean;
  premium: PremiumKind;
  /** YYYY-MM-DD when premium is 'ate'. */
  data_final: string;
};

export const DEFAULT_OPTIONS: NewUserOptions = {
  idioma: 0,
  liberado: true,
  senha_temporaria: true,
  premium: 'nenhum',
  data_final: '',
};

export function emptyNewUser(pais: number | null): NewUserValues {
  return { ...emptyAccountValues(pais), email: '', password: '', confirmacao: '' };
}

/** The form as the registration rules read it (the terms are the new owner's to accept, so taken as accepted). */
export function registrationInputOfNewUser(
  values: NewUserValues,
  language: Language,
  countries: readonly TCountry[],
  brazilId: number | null,
): Record<string, unknown> {
  return {
    ...accountInputOfValues(values, language, countries, brazilId),
    email: values.email,
    password: values.password,
    confirmacao: values.confirmacao,
    aceite: true,
  };
}

export function validateNewUser(
  values: NewUserValues,
  language: Language,
  countries: readonly TCountry[],
  brazilId: number | null,
): Validation<unknown> {
  return validateRegistration(registrationInputOfNewUser(values, language, countries, brazilId), brazilId);
}

/** The premium end day must be after today (docs/product/shell.md#validation); null when the options are fine. */
export function premiumProblemOf(
  options: NewUserOptions,
  today: string,
): 'dateRequired' | 'dateNotAfterToday' | null {
  if (options.premium !== 'ate') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.data_final)) return 'dateRequired';
  return options.data_final > today ? null : 'dateNotAfterToday';
}

/** adm/usuarios/criar's body, or null while the fields or the options are wrong. */
export function newUserRequestOf(
  values: NewUserValues,
  options: NewUserOptions,
  context: { language: Language; countries: readonly TCountry[]; brazilId: number | null; today: string },
): TAdminNewUser | null {
  const result = validateRegistration(
    registrationInputOfNewUser(values, context.language, context.countries, context.brazilId),
    context.brazilId,
  );
  if (result.value === null || premiumProblemOf(options, context.today) !== null) return null;
  const { aceite: _accepted, ...fields } = result.value;
  return {
    ...fields,
    idioma: options.idioma,
    liberado: options.liberado,
    senha_temporaria: options.senha_temporaria,
    premium:
      options.premium === 'ate' ? { tipo: 'ate', data_final: options.data_final } : { tipo: options.premium },
  };
}
