/**
 * The account forms' schemas: a contract's (`ZAccountFields`, `ZRegistrationForm`) with the country's rules,
 * which need Brazil's id from the `paises` answer (none while it is unknown). Every rule runs while another
 * field is wrong too (contracts `ALSO_WITH_OTHER_ISSUES`), so every field's message shows at once.
 */
import type { z } from 'zod';
import { ALSO_WITH_OTHER_ISSUES, ZRegistrationForm, refineForCountry } from '@cocho/contracts';
import type { TAccountFields } from '@cocho/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import { checkWithSchema, nestFieldMessages } from '../form/schema-form';

export { nestFieldMessages };

/** `schema` with the country's rules. */
export const withCountryRules = <S extends z.ZodType<TAccountFields>>(
  schema: S,
  brazilId: number | null,
): S => (brazilId === null ? schema : schema.superRefine(refineForCountry(brazilId), ALSO_WITH_OTHER_ISSUES));

export type Validation<T> = { value: T; messages: null } | { value: null; messages: Record<string, string> };

/** The registration form (all of `auth/register` but the code). */
export function validateRegistration(
  input: Record<string, unknown>,
  brazilId: number | null,
): Validation<z.output<typeof ZRegistrationForm>> {
  const { data, messages } = checkWithSchema(
    withCountryRules(ZRegistrationForm, brazilId),
    () => input,
    input,
  );
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
