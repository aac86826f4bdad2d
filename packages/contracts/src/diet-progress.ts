/**
 * A diet's progress through its planned cycle (docs/product/shell.md#records dates and ADGs): pure, the day
 * passed in. Days are whole calendar days between YYYY-MM-DD dates; gains kg per head. The server's data/main
 * and the web's active-diets card read it from here, so both show the same numbers.
 */
import { daysBetween } from './access/calendar-day';
import type { TDietCycle } from './diets';
import type { TDietProgress } from './dashboard';

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

/** The progress of a saved diet's lifecycle at `today`: null without one (or without its plan dates). */
export function calculateDietProgress(cycle: TDietCycle | null, today: string): TDietProgress | null {
  if (cycle === null) return null;
  return calculateCycleProgress({
    start: cycle.inicio_previsto,
    expectedEnd: cycle.fim_previsto,
    realEnd: cycle.situacao === 'finalizada' ? cycle.fim_real : null,
    today,
    expectedAdgKg: cycle.gmd_esperado,
    observedAdgKg: cycle.gmd_observado ?? cycle.gmd_real,
  });
}
