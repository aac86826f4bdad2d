/** Opens the configured database: embedded SQLite (default) or PostgreSQL (DATABASE_URL). */
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { openPostgres } from './dialects/postgres';
import { openSqlite } from './dialects/sqlite';
import type { Database } from './schema';

export type DatabaseKind = DatabaseConfig['kind'];

export type DatabaseHandle = {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Closes the pool or the file. */
  readonly destroy: () => Promise<void>;
};

/** Opens the database (db/dialects/: each dialect's set-up). */
export async function openDatabase(
  config: DatabaseConfig,
  events: { readonly onLostConnection?: (error: Error) => void } = {},
): Promise<DatabaseHandle> {
  const db =
    config.kind === 'sqlite'
      ? openSqlite(config.path)
      : await openPostgres({
          url: config.url,
          poolMax: config.poolMax,
          ...(config.schema ? { schema: config.schema } : {}),
          ...(events.onLostConnection ? { onLostConnection: events.onLostConnection } : {}),
        });
  return { db, kind: config.kind, destroy: () => db.destroy() };
}
