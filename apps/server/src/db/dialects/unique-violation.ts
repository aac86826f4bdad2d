/**
 * Whether an error is a unique-constraint violation: PostgreSQL SQLSTATE 23505, SQLite (better-sqlite3)
 * SQLITE_CONSTRAINT_UNIQUE or SQLITE_CONSTRAINT_PRIMARYKEY. Use cases turn it into their typed "exists"
 * error, so two concurrent inserts of the same key answer clearly instead of 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
