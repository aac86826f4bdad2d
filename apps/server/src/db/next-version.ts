/**
 * Record versions for optimistic concurrency (docs/decisions/one-pass-saves.md): a record's `updated_at` is
 * its version, strictly increasing, so an edit based on an older version can be told apart.
 */

/** The new version: the edit's time, and always later than the version it replaces (null: none yet). */
export function nextVersion(now: Date, previous: string | null): string {
  const before = previous === null ? Number.NaN : Date.parse(previous);
  return new Date(Number.isNaN(before) ? now.getTime() : Math.max(now.getTime(), before + 1)).toISOString();
}
