/** Calendar-date rules (docs/product/shell.md#records data_nascimento). Dates are YYYY-MM-DD text, compared as text. */

/** Earliest birth date accepted. */
export const BIRTH_DATE_MIN = '1900-01-01';

/** Whether `text` is a real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Field error code of a birth date against `today` (YYYY-MM-DD), or null when valid: 'birthDateInvalid'
 * for a malformed date or one before 1900, 'birthDateFuture' after today.
 */
export function birthDateProblem(text: string, today: string): 'birthDateInvalid' | 'birthDateFuture' | null {
  if (!isCalendarDate(text) || text < BIRTH_DATE_MIN) return 'birthDateInvalid';
  return text > today ? 'birthDateFuture' : null;
}

/**
 * The latest calendar date anywhere on Earth at `now` (UTC+14), so a birth date of "today" in the user's
 * time zone is never called future.
 */
export function latestCalendarDate(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}
