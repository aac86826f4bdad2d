/** Which records a dashboard period holds (pure; docs/decisions/dashboard.md). */

export type Period = {
  readonly inicio?: string | null | undefined;
  readonly fim?: string | null | undefined;
};

export type DatedRecord = {
  readonly created_at: string;
  readonly situacao: string | null;
  readonly inicio_previsto: string | null;
  readonly fim_previsto: string | null;
  readonly fim_real: string | null;
};

/**
 * The days a record covers: a diet with a lifecycle from its expected start to its real end (finished), to
 * the later of its expected end and today (active), or to its expected end; any other record the day it was
 * created (YYYY-MM-DD of `created_at`).
 */
export function spanOf(record: DatedRecord, today: string): { start: string; end: string } {
  const created = record.created_at.slice(0, 10);
  const start = record.inicio_previsto ?? created;
  let end = record.fim_real ?? record.fim_previsto ?? start;
  if (record.situacao === 'ativa' && record.fim_real === null && today > end) end = today;
  return { start, end: end < start ? start : end };
}

/** Whether the record's span meets the period (both ends included; an absent end is no bound). */
export function isInPeriod(record: DatedRecord, period: Period, today: string): boolean {
  const { start, end } = spanOf(record, today);
  if (period.inicio && end < period.inicio) return false;
  if (period.fim && start > period.fim) return false;
  return true;
}
