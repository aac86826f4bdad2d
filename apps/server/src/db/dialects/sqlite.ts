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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
}

/** Prepared statements kept, by SQL text; the oldest is dropped beyond this (lists of `in (?, …)` vary). */
const STATEMENTS_KEPT = 500;

/**
 * The file as Kysely's SQLite dialect sees it, with each statement prepared once and reused across requests
 * (better-sqlite3 has no cache of its own). Kysely runs one query at a time on the one
 * connection (its mutex, streams included), so a kept statement is never busy when it is reused; SQLite
 * re-prepares a statement by itself after a schema change.
 */
function withStatementCache(file: SqliteDatabase.Database): {
  close(): void;
  prepare(sql: string): SqliteDatabase.Statement;
} {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = kept.get(sql);
      if (statement === undefined) {
        statement = file.prepare(sql);
        kept.set(sql, statement);
        if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
      }
      return statement;
    },
  };
}
