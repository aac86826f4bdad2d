/** Day helpers of the dashboard: the day progress is read at, and date-only values shown in the language. */
import type { Language } from '@cocho/engine';
import { formatDate } from '../../format/format';

/** Today's UTC date, YYYY-MM-DD: the day the server's overdue flag and data/main read (diet-summary.ts). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date-only value (YYYY-MM-DD) shown in the language without a time-zone shift. */
export function formatDay(day: string, language: Language): string {
  return formatDate(`${day}T12:00:00Z`, language, 'UTC');
}
