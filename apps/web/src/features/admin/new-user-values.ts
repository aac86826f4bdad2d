/**
 * The new-account form of /adm/user/new: the registration form's fields, checked by the same rules
 * (contracts ZAdminNewUser with the country's rules), plus what only an administrator sets (release,
 * temporary password, language, premium time), as adm/usuarios/criar's input.
 */
import { ALSO_WITH_OTHER_ISSUES, ZAdminNewUser } from '@cocho/contracts';
import type { TCountry } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { emptyRegistration } from '../auth/registration-values';
import type { RegistrationValues } from '../auth/registration-values';
import { accountInputOfValues } from '../../ui/account/account-form-values';
import { withCountryRules } from '../../ui/account/validate-account-form';
import { schemaResolver } from '../../ui/form/schema-form';

export type NewUserValues = Omit<RegistrationValues, 'aceite'> & {
  idioma: string;
  liberado: boolean;
  senha_temporaria: boolean;
  /** `data_final` (YYYY-MM-DD) counts when premium runs until a day. */
  premium: { tipo: 'nenhum' | 'ate' | 'permanente'; data_final: string };
};

export const emptyNewUser = (pais: number | null): NewUserValues => {
  const { aceite: _terms, ...registration } = emptyRegistration(pais);
  const premium = { tipo: 'nenhum' as const, data_final: '' };
  return { ...registration, idioma: '0', liberado: true, senha_temporaria: true, premium };
};

type Context = { language: Language; countries: readonly TCountry[]; brazilId: number | null; today: string };

/**
 * The form checked with ZAdminNewUser and the country's rules; the premium end day must be after today
 * (docs/product/shell.md#validation). The terms are the new owner's to accept, so none are sent.
 */
export function newUserResolver({ language, countries, brazilId, today }: Context) {
  const schema = withCountryRules(ZAdminNewUser, brazilId).superRefine((input, context) => {
    if (input.premium.tipo === 'ate' && input.premium.data_final <= today)
      context.addIssue({ code: 'custom', path: ['premium', 'data_final'], input });
  }, ALSO_WITH_OTHER_ISSUES);
  return schemaResolver(
    schema,
    (values: NewUserValues) => ({
      ...accountInputOfValues(values, language, countries, brazilId),
      idioma: Number(values.idioma),
    }),
    {
      messageOf: (field, issue, values) => {
        if (field !== 'premium.data_final') return issue.message;
        const isDay = /^\d{4}-\d{2}-\d{2}$/.test(values.premium.data_final);
        return `admin:newUser.problems.${isDay ? 'dateNotAfterToday' : 'dateRequired'}`;
      },
    },
  );
}
