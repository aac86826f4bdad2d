/**
 * Field error codes of the account rules. A rule's issue carries its code as the zod message (the server
 * answers it as `fields[].code`, apps/server/src/errors.ts toFieldErrors) and as `params.key` (the web form
 * shows `t('errors:field.' + key)`, apps/web/src/i18n/field-error.ts); each has a text in errors.json.
 */
export const ACCOUNT_FIELD_CODES = [
  'required',
  'invalidEmail',
  'passwordMismatch',
  'cpfInvalid',
  'cnpjInvalid',
  'documentInvalid',
  'phoneInvalid',
  'birthDateInvalid',
  'birthDateFuture',
  'termsRequired',
  'countryUnknown',
  'currentPasswordIncorrect',
] as const;
export type AccountFieldCode = (typeof ACCOUNT_FIELD_CODES)[number];

/** The zod custom-issue fields that carry `code` to both the server and the web form. */
export function fieldIssue(code: AccountFieldCode): {
  message: AccountFieldCode;
  params: { key: AccountFieldCode };
} {
  return { message: code, params: { key: code } };
}
