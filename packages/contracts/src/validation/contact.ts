/** Name, e-mail and phone rules of registration and profile (docs/product/shell.md#validation). */

/** Letters (any script), numbers and spaces (docs/product/shell.md#validation Name). */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{N} ]+$/u;
/** At least 3 characters (docs/product/shell.md#validation Name). */
export const PERSON_NAME_MIN_LENGTH = 3;
export const PERSON_NAME_MAX_LENGTH = 120;

/** Whether `text` (trimmed) is a valid name: letters, numbers and spaces, 3 to 120 characters. */
export function isValidPersonName(text: string): boolean {
  const name = text.trim();
  return (
    name.length >= PERSON_NAME_MIN_LENGTH &&
    name.length <= PERSON_NAME_MAX_LENGTH &&
    PERSON_NAME_PATTERN.test(name)
  );
}

/**
 * The stricter e-mail pattern (docs/product/shell.md#validation: "either of two patterns"): a dot-atom local part and a domain of
 * letter/digit/hyphen labels with a final label of at least two letters.
 */
export const STRICT_EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** The simple pattern: something, one @, something with a dot, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;

/** Whether `text` (trimmed) is a valid e-mail by either pattern. */
export function isValidEmail(text: string): boolean {
  const email = text.trim();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  return STRICT_EMAIL_PATTERN.test(email) || SIMPLE_EMAIL_PATTERN.test(email);
}

/** The stored form of an e-mail: trimmed and lower-case. */
export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

/** Separators a typed phone may carry: spaces, dots, hyphens and parentheses. */
const PHONE_SEPARATORS = /[\s().-]/g;
/** E.164 allows at most 15 digits; 8 is the shortest local number we accept. */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/** The stored form of a phone: an optional leading "+" and the digits, or null when it is not a valid phone. */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(PHONE_SEPARATORS, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match) return null;
  const digits = match[2] ?? '';
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  return `${match[1] ?? ''}${digits}`;
}

/** Whether `text` is a valid phone: digits with an optional "+", 8 to 15 digits, usual separators allowed. */
export function isValidPhone(text: string): boolean {
  return normalizePhone(text) !== null;
}
