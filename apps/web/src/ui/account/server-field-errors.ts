/**
 * The field messages of a server refusal (`fields[]` of VALIDATION_FAILED, or DOCUMENT_EXISTS on the
 * document), encoded as the form's own messages, by dotted field path.
 */
import { ACCOUNT_FIELD_CODES, AppError } from '@cocho/contracts';
import { encodeServerFieldCode } from '../../i18n/field-error';
import { encodeFieldKey } from './validate-account-form';
import type { FieldMessages } from './validate-account-form';

const isAccountCode = (code: string): boolean => (ACCOUNT_FIELD_CODES as readonly string[]).includes(code);

export function serverFieldMessages(error: unknown): FieldMessages {
  const messages: FieldMessages = {};
  if (!(error instanceof AppError)) return messages;
  // The form's alert says why (errors:DOCUMENT_EXISTS); the field is marked.
  if (error.code === 'DOCUMENT_EXISTS') messages.numero_documento = encodeServerFieldCode('DOCUMENT_EXISTS');
  for (const field of error.fields ?? []) {
    messages[field.field] ??= isAccountCode(field.code)
      ? encodeFieldKey(field.code)
      : encodeServerFieldCode(field.code);
  }
  return messages;
}
