/**
 * The account forms' schemas: a contract's (`ZAccountFields`, `ZRegistrationForm`) with the country's rules,
 * which need Brazil's id from the `paises` answer (none while it is unknown). Every rule runs while another
 * field is wrong too (contracts `ALSO_WITH_OTHER_ISSUES`), so every field's message shows at once.
 */
import type { z } from 'zod';
import { ALSO_WITH_OTHER_ISSUES, refineForCountry } from '@cocho/contracts';
import type { TAccountFields } from '@cocho/contracts';

/** `schema` with the country's rules. */
export const withCountryRules = <S extends z.ZodType<TAccountFields>>(
  schema: S,
  brazilId: number | null,
): S => (brazilId === null ? schema : schema.superRefine(refineForCountry(brazilId), ALSO_WITH_OTHER_ISSUES));
