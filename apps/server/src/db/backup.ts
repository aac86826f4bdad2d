/**
 * Backups of the embedded SQLite database, safe while the server runs: SQLite's online
 * backup API copies a consistent snapshot from its own read transaction (in WAL mode the server's writes
 * go on meanwhile), and a restore replaces the file only when no process has it open. PostgreSQL is backed
 * up with pg_dump (README). Choices: docs/decisions/crash-safety-and-backups.md.
 */
import {
  chmodSync,
  closeSync,
  copyFileSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** Pages per backup step: all of them in one step (see backupSqliteDatabase). */
const ALL_PAGES = 0x7fffffff;

export type BackupResult = {
  /** Absolute path of the backup file. */
  readonly file: string;
  readonly bytes: number;
  readonly pages: number;
};

/** `cocho-2026-11-24T07-50-12-345Z.db` for `cocho.db` at that instant (UTC; sorts by time). */
export function backupFileName(sourcePath: string, now: Date): string {
  const base = path.basename(sourcePath, path.extname(sourcePath));
  return `${base}-${now.toISOString().replace(/[:.]/g, '-')}.db`;
}

/** Throws unless SQLite's integrity check of `file` answers ok. */
function assertIntact(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} failed the integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** Backups are readable and writable by their owner only. */
export const BACKUP_FILE_MODE = 0o600;

/**
 * Copies the database at `sourcePath` into `folder` (created when missing) under a timestamped name.
 * Every page goes in one backup step: a stepwise copy restarts whenever another connection (the running
 * server) writes between steps, and would never finish under steady writes; one step reads one snapshot
 * and, in WAL mode, does not block the writers. The copy is written under a temporary name, switched to
 * the rollback journal (one self-contained file), checked, then renamed, so a file with the final name is
 * always a complete backup.
 */
export async function backupSqliteDatabase(
  sourcePath: string,
  folder: string,
  now: Date,
): Promise<BackupResult> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.resolve(folder, backupFileName(sourcePath, now));
  const partial = `${file}.partial`;
  const source = new SqliteDatabase(sourcePath, { fileMustExist: true });
  let pages: number;
  try {
    source.pragma('busy_timeout = 5000');
    rmSync(partial, { force: true });
    // A backup holds password hashes and the server's secrets: owner-only from its first byte (0600; an
    // empty file is an empty database to SQLite, which keeps the file's mode).
    closeSync(openSync(partial, 'w', BACKUP_FILE_MODE));
    chmodSync(partial, BACKUP_FILE_MODE);
    const done = await source.backup(partial, { progress: () => ALL_PAGES });
    pages = done.totalPages;
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(partial, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  assertIntact(partial);
  chmodSync(partial, BACKUP_FILE_MODE);
  renameSync(partial, file);
  return { file, bytes: statSync(file).size, pages };
}

/**
 * Puts the backup `backupFile` in place of the database at `targetPath`. Refuses while any process has the
 * target open (the server must be stopped): an exclusive lock on a WAL database is granted only to the sole
 * connection. The old WAL and shared-memory files are removed, since SQLite would otherwise replay the old
 * database's WAL onto the restored file. The backup is checked first and copied under a temporary name.
 */
export function restoreSqliteBackup(backupFile: string, targetPath: string): void {
  assertIntact(backupFile);
  mkdirSync(path.dirname(targetPath), { recursive: true });
  let exists = true;
  try {
    statSync(targetPath);
  } catch {
    exists = false;
  }
  if (exists) {
    const target = new SqliteDatabase(targetPath, { fileMustExist: true });
    try {
      target.pragma('busy_timeout = 0');
      target.pragma('locking_mode = EXCLUSIVE');
      target.exec('begin exclusive; commit');
    } catch (error) {
      throw new Error(`${targetPath} is in use: stop the server before restoring`, { cause: error });
    } finally {
      target.close();
    }
  }
  const partial = `${targetPath}.restoring`;
  copyFileSync(backupFile, partial);
  rmSync(`${targetPath}-wal`, { force: true });
  rmSync(`${targetPath}-shm`, { force: true });
  renameSync(partial, targetPath);
}
