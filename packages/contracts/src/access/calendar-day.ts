/**
 * Calendar days as YYYY-MM-DD text, in Brasília time (UTC−3, no daylight saving since 2019): plan validity
 * and trial dates are calendar days of the provider (docs/product/shell.md#screens support hours are Brasília time).
 */

/** Brasília's offset from UTC, minutes. */
const BRASILIA_OFFSET_MINUTES = -180;
const DAY_MS = 86_400_000;

/** The calendar day in Brasília at an instant, YYYY-MM-DD. */
export function todayInBrasilia(now: Date): string {
  return new Date(now.getTime() + BRASILIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The day `days` after `day` (negative for before), YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
