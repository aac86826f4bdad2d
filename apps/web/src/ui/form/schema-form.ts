/**
 * The one form approach (docs/decisions/forms.md): react-hook-form keeps the typed values and the contracts'
 * zod schema checks them. A field's message is an encoded issue (i18n/field-error.ts), a contracts' rule code
 * (`errors:field.<code>`) or an i18n key with its namespace; `messageText` (fields.tsx) says it.
 */
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeIssue } from '../../i18n/field-error';

type SchemaChecks<F> = {
  /** The message of a field's first issue (by default the issue's own: encoded, or a rule's code). */
  readonly messageOf?: (field: string, issue: z.core.$ZodIssue, form: F) => string;
  /** Messages by field that the schema's refinements skip while another field is wrong. */
  readonly alsoCheck?: (form: F) => Record<string, string> | undefined;
};

/**
 * The one resolver: parses `inputOf(form)` with `schema` (a contract's request, or a pick of it) and hands
 * the parsed call input to the submit; each field gets its first issue's message.
 */
export function schemaResolver<F extends FieldValues, S extends z.ZodType>(
  schema: S,
  inputOf: (form: F) => unknown,
  { messageOf, alsoCheck }: SchemaChecks<F> = {},
): Resolver<F, unknown, z.output<S>> {
  return (form) => {
    const parsed = schema.safeParse(inputOf(form), { error: encodeIssue });
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: messageOf?.(field, issue, form) ?? issue.message };
    }
    for (const [field, message] of Object.entries(alsoCheck?.(form) ?? {}))
      errors[field] ??= { type: 'validate', message };
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

/** A form whose typed values are the input of `schema`; `handleSubmit` gets its output. */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  alsoCheck?: (values: z.input<S>) => Record<string, string> | undefined,
) {
  const resolver = schemaResolver(schema, (form: z.input<S>) => form, { alsoCheck });
  return useForm<z.input<S>, unknown, z.output<S>>({ defaultValues, resolver });
}
