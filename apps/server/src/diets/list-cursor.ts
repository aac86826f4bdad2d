/**
 * The keyset cursor of the saved-record lists: lists run most recently updated first,
 * ties by id, so a page starts after the last row of the previous one (`updated_at`, `id`). The cursor is
 * that pair as base64url JSON: opaque to clients, checked on the way in.
 */
import { appError } from '../errors';

export type ListCursor = { readonly updatedAt: string; readonly id: number };

export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt, cursor.id])).toString('base64url');
}

/** The cursor of a request; VALIDATION_FAILED (field `cursor`) when it is not one of ours. */
export function decodeListCursor(text: string): ListCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      Number.isSafeInteger(value[1])
    ) {
      return { updatedAt: value[0], id: value[1] as number };
    }
  } catch {
    // Falls through to the validation error.
  }
  throw appError('VALIDATION_FAILED', [{ field: 'cursor', code: 'invalid_cursor' }]);
}
