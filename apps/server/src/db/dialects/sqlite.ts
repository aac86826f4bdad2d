/** The embedded SQLite database: WAL journal, foreign keys on, 5 s busy timeout, synchronous NORMAL. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../schema';

/**
 * Opens (and creates) the file. WAL with synchronous NORMAL keeps every acknowledged write through a process
 * kill (docs/decisions/crash-safety-and-backups.md).
 */
export function openSqlite(filePath: string): Kysely<Database> {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const file = new SqliteDatabase(filePath);
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}
