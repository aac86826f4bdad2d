/**
 * The field messages of a server refusal (`fields[]` of VALIDATION_FAILED, or DOCUMENT_EXISTS on the
 * document), as the form's own messages (a contracts' rule code, or an encoded issue), by dotted field path.
 */
import { ACCOUNT_FIELD_CODES, AppError } from '@cocho/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { encodeServerFieldCode } from '../../i18n/field-error';

const isAccountCode = (code: string): boolean => (ACCOUNT_FIELD_CODES as readonly string[]).includes(code);

export function serverFieldMessages(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!(error instanceof AppError)) return messages;
  // The form's alert says why (errors:DOCUMENT_EXISTS); the field is marked.
  if (error.code === 'DOCUMENT_EXISTS') messages.numero_documento = encodeServerFieldCode('DOCUMENT_EXISTS');
  for (const field of error.fields ?? []) {
    messages[field.field] ??= isAccountCode(field.code) ? field.code : encodeServerFieldCode(field.code);
  }
  return messages;
}

/** Marks the fields a server refusal names; whether it named any. */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  const messages = Object.entries(serverFieldMessages(error));
  for (const [path, message] of messages) setError(path as Path<T>, { message });
  return messages.length > 0;
}
