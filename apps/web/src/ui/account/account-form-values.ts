/**
 * The account fields as a form holds them (text everywhere, the country as its id) and their conversion
 * from the stored user and to the contract's input (`ZAccountFields`), shared by registration and /user.
 */
import type { Language } from '@cocho/engine';
import type { TCountry, TUser } from '@cocho/contracts';
import { birthDateFromText, birthDateToText } from './birth-date-text';

export const ADDRESS_TEXT_FIELDS = [
  'estado',
  'cidade',
  'logradouro',
  'numero',
  'bairro',
  'complemento',
  'referencia',
  'cep',
] as const;
export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];

export type AccountFormValues = {
  NOME: string;
  perfil: string;
  telefone: string;
  como_conheceu: string;
  endereco: { pais: number | null } & Record<AddressTextField, string>;
  numero_documento: string;
  /** As typed in the user's language (birth-date-text.ts). */
  data_nascimento: string;
  sexo: string;
};

/** An empty form; `pais` preselected when given. */
export function emptyAccountValues(pais: number | null): AccountFormValues {
  return {
    NOME: '',
    perfil: '',
    telefone: '',
    como_conheceu: '',
    endereco: {
      pais,
      estado: '',
      cidade: '',
      logradouro: '',
      numero: '',
      bairro: '',
      complemento: '',
      referencia: '',
      cep: '',
    },
    numero_documento: '',
    data_nascimento: '',
    sexo: '',
  };
}

/** The stored user's fields in the form. */
export function accountValuesOfUser(user: TUser, language: Language): AccountFormValues {
  const empty = emptyAccountValues(user.endereco.pais);
  const endereco = { ...empty.endereco };
  for (const field of ADDRESS_TEXT_FIELDS) endereco[field] = user.endereco[field] ?? '';
  return {
    NOME: user.NOME,
    perfil: user.perfil ?? '',
    telefone: user.telefone ?? '',
    como_conheceu: user.como_conheceu ?? '',
    endereco,
    numero_documento: user.numero_documento ?? '',
    data_nascimento: birthDateToText(user.data_nascimento, language),
    sexo: user.sexo ?? '',
  };
}

/**
 * The form as the contract's input (not yet validated: enum fields pass through as typed, so the schema
 * reports them): the birth date in YYYY-MM-DD, the state only for Brazil, the phone's country calling code;
 * the form's other values (e-mail, password) as they are.
 */
export function accountInputOfValues<V extends AccountFormValues>(
  values: V,
  language: Language,
  countries: readonly TCountry[],
  brazilId: number | null,
) {
  const pais = values.endereco.pais;
  const isBrazil = pais !== null && pais === brazilId;
  return {
    ...values,
    endereco: {
      ...values.endereco,
      pais: pais ?? undefined,
      estado: isBrazil ? values.endereco.estado : '',
      ddi: countries.find((country) => country.id === pais)?.fone ?? '',
    },
    data_nascimento: birthDateFromText(values.data_nascimento, language),
  };
}
