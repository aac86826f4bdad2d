/**
 * `npm run backup [-- --dir <folder>]`: a timestamped copy of the embedded database (DATABASE_PATH) in the
 * folder (default ./data/backups), safe while the server runs.
 * `npm run restore -- <backup file>`: puts a backup in place of DATABASE_PATH; the server must be stopped.
 * With DATABASE_URL set (PostgreSQL) both say to use pg_dump / pg_restore (README, "Backup and restore").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupSqliteDatabase, restoreSqliteBackup } from './backup';

/** Where `npm run backup` writes unless --dir says otherwise, relative to the working directory. */
const DEFAULT_BACKUP_DIR = './data/backups';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { dir: { type: 'string' }, restore: { type: 'boolean' } },
    allowPositionals: true,
  });
  const config = loadConfig(process.env);
  if (config.database.kind !== 'sqlite') {
    throw new Error(
      'DATABASE_URL selects PostgreSQL: back it up with pg_dump and restore with pg_restore (README, "Backup and restore").',
    );
  }
  const databasePath = config.database.path;
  if (values.restore) {
    const backupFile = positionals[0];
    if (!backupFile || positionals.length > 1) throw new Error('usage: npm run restore -- <backup file>');
    restoreSqliteBackup(path.resolve(backupFile), databasePath);
    console.log(`Restored ${path.resolve(backupFile)} to ${databasePath}; start the server again.`);
    return;
  }
  if (positionals.length > 0) throw new Error('usage: npm run backup [-- --dir <folder>]');
  const result = await backupSqliteDatabase(
    databasePath,
    path.resolve(values.dir ?? DEFAULT_BACKUP_DIR),
    new Date(),
  );
  console.log(`Backup written: ${result.file} (${result.bytes} bytes, ${result.pages} pages)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
