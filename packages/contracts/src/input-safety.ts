/**
 * The checks every request body passes before its contract's schema runs (the server's registerCall), and
 * that a JSON text carried inside a body (dieta/saveFD's `dieta`) passes once parsed. One walk, so a new
 * contract cannot forget them (docs/decisions/input-safety.md):
 *
 * - nesting deeper than MAX_INPUT_DEPTH: zod's parsers recurse, and about 2,000 levels overflow the stack;
 * - U+0000 or a lone UTF-16 surrogate in any string or key: PostgreSQL refuses NUL in text and a lone
 *   surrogate is not valid UTF-8, so neither can be stored, and no form produces them;
 * - an id (a key `id`, `id_*` or `*_id`) that is a number outside the 32-bit integer range of the id columns
 *   (PostgreSQL `integer`); other integer fields that reach `integer` columns carry their own `.max`.
 *
 * The walk is iterative (an explicit stack), so a deep body cannot overflow it either.
 */

/** Deepest nesting accepted in a request body (objects and arrays), far above any real record (about 8). */
export const MAX_INPUT_DEPTH = 64;
/** Largest value of the id columns (PostgreSQL `integer`, 2^31 − 1). */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** Why a value was refused; the code is the field error's code. */
export type UnsafeInputCode = 'too_deep' | 'unsafe_text' | 'id_out_of_range';
export type UnsafeInput = { readonly path: readonly (string | number)[]; readonly code: UnsafeInputCode };

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds U+0000 or a lone surrogate (never storable, never typed in a form). */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether a key names an id: `id`, `id_cliente`, `user_id`. */
export function isIdKey(key: string): boolean {
  return key === 'id' || key.startsWith('id_') || key.endsWith('_id');
}

/** The first unsafe part of a parsed JSON value (depth-first), or null when it is safe. */
export function findUnsafeInput(value: unknown, maxDepth: number = MAX_INPUT_DEPTH): UnsafeInput | null {
  type Frame = { value: unknown; path: (string | number)[]; key: string | null };
  const stack: Frame[] = [{ value, path: [], key: null }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const current = frame.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { path: frame.path, code: 'unsafe_text' };
    } else if (typeof current === 'number') {
      if (frame.key !== null && isIdKey(frame.key) && (current > INT4_MAX || current < INT4_MIN))
        return { path: frame.path, code: 'id_out_of_range' };
    } else if (typeof current === 'object' && current !== null) {
      if (frame.path.length >= maxDepth) return { path: frame.path, code: 'too_deep' };
      if (Array.isArray(current)) {
        for (let index = current.length - 1; index >= 0; index -= 1)
          stack.push({ value: current[index], path: [...frame.path, index], key: null });
      } else {
        const entries = Object.entries(current as Record<string, unknown>);
        for (let index = entries.length - 1; index >= 0; index -= 1) {
          const [key, child] = entries[index] as [string, unknown];
          if (isUnsafeText(key)) return { path: frame.path, code: 'unsafe_text' };
          stack.push({ value: child, path: [...frame.path, key], key });
        }
      }
    }
  }
  return null;
}
