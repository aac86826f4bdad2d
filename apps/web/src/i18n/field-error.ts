/**
 * Form field messages in the user's language. Validation runs with the contracts' zod schemas; the issue
 * becomes an i18n key of the `errors` namespace (`field.<key>`) plus values, carried in the message and
 * translated when rendered, so a language switch re-renders it.
 */
import type { z } from 'zod';
import type { TFunction } from 'i18next';

type FieldMessage = { key: string; values?: Record<string, number | string> };

/** A field message as a form carries it (`fieldErrorText` says it). */
export function encodeFieldMessage(message: FieldMessage): string {
  return JSON.stringify(message);
}

/** The i18n key and values of one zod issue. */
export function fieldMessageOfIssue(issue: z.core.$ZodRawIssue): FieldMessage {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1 && issue.origin === 'string'
        ? { key: 'required' }
        : { key: 'tooShort', values: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'tooLong', values: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalidEmail' : 'invalidCharacters' };
    case 'invalid_value':
      return { key: 'chooseOption' };
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === '' ? 'required' : 'invalid' };
    case 'custom':
      return { key: typeof issue.params?.key === 'string' ? issue.params.key : 'invalid' };
    default:
      return { key: 'invalid' };
  }
}

/** zod `error` option: encodes each issue's i18n key as its message. */
export function encodeIssue(issue: z.core.$ZodRawIssue): string {
  return encodeFieldMessage(fieldMessageOfIssue(issue));
}

/** A server field code (`fields[].code` of an error answer) as a form message. */
export function encodeServerFieldCode(code: string): string {
  const known: Record<string, string> = {
    too_small: 'tooShort',
    too_big: 'tooLong',
    invalid_format: 'invalidCharacters',
    invalid_value: 'chooseOption',
    EMAIL_EXISTS: 'emailExists',
  };
  return encodeFieldMessage({ key: known[code] ?? 'invalid' });
}

/**
 * The translated text of an encoded field message: a key of `errors:field`, or a key with its namespace
 * (`feeds:form.error.negative`) said as it is.
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  try {
    const parsed = JSON.parse(message) as FieldMessage;
    return t(parsed.key.includes(':') ? parsed.key : `errors:field.${parsed.key}`, parsed.values ?? {});
  } catch {
    return t('errors:field.invalid');
  }
}
