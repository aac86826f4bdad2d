/**
 * The new-account form of /adm/user/new: the registration form's fields, checked by the same rules
 * (`validateRegistration`, contracts ZRegisterRequest), plus what only an administrator sets (release,
 * temporary password, language, premium time), as adm/usuarios/criar's input.
 */
import type { TAdminNewUser, TCountry } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { emptyRegistration, registrationInputOf } from '../auth/registration-values';
import type { RegistrationValues } from '../auth/registration-values';
import { validateRegistration } from '../../ui/account/validate-account-form';
import type { Validation } from '../../ui/account/validate-account-form';

export type PremiumKind = 'nenhum' | 'ate' | 'permanente';

export type NewUserOptions = {
  idioma: string;
  liberado: boolean;
  senha_temporaria: boolean;
  premium: PremiumKind;
  /** YYYY-MM-DD when premium is 'ate'. */
  data_final: string;
};

export type NewUserValues = Omit<RegistrationValues, 'aceite'> & NewUserOptions;

export const DEFAULT_OPTIONS: NewUserOptions = {
  idioma: '0',
  liberado: true,
  senha_temporaria: true,
  premium: 'nenhum',
  data_final: '',
};

export const emptyNewUser = (pais: number | null): NewUserValues => {
  const { aceite: _terms, ...registration } = emptyRegistration(pais);
  return { ...registration, ...DEFAULT_OPTIONS };
};

/** The premium end day must be after today (docs/product/shell.md#validation); null when the options are fine. */
export function premiumProblemOf(
  options: NewUserOptions,
  today: string,
): 'dateRequired' | 'dateNotAfterToday' | null {
  if (options.premium !== 'ate') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.data_final)) return 'dateRequired';
  return options.data_final > today ? null : 'dateNotAfterToday';
}

type Context = { language: Language; countries: readonly TCountry[]; brazilId: number | null; today: string };

/**
 * The registration rules (the terms are the new owner's to accept, so taken as accepted) and the premium
 * end day; the value is adm/usuarios/criar's body.
 */
export function validateNewUser(values: NewUserValues, context: Context): Validation<TAdminNewUser> {
  const { language, countries, brazilId, today } = context;
  const input = registrationInputOf({ ...values, aceite: true }, language, countries, brazilId);
  const result = validateRegistration(input, brazilId);
  const problem = premiumProblemOf(values, today);
  if (problem)
    return { value: null, messages: { ...result.messages, data_final: `admin:newUser.problems.${problem}` } };
  if (result.value === null) return result;
  const { aceite: _accepted, ...fields } = result.value;
  const premium =
    values.premium === 'ate'
      ? { tipo: 'ate' as const, data_final: values.data_final }
      : { tipo: values.premium };
  const { liberado, senha_temporaria } = values;
  return {
    value: { ...fields, idioma: Number(values.idioma) as 0 | 1 | 2, liberado, senha_temporaria, premium },
    messages: null,
  };
}
