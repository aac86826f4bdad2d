/**
 * A diet's progress through its planned cycle (spec 01 §3 dates and ADGs; issue 14 item 4): pure, the day
 * passed in. Days are whole calendar days between YYYY-MM-DD dates; gains kg per head.
 */
import type { TDietProgress } from '@cocho/contracts';

const MS_PER_DAY = 86_400_000;

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

export type CycleProgressInput = {
  /** Expected start, YYYY-MM-DD. */
  readonly start: string | null;
  /** Expected end, YYYY-MM-DD. */
  readonly expectedEnd: string | null;
  /** Real end of a finished diet, YYYY-MM-DD; null while it runs. */
  readonly realEnd: string | null;
  /** Today, YYYY-MM-DD. */
  readonly today: string;
  /** Expected average daily gain, kg/day. */
  readonly expectedAdgKg: number | null;
  /** Observed average daily gain (else the real one), kg/day. */
  readonly observedAdgKg: number | null;
};

/**
 * Elapsed days run from the expected start to the real end, or to today while the diet runs (0 before the
 * start); the percentage is elapsed over planned days, capped at 100 (an overdue diet shows 100 %). Gains so
 * far are ADG × elapsed days. Null when a date of the plan is missing (a diet without lifecycle).
 */
export function calculateCycleProgress(input: CycleProgressInput): TDietProgress | null {
  if (input.start === null || input.expectedEnd === null) return null;
  const planned = Math.max(0, daysBetween(input.start, input.expectedEnd));
  const elapsed = Math.max(0, daysBetween(input.start, input.realEnd ?? input.today));
  const percent = planned === 0 ? (elapsed > 0 ? 100 : 0) : Math.min(100, (elapsed / planned) * 100);
  const { expectedAdgKg, observedAdgKg } = input;
  return {
    dias_decorridos: elapsed,
    dias_previstos: planned,
    percentual: percent,
    ganho_esperado_kg: expectedAdgKg === null ? null : expectedAdgKg * elapsed,
    ganho_observado_kg: observedAdgKg === null ? null : observedAdgKg * elapsed,
    diferenca_gmd: expectedAdgKg === null || observedAdgKg === null ? null : observedAdgKg - expectedAdgKg,
  };
}
