/**
 * The account forms' checks beside the contracts' schemas (`ZAccountFields`, the registration fields of
 * `ZRegisterRequest`): the rules zod's refinements skip while another field is wrong (the country's document
 * and address rules, the password confirmation), so every field's message shows at once. Messages are the
 * contracts' rule codes (`errors:field.<code>`, ui/form/fields.tsx `messageText`).
 */
import { z } from 'zod';
import { ZRegisterRequest, findCountryFieldProblems } from '@cocho/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import { checkWithSchema, nestFieldMessages } from '../form/schema-form';

export { nestFieldMessages };

/** Registration's fields: `ZRegisterRequest` but the e-mailed code and the language, asked later. */
export const ZRegistrationForm = z.object(ZRegisterRequest.shape).omit({ codigo: true, idioma: true });

/** The password confirmation, compared even while another field is wrong. */
export const confirmationProblem = (values: { password?: string; confirmacao?: string }) =>
  values.password !== undefined && values.password !== values.confirmacao
    ? { confirmacao: 'passwordMismatch' }
    : undefined;

/** The account's part of a form's input (ui/account/account-form-values.ts `accountInputOfValues`). */
type AccountInput = {
  numero_documento: string;
  endereco: { pais?: number | undefined; cidade: string; logradouro: string; numero: string };
  password?: string;
  confirmacao?: string;
};

/** The country's rules (skipped while Brazil's id is unknown) and the password confirmation, by field. */
export function accountProblems(input: AccountInput, brazilId: number | null): Record<string, string> {
  const { numero_documento, endereco } = input;
  const countryFields = { numero_documento, endereco: { ...endereco, pais: endereco.pais ?? null } };
  const problems = brazilId === null ? [] : findCountryFieldProblems(countryFields, brazilId);
  const messages: Record<string, string> = { ...confirmationProblem(input) };
  for (const problem of problems) messages[problem.field] ??= problem.code;
  return messages;
}

export type Validation<T> = { value: T; messages: null } | { value: null; messages: Record<string, string> };

/** The registration form (all of `auth/register` but the code). */
export function validateRegistration(
  input: AccountInput & Record<string, unknown>,
  brazilId: number | null,
): Validation<z.output<typeof ZRegistrationForm>> {
  const alsoCheck = () => accountProblems(input, brazilId);
  const { data, messages } = checkWithSchema(ZRegistrationForm, () => input, input, { alsoCheck });
  return messages === null ? { value: data, messages } : { value: null, messages };
}

/** A react-hook-form resolver from a validation of the form's values. */
export function validationResolver<T extends FieldValues>(
  validate: (values: T) => Validation<unknown>,
): Resolver<T> {
  return (values) => {
    const { messages } = validate(values);
    return messages === null
      ? { values, errors: {} }
      : { values: {}, errors: nestFieldMessages<T>(messages) };
  };
}
