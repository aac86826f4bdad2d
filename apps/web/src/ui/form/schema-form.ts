/**
 * The one form approach (docs/decisions/forms.md): react-hook-form keeps the typed values and the contracts'
 * zod schema checks them. A field's message is an encoded issue (i18n/field-error.ts), a contracts' rule code
 * (`errors:field.<code>`) or an i18n key with its namespace; `messageText` (fields.tsx) says it.
 */
import { set, useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeIssue } from '../../i18n/field-error';

type SchemaChecks<F> = {
  /** The message of a field's first issue (by default the issue's own: encoded, or a rule's code). */
  readonly messageOf?: (field: string, issue: z.core.$ZodIssue, form: F) => string;
};

/** Messages by dotted field path ('endereco.cidade') nested as react-hook-form keeps its errors. */
export function nestFieldMessages<T extends FieldValues>(messages: Record<string, string>): FieldErrors<T> {
  const errors = {};
  for (const [path, message] of Object.entries(messages)) set(errors, path, { type: 'validate', message });
  return errors as FieldErrors<T>;
}

/**
 * Parses `inputOf(form)` with `schema`: the parsed input, or the first message of each field. An issue
 * belongs to its whole path when the form holds an object there (the address's lines), else to its first key.
 */
export function checkWithSchema<F extends FieldValues, S extends z.ZodType>(
  schema: S,
  inputOf: (form: F) => unknown,
  form: F,
  { messageOf }: SchemaChecks<F> = {},
): { data: z.output<S>; messages: null } | { data: null; messages: Record<string, string> } {
  const parsed = schema.safeParse(inputOf(form), { error: encodeIssue });
  const messages: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const [head = 'root'] = issue.path.map(String);
    const isNested = issue.path.length > 1 && typeof form[head] === 'object' && form[head] !== null;
    const field = isNested ? issue.path.join('.') : head;
    messages[field] ??= messageOf?.(field, issue, form) ?? issue.message;
  }
  return parsed.success ? { data: parsed.data, messages: null } : { data: null, messages };
}

/**
 * The one resolver: parses `inputOf(form)` with `schema` (a contract's request, or a pick of it) and hands
 * the parsed call input to the submit; each field gets its first issue's message.
 */
export function schemaResolver<F extends FieldValues, S extends z.ZodType>(
  schema: S,
  inputOf: (form: F) => unknown,
  checks: SchemaChecks<F> = {},
): Resolver<F, unknown, z.output<S>> {
  return (form) => {
    const { data, messages } = checkWithSchema(schema, inputOf, form, checks);
    if (messages === null) return { values: data, errors: {} };
    return { values: {}, errors: nestFieldMessages<F>(messages) };
  };
}

/** A form whose typed values are the input of `schema`; `handleSubmit` gets its output. */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const resolver = schemaResolver(schema, (form: z.input<S>) => form);
  return useForm<z.input<S>, unknown, z.output<S>>({ defaultValues, resolver });
}
