/**
 * Validation of the account forms with the contracts' rules: the schema (`ZAccountFields`, the registration
 * fields of `ZRegisterRequest`) and the refinements that zod skips while another field is wrong (the
 * country's document and address rules, the password confirmation), so every field's message shows at once.
 * Messages are i18n keys encoded as in i18n/field-error.ts.
 */
import { z } from 'zod';
import { ZAccountFields, ZRegisterRequest, findCountryFieldProblems } from '@cocho/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { encodeIssue } from '../../i18n/field-error';

/** Encoded message by dotted field path ('endereco.cidade'). */
export type FieldMessages = Record<string, string>;
export type Validation<T> = { value: T; messages: null } | { value: null; messages: FieldMessages };

type RawIssue = Parameters<typeof encodeIssue>[0];

/** A message of the `errors` namespace's `field.<key>` as a form message. */
export const encodeFieldKey = (key: string): string =>
  encodeIssue({ code: 'custom', params: { key }, input: undefined, message: key } as RawIssue);

/**
 * The first message of each field path of a parse made with `{ error: encodeIssue }`. A rule's own issue
 * carries its code as its message (contracts' `fieldIssue`), which the parse's error option does not
 * replace: it is encoded here.
 */
export function messagesOfIssues(issues: readonly z.core.$ZodIssue[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const key = issue.code === 'custom' ? issue.params?.key : undefined;
    addMessage(messages, issue.path.join('.'), typeof key === 'string' ? encodeFieldKey(key) : issue.message);
  }
  return messages;
}

function addMessage(messages: FieldMessages, path: string, message: string): void {
  messages[path] ??= message;
}

type AccountInput = {
  numero_documento?: unknown;
  endereco?: { pais?: unknown; cidade?: unknown; logradouro?: unknown; numero?: unknown };
};

function addCountryProblems(messages: FieldMessages, input: AccountInput, brazilId: number | null): void {
  if (brazilId === null) return;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const endereco = input.endereco ?? {};
  const problems = findCountryFieldProblems(
    {
      numero_documento: text(input.numero_documento),
      endereco: {
        pais: typeof endereco.pais === 'number' ? endereco.pais : null,
        cidade: text(endereco.cidade),
        logradouro: text(endereco.logradouro),
        numero: text(endereco.numero),
      },
    },
    brazilId,
  );
  for (const problem of problems) addMessage(messages, problem.field, encodeFieldKey(problem.code));
}

function validateWith<S extends z.ZodType>(
  schema: S,
  input: AccountInput & Record<string, unknown>,
  brazilId: number | null,
  extra?: (messages: FieldMessages) => void,
): Validation<z.output<S>> {
  const parsed = schema.safeParse(input, { error: encodeIssue });
  const messages: FieldMessages = parsed.success ? {} : messagesOfIssues(parsed.error.issues);
  addCountryProblems(messages, input, brazilId);
  extra?.(messages);
  if (parsed.success && Object.keys(messages).length === 0) return { value: parsed.data, messages: null };
  return { value: null, messages };
}

/** The profile's fields (`user/update`). */
export function validateAccountFields(
  input: Record<string, unknown>,
  brazilId: number | null,
): Validation<z.output<typeof ZAccountFields>> {
  return validateWith(ZAccountFields, input, brazilId);
}

/** Registration's fields: `ZRegisterRequest` but the e-mailed code and the language, asked later. */
export const ZRegistrationForm = z.object(ZRegisterRequest.shape).omit({ codigo: true, idioma: true });

/** The registration form (all of `auth/register` but the code). */
export function validateRegistration(
  input: Record<string, unknown>,
  brazilId: number | null,
): Validation<z.output<typeof ZRegistrationForm>> {
  return validateWith(ZRegistrationForm, input, brazilId, (messages) => {
    if (typeof input.password === 'string' && input.password !== input.confirmacao) {
      addMessage(messages, 'confirmacao', encodeFieldKey('passwordMismatch'));
    }
  });
}

/** The messages nested as react-hook-form keeps its errors. */
export function nestFieldMessages<T extends FieldValues>(messages: FieldMessages): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    const parts = path.split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] ?? path] = { type: 'validate', message };
  }
  return errors as FieldErrors<T>;
}

/** A react-hook-form resolver from a validation of the form's values. */
export function validationResolver<T extends FieldValues>(
  validate: (values: T) => Validation<unknown>,
): Resolver<T> {
  return (values) => {
    const result = validate(values);
    if (result.messages === null) return { values, errors: {} };
    return { values: {}, errors: nestFieldMessages<T>(result.messages) };
  };
}
