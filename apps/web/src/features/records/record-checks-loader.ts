/** Loads the saved records' checks (record-checks.ts) once; a chunk that did not load is tried again next time. */
import type * as Checks from './record-checks';

export type RecordChecks = typeof Checks;

let loading: Promise<RecordChecks> | null = null;

export function loadRecordChecks(): Promise<RecordChecks> {
  loading ??= import('./record-checks').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
